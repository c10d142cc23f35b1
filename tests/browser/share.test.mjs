// Sharing a game by link, with no server: the teacher's "Share" gives the link and its QR code;
// a fresh tablet (no storage) opens the link, plays the game, keeps it once; a link cut or
// altered on the way says so in one sentence and changes nothing; a game too large for a QR
// code says what makes it large and offers its file.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { servedBrowser, openPage, TABLET, ROOT, cellCenter } from './helpers.mjs';

const env = servedBrowser(before, after);

/** The teacher imports `design` (as a file) and shares it: the link, and whether a QR code is shown. */
async function share(design, lang = 'en') {
  const { page, context, errors } = await openPage(env.browser, TABLET, env.served.url);
  if (lang === 'fr') await page.locator('[data-testid="lang"]').tap();
  await page.locator('[data-testid="import"]').setInputFiles({ name: 'ours.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(design)) });
  const card = page.locator('[data-testid="game"]', { hasText: design.name[lang] }).first();
  await card.waitFor({ timeout: 15000 });
  await card.locator('[data-testid="share"]').tap();
  const link = await page.waitForFunction(() => document.querySelector('[data-testid="share-link"]')?.value).then((h) => h.jsonValue());
  const qr = await page.locator('[data-testid="share-qr"] svg').count();
  const large = await page.locator('[data-testid="share-too-large"]').count() ? await page.locator('[data-testid="share-too-large"]').innerText() : null;
  return { page, context, errors, link, qr, large };
}

/** A child's fresh tablet: a new context, nothing stored but child mode. */
async function freshTablet() {
  return openPage(env.browser, TABLET, env.served.url, { mode: 'child' });
}

const userGames = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('tablier.games') ?? '[]').length);

test('a game shared by link opens on a fresh tablet, plays, is kept once; a damaged link changes nothing', async () => {
  const design = JSON.parse(readFileSync(join(ROOT, 'games/solitaire-english.json'), 'utf8'));
  design.name = { en: 'Our solitaire', fr: 'Notre solitaire' };
  const teacher = await share(design);
  assert.equal(teacher.qr, 1, 'a QR code to project');
  assert.match(teacher.link, /^http:\/\/127\.0\.0\.1:\d+\/#\/shared\/1\.[A-Za-z0-9_-]+$/, 'the design in the fragment, after its version');
  // The fragment is zlib's format of the design itself: nothing is sent to a server.
  const payload = teacher.link.split('#/shared/1.')[1];
  const carried = JSON.parse(inflateSync(Buffer.from(payload, 'base64url')).toString());
  assert.deepEqual(carried.name, design.name);
  await teacher.page.locator('[data-testid="share-copy"]').tap();
  assert.match(await teacher.page.locator('[data-testid="share-copy"]').innerText(), /copied/);
  assert.deepEqual(teacher.errors, []);
  await teacher.context.close();

  const { page, context, errors } = await freshTablet();
  await page.goto(teacher.link);
  await page.waitForSelector('[data-testid="link-card"]', { timeout: 20000 });
  assert.match(await page.locator('[data-testid="link-card"] h1').innerText(), /Our solitaire/);
  // Played from the link, without keeping it.
  await page.locator('[data-testid="link-play"]').tap();
  await page.waitForSelector('[data-token][data-at="grid:1,3"]', { timeout: 20000 });
  await page.mouse.click(...Object.values(await cellCenter(page, 'grid', 1, 3)));
  await page.mouse.click(...Object.values(await cellCenter(page, 'grid', 3, 3)));
  await page.waitForSelector('[data-token][data-at="grid:3,3"]');
  assert.equal(await userGames(page), 0, 'playing keeps nothing');
  // Kept: once, however often the link is opened.
  await page.goto(teacher.link);
  await page.reload();
  await page.locator('[data-testid="link-keep"]').tap();
  await page.waitForSelector('[data-testid="link-kept"]');
  assert.equal(await userGames(page), 1);
  await page.goto(teacher.link);
  await page.reload();
  await page.waitForSelector('[data-testid="link-kept"]', { timeout: 20000 });
  assert.equal(await page.locator('[data-testid="link-keep"]').count(), 0, 'no second Keep');
  assert.equal(await userGames(page), 1, 'not duplicated');
  // Damaged on the way: one character changed, or the end cut off.
  const changed = teacher.link.slice(0, -12) + (teacher.link.at(-12) === 'A' ? 'B' : 'A') + teacher.link.slice(-11);
  for (const broken of [changed, teacher.link.slice(0, -40)]) {
    await page.goto(broken);
    await page.reload();
    await page.waitForSelector('[data-testid="link-broken"]', { timeout: 20000 });
    assert.match(await page.locator('[data-testid="link-broken"]').innerText(), /^This link was cut or changed on the way/);
    assert.equal(await page.locator('[data-testid="link-card"]').count(), 0);
  }
  assert.equal(await userGames(page), 1, 'nothing else changed');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game too large for a QR code says what makes it large, and offers its file (fr)', async () => {
  const design = JSON.parse(readFileSync(join(ROOT, 'games/memory.json'), 'utf8'));
  design.name = { en: 'Big photos', fr: 'Grandes photos' };
  // A photo that does not compress: a PNG's signature and 6 KB of noise.
  const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(6000)]);
  design.token_types[0].front = `data:image/png;base64,${png.toString('base64')}`;
  const { page, context, errors, qr, large, link } = await share(design, 'fr');
  assert.equal(qr, 0, 'no QR code');
  assert.match(large, /^Ce jeu est trop grand pour un code QR\u00a0: les images pèsent \d+ Ko sur \d+ Ko\./);
  assert.ok(link.includes('#/shared/1.'), 'the link is still given, to send by message');
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="share-file"]').tap()]);
  assert.match(download.suggestedFilename(), /\.json$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a link from a newer Tablier asks to update, in one sentence', async () => {
  const { page, context, errors } = await freshTablet();
  await page.goto(`${env.served.url}#/shared/2.eJyrVkrLz1eyUlDKSy1XqgUAHU4ETQ`);
  await page.waitForSelector('[data-testid="link-broken"]', { timeout: 20000 });
  assert.match(await page.locator('[data-testid="link-broken"]').innerText(), /newer Tablier/);
  assert.deepEqual(errors, []);
  await context.close();
});
