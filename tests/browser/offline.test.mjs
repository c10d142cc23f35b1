// Offline and installable: once opened, the app says it works offline; with the network cut,
// the library reloads, a game never opened before opens with its pictures and is played (and
// "Show me" answers), the designer opens and keeps a design. When a new build is served, the
// app offers the update and takes it on a tap. A tablet in child mode keeps only what children
// use, until an educator unlocks it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { serve, DIST } from '../../scripts/serve.mjs';
import { launch, TABLET, cellCenter, unlock } from './helpers.mjs';

const env = {};
before(async () => {
  await stat(join(DIST, 'sw.js')).catch(() => {
    throw new Error('dist/sw.js is missing: run `scripts/web-build.sh` first.');
  });
  // A second build is the same files with a new service worker and version (so a new cache):
  // what a deployment brings.
  env.build = 1;
  env.served = await serve(0, {
    rewrite: (path, body) => (path === '/sw.js' && env.build > 1
      ? Buffer.from(body.toString().replace(/const VERSION = '([^']*)'/, `const VERSION = '$1-${env.build}'`))
      : body),
  });
  env.browser = await launch();
});
after(async () => {
  await env.browser?.close();
  env.served?.server.close();
});

test('the manifest names the app, its icons and its colours', async () => {
  const res = await fetch(env.served.url + 'manifest.webmanifest');
  assert.equal(res.status, 200);
  const manifest = await res.json();
  assert.equal(manifest.short_name, 'Tablier');
  assert.equal(manifest.display, 'standalone');
  assert.ok(manifest.theme_color && manifest.background_color && manifest.start_url);
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
    assert.ok(icon, `an icon of ${size}`);
    const png = await fetch(new URL(icon.src, env.served.url));
    assert.equal(png.status, 200, icon.src);
    const bytes = Buffer.from(await png.arrayBuffer());
    assert.equal(bytes.readUInt32BE(16), Number(size.split('x')[0]), `${icon.src} is ${size}`);
  }
  assert.ok(manifest.icons.some((i) => i.purpose === 'maskable'));
});

test("the pages' icon is inside them: a browser fetches it around the service worker, which would fail offline", async () => {
  const svg = (await readFile(join(DIST, 'icons/icon.svg'), 'utf8')).replace(/<!--[\s\S]*?-->/g, '').replace(/>\s+</g, '><').trim();
  for (const page of ['index.html', 'design/index.html']) {
    const html = await readFile(join(DIST, page), 'utf8');
    const href = html.match(/<link rel="icon" href="([^"]*)"/)?.[1];
    assert.ok(href?.startsWith('data:image/svg+xml,'), `${page}: ${href?.slice(0, 40)}`);
    assert.equal(decodeURIComponent(href.slice('data:image/svg+xml,'.length)), svg, `${page}: the icon of public/icons/icon.svg`);
  }
});

/** A tablet with service workers on, in `mode` ('teacher' or 'child'), its library opened and kept offline. */
async function tablet(mode, locale) {
  const context = await env.browser.newContext({ ...TABLET.options, locale });
  await context.addInitScript((m) => localStorage.getItem('tablier.mode') ?? localStorage.setItem('tablier.mode', m), mode);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  const fetched = [];
  context.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(env.served.url);
  await page.waitForSelector('[data-testid="offline-ready"]', { timeout: 30000 });
  return { context, page, errors, fetched };
}

