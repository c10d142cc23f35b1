// Today's games: the teacher ticks a game of their own and a built-in one once; the children on
// this tablet see only those; one file, or one link and its QR code, puts the same games on
// another tablet in one action, without adding a game twice; a damaged link changes nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { servedBrowser, openPage, TABLET, ROOT, unlock } from './helpers.mjs';

const env = servedBrowser(before, after);

const userGames = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('tablier.games') ?? '[]').length);
const cards = (page) => page.$$eval('[data-testid="game"]', (els) => els.map((e) => e.dataset.game));

test("today's games: chosen once, seen alone by children, handed out by file and by link", async () => {
  const design = JSON.parse(readFileSync(join(ROOT, 'games/taquin.json'), 'utf8'));
  design.name = { en: 'Our puzzle', fr: 'Notre taquin' };
  const { page, context, errors } = await openPage(env.browser, TABLET, env.served.url);
  await page.locator('[data-testid="import"]').setInputFiles({ name: 'ours.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(design)) });
  await page.waitForSelector('[data-testid="game"][data-game^="my-"]');
  const ours = await page.locator('[data-testid="game"][data-game^="my-"]').getAttribute('data-game');

  // The teacher ticks two games and shows only them.
  await page.locator('[data-testid="today"]').click();
  await page.waitForSelector('[data-testid="set-panel"]');
  await page.locator(`[data-testid="set-choice"][data-game="${ours}"]`).check();
  await page.locator('[data-testid="set-choice"][data-game="memory"]').check();
  await page.locator('[data-testid="set-today"]').click();
  assert.match(await page.locator('[data-testid="today-bar"]').textContent(), /only today's 2 games/);
  assert.equal(await page.locator('[data-testid="today-mark"]:visible').count(), 2);
  await page.locator('[data-testid="child-mode"]').click();
  await page.waitForSelector('[data-testid="unlock"]');
  assert.deepEqual((await cards(page)).sort(), ['memory', ours].sort());

  // Back as the educator: the set as a file, and as a link.
  await unlock(page);
  await page.locator('[data-testid="today"]').click();
  await page.waitForSelector('[data-testid="set-panel"]');
  assert.equal(await page.locator('[data-testid="set-choice"]:checked').count(), 2, 'the panel opens on today\'s games');
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="set-file"]').click()]);
  assert.equal(download.suggestedFilename(), 'todays-games.json');
  const setFile = await readFile(await download.path());
  const set = JSON.parse(setFile);
  assert.equal(set.format, 'tablier-set');
  assert.deepEqual(set.builtin, ['memory']);
  assert.equal(set.games.length, 1);
  await page.locator('[data-testid="set-share"]').click();
  const link = await page.waitForFunction(() => document.querySelector('[data-testid="set-panel"] [data-testid="share-link"]')?.value).then((h) => h.jsonValue());
  assert.match(link, /#\/set\/1\./);
  assert.equal(await page.locator('[data-testid="set-panel"] [data-testid="share-qr"] svg').count(), 1);
  // Shown large to project, and back.
  await page.locator('[data-testid="share-qr-large"]').click();
  const big = await page.locator('[data-testid="share-qr"] svg').boundingBox();
  assert.ok(big.width > 600, `the code fills the screen (${big.width} px)`);
  await page.locator('[data-testid="share-qr"]').click();
  assert.ok((await page.locator('[data-testid="share-qr"] svg').boundingBox()).width <= 320);
  // One of today's games deleted: the bar counts the one left.
  await page.locator(`[data-testid="game"][data-game="${ours}"] [data-testid="delete"]`).click();
  await page.waitForFunction(() => /only today's game \(/.test(document.querySelector('[data-testid="today-bar"]')?.textContent ?? ''));
  assert.deepEqual(errors, []);
  await context.close();

  // Another tablet: the file, imported in one action.
  const second = await openPage(env.browser, TABLET, env.served.url);
  await second.page.locator('[data-testid="import"]').setInputFiles({ name: 'todays-games.json', mimeType: 'application/json', buffer: setFile });
  await second.page.waitForFunction(() => /only these 2 games/.test(document.querySelector('[data-testid="added"]')?.textContent));
  await second.page.locator('[data-testid="child-mode"]').click();
  await second.page.waitForSelector('[data-testid="unlock"]');
  assert.equal((await cards(second.page)).length, 2);
  assert.deepEqual(second.errors, []);
  await second.context.close();

  // A third, a child's, in French: the link, twice; one game added, once.
  const third = await openPage(env.browser, TABLET, env.served.url, { mode: 'child' });
  await third.page.evaluate(() => localStorage.setItem('tablier.lang', 'fr'));
  for (const time of [1, 2]) {
    await third.page.goto(link);
    await third.page.reload();
    await third.page.waitForSelector('[data-testid="set-card"]');
    assert.match(await third.page.locator('[data-testid="set-card"] h1').textContent(), /Les jeux du jour \(2\)/);
    assert.match(await third.page.locator('[data-testid="set-names"]').textContent(), /Notre taquin/);
    await third.page.locator('[data-testid="set-keep"]').click();
    await third.page.waitForSelector('[data-testid="set-kept"]');
    assert.equal(await userGames(third.page), 1, `opened ${time} time(s): one game kept`);
  }
  await third.page.locator('[data-testid="all-games"]').click();
  await third.page.waitForSelector('.library');
  assert.equal((await cards(third.page)).length, 2);
  // A damaged link says so, and nothing changes.
  await third.page.goto(link.replace(/.{12}$/, 'AAAAAAAAAAAA'));
  await third.page.waitForSelector('[data-testid="link-broken"]');
  assert.equal(await userGames(third.page), 1);
  assert.deepEqual(third.errors, []);
  await third.context.close();
});
