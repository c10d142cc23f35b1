// Hosting: the built app served from a folder of a static host (/school/tablier/, as a school
// server or a static host's project page gives) works as from a root: the library, a game by
// link with its split player, "Show me" from the thinking bundle in a worker, the designer, and
// offline once opened; nothing is asked of the host's root.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve } from '../../scripts/serve.mjs';
import { launch, TABLET, cellCenter } from './helpers.mjs';

const BASE = '/school/tablier/';
const env = {};
before(async () => {
  env.served = await serve(0, { base: BASE });
  env.browser = await launch();
});
after(async () => {
  await env.browser?.close();
  env.served?.server.close();
});

test('served from a sub-folder: library, a game by link, Show me, the designer, then offline', async () => {
  assert.ok(env.served.url.endsWith(BASE));
  const context = await env.browser.newContext({ ...TABLET.options, locale: 'fr-FR' });
  await context.addInitScript(() => localStorage.getItem('tablier.mode') ?? localStorage.setItem('tablier.mode', 'teacher'));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  // Every request stays in the app's folder, and finds its file.
  const outside = [];
  context.on('requestfinished', async (r) => {
    const url = new URL(r.url());
    if (!url.protocol.startsWith('http')) return;
    const status = (await r.response())?.status();
    if (!url.pathname.startsWith(BASE) || status >= 400) outside.push(`${url.pathname} ${status}`);
  });
  await page.goto(env.served.url);
  await page.waitForSelector('[data-testid="game"]');
  await page.waitForSelector('[data-testid="offline-ready"]', { timeout: 30000 });

  // A game by link: the player's split module, then a jump, then "Show me" (the worker).
  // (Each game once: a game left is resumed where it was.)
  const play = async (id, [r, c], [r2, c2]) => {
    await page.goto(`${env.served.url}#/play/${id}`);
    await page.waitForSelector(`[data-token][data-at="grid:${r},${c}"]`);
    await page.mouse.click(...Object.values(await cellCenter(page, 'grid', r, c)));
    await page.mouse.click(...Object.values(await cellCenter(page, 'grid', r2, c2)));
    await page.waitForSelector(`[data-token][data-at="grid:${r2},${c2}"]`);
    const pegs = await page.locator('.tokens [data-at^="grid:"]').count();
    for (let i = 0; i < 10 && (await page.locator('[data-testid="show-me"]').isHidden()); i++) await page.locator('[data-testid="hints"]').click();
    await page.locator('[data-testid="show-me"]').click();
    await page.waitForFunction((n) => document.querySelectorAll('.tokens [data-at^="grid:"]').length === n - 1, pegs);
  };
  await play('solitaire-english', [1, 3], [3, 3]);
  // The designer's bundle, one folder down.
  await page.goto(`${env.served.url}design/#/new`);
  await page.waitForSelector('[data-testid="starts"]');
  await page.locator('[data-start="sort"]').click();
  await page.waitForSelector('[data-testid="designer"]');
  // Its home button leads back to the library in the same folder.
  await Promise.all([page.waitForURL(`${env.served.url}#/`), page.locator('[data-testid="library"]').click()]);
  await page.waitForSelector('[data-testid="game"]');
  assert.deepEqual(outside, [], 'nothing asked outside the folder, nothing missing');

  // Offline: the same game again, from the cache.
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('[data-testid="game"]');
  await play('solitaire-french', [4, 3], [2, 3]);
  await context.setOffline(false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the host root and a path outside the folder are not the app', async () => {
  const root = new URL('/', env.served.url);
  assert.equal((await fetch(root)).status, 404);
  const bare = await fetch(env.served.url.replace(/\/$/, ''), { redirect: 'manual' });
  assert.equal(bare.status, 301, 'the folder without its slash is sent to it, as hosts do');
});