test('offline: the library, a game never opened, the designer; then a new build is offered', async () => {
  const { context, page, errors } = await tablet('teacher', 'en-GB');
  assert.equal(await page.locator('[data-testid="offline-ready"]').textContent(), '✓ Works offline');

  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('[data-testid="game"]');
  const cards = await page.locator('[data-testid="game"]').count();
  assert.ok(cards >= 10, `the library lists the games offline (${cards})`);
  // A game never opened: its pictures (inside the wasm) are drawn, and it plays.
  await page.evaluate(() => { location.hash = '#/play/solitaire-english'; });
  await page.waitForSelector('[data-token][data-at="grid:1,3"]');
  const pictures = await page.evaluate(async () => {
    const hrefs = [...new Set([...document.querySelectorAll('[data-board] image, [data-token] image')].map((i) => i.getAttribute('href')))];
    const drawn = (h) => new Promise((done) => { const img = new Image(); img.onload = () => done(img.naturalWidth > 0); img.onerror = () => done(false); img.src = h; });
    return Promise.all(hrefs.map(async (h) => [h, await drawn(h)]));
  });
  assert.ok(pictures.length > 0);
  assert.deepEqual(pictures.filter(([, ok]) => !ok), [], 'every picture of the game is drawn offline');
  await page.mouse.click(...Object.values(await cellCenter(page, 'grid', 1, 3)));
  await page.mouse.click(...Object.values(await cellCenter(page, 'grid', 3, 3)));
  await page.waitForSelector('[data-token][data-at="grid:3,3"]');
  assert.equal(await page.locator('[data-token][data-at="grid:2,3"]').count(), 0, 'the jumped peg is taken');
  // "Show me" offline: the worker thinks with the thinking bundle, from the cache too.
  const pegs = await page.locator('.tokens [data-at^="grid:"]').count();
  for (let i = 0; i < 10 && (await page.locator('[data-testid="show-me"]').isHidden()); i++) await page.locator('[data-testid="hints"]').click();
  await page.locator('[data-testid="show-me"]').click();
  await page.waitForFunction((n) => document.querySelectorAll('.tokens [data-at^="grid:"]').length === n - 1, pegs);
  // A broken file imported offline: its problems are named by the designer's bundle (kept on an
  // educator's device), which the player runs in a worker from the cache.
  await page.evaluate(() => { location.hash = '#/'; });
  await page.locator('[data-testid="import"]').setInputFiles({
    name: 'broken.json', mimeType: 'application/json',
    buffer: Buffer.from('{"format": 1, "grid": {"geometry": {"rows": "three", "columns": 3}}}'),
  });
  const problem = page.locator('[data-testid="import-problems"] li').first();
  await problem.waitFor();
  assert.match(await problem.textContent(), /'rows' .* should be a whole number .*"three".*\(in the file: grid\.geometry\.rows\)/);
  // The designer, offline: a blank design, named, kept.
  await page.goto(env.served.url + 'design/#/new');
  await page.waitForSelector('[data-testid="starts"]');
  await page.locator('[data-start="blank"]').click();
  await page.waitForSelector('[data-testid="designer"]');
  const name = page.locator('input[data-testid="game-name"]');
  await name.fill('Hedgehogs');
  await name.press('Enter');
  await name.evaluate((e) => e.blur());
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('tablier.draft') && localStorage.getItem(k).includes('Hedgehogs')));

  // Back online, a new build is served: the app offers it, and takes it on a tap.
  await context.setOffline(false);
  env.build = 2;
  await page.goto(env.served.url);
  await page.waitForSelector('[data-testid="update-ready"]', { timeout: 30000 });
  assert.equal(await page.locator('[data-testid="update-ready"] span').first().textContent(), 'A new version of Tablier is ready.');
  // The update taken offline (fetched at home, tapped in class): the new build kept the designer.
  await context.setOffline(true);
  await Promise.all([page.waitForEvent('load'), page.locator('[data-testid="update"]').click()]);
  await page.waitForSelector('[data-testid="offline-ready"]');
  assert.equal(await page.locator('[data-testid="update-ready"]').count(), 0, 'no offer once updated');
  const versions = await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('tablier-')));
  assert.equal(versions.length, 1, `only the new build is kept (${versions})`);
  await page.goto(env.served.url + 'design/#/new');
  await page.waitForSelector('[data-testid="starts"]');
  await context.setOffline(false);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a class's tablet in child mode keeps what children use, not the designer; an educator's unlock keeps it too", async () => {
  const { context, page, errors, fetched } = await tablet('child', 'fr-FR');
  const kept = () => page.evaluate(async () => {
    const names = await caches.keys();
    const cache = await caches.open(names.find((k) => k.startsWith('tablier-')));
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  const before = await kept();
  assert.ok(before.some((p) => p.startsWith('/think/')), "the computer's thinking is kept for offline games");
  assert.deepEqual(before.filter((p) => p.startsWith('/design/')), [], 'no designer file kept');
  assert.deepEqual(fetched.filter((p) => p.startsWith('/design/')), [], 'no designer file downloaded');
  // The educator unlocks the tablet: the designer is kept from then on.
  await unlock(page);
  for (let waited = 0; (await kept()).filter((p) => p.startsWith('/design/')).length < 3; waited += 200) {
    assert.ok(waited < 30000, 'the designer is kept within 30 s of the unlock');
    await page.waitForTimeout(200);
  }
  await context.setOffline(true);
  await page.goto(env.served.url + 'design/#/new');
  await page.waitForSelector('[data-testid="starts"]');
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone, in French, "Marche sans Internet" comes on the line of the brand: nothing below moves', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, locale: 'fr-FR' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(`${env.served.url}#/play/othello?seed=1`);
  await page.waitForSelector('[data-testid="board"] [data-token]');
  const board = async () => (await page.locator('[data-testid="board"]').boundingBox()).y;
  const before = await board();
  await page.waitForSelector('[data-testid="offline-ready"]', { timeout: 30000 });
  assert.equal(await page.locator('[data-testid="offline-ready"]').textContent(), '✓ Marche sans Internet');
  assert.equal(await board(), before, 'the board stays where it was');
  const brand = await page.locator('header .brand').boundingBox();
  const note = await page.locator('[data-testid="offline-ready"]').boundingBox();
  assert.ok(note.width > 60 && note.y < brand.y + brand.height, `on the brand's line: ${JSON.stringify(note)}`);
  assert.deepEqual(errors, []);
  await context.close();
});
