// The player's code is a wasm module of its own (scripts/web-split.mjs): the library and the
// designer open without it, a game fetches it once, and a failed fetch is said with a way to try
// again, in English and in French, the library's first load staying light.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { servedBrowser, openPage, TABLET, PROFILES, BUILTIN, cellCenter } from './helpers.mjs';

const env = servedBrowser(before, after);
const PLAYER = /\/split_player-[0-9a-f]+\.wasm$/;
const PANELS = /\/split_panels-[0-9a-f]+\.wasm$/;
// The library's page (library/library_page.rs), which a link's first visit leaves out.
const LIBRARY = /\/split_library-[0-9a-f]+\.wasm$/;
// A link's first visit: the main module and the game's modules in one file.
const PACK = /\/pack-[0-9a-f]+\.wasm$/;
// The main module, fetched on its own by every page but a link's first visit.
const MAIN = /tablier-web-[0-9a-f]+_bg\.wasm/;
// The built-in games, files of their own: every one in one file (the library's), and each
// game's design alone (a link's).
const ALL_GAMES = /\/games-[0-9a-f]+\.json$/;
const ONE_GAME = /\/game-([a-z-]+)-[0-9a-f]+\.json$/;

/** What the served page's first script fetches for a link to a game: its modules and its pack. */
async function linkToGame(page) {
  const html = await (await page.request.get(env.served.url)).text();
  const [names, pack] = JSON.parse(html.match(/const P = (\{.*?\});/)[1]).play;
  return { html, names, pack };
}
const TEST_PLAY = /\/design\/split_test_play-[0-9a-f]+\.wasm$/;

/** The URLs of the requests a page makes from now on. */
function requests(page) {
  const urls = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  return urls;
}

/** A school's slow connection for `page` (1.6 Mbps, 150 ms): files fetched together share it. */
async function slowLine(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8 });
}

/** The files one by one: `context`'s packs are missing (as on a host that lost them). */
const noPack = (context) => context.route(PACK, (route) => route.fulfill({ status: 404, body: '' }));

/** The files matching `pattern` (the panels' module by default) held back until the function
 * this gives is called. */
async function holdBack(context, pattern = PANELS) {
  let release;
  const held = new Promise((r) => (release = r));
  await context.route(pattern, async (route) => { await held; await route.continue(); });
  return release;
}

/** In the page: `window.__board`, when the board's first token came into it. */
function markBoard() {
  new MutationObserver((_, o) => {
    if (document.querySelector('[data-testid="board"] [data-token]')) { window.__board = performance.now(); o.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
}

/** The games' sentence in `lang` on `page`, with a big Try again; with `twice`, a first try fails
 * again and says so; then the line comes back (`back`) and Try again shows every game. */
async function gamesSaidThenShown(page, lang, back, twice = false) {
  const said = page.locator('[role="alert"][data-testid="not-loaded"]');
  await said.waitFor();
  assert.equal(await said.innerText(), lang === 'fr' ? 'Les jeux n\'ont pas pu s\'ouvrir\u00a0: il n\'y a pas de connexion.' : 'The games could not open: there is no connection.');
  const again = page.locator('[data-testid="load-again"]');
  assert.ok((await again.boundingBox()).height >= 44);
  if (twice) {
    await again.tap();
    await page.locator('[data-testid="failed-again"]').waitFor();
  }
  back();
  await again.tap();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="game-card"]').length === n, BUILTIN);
  assert.equal(await said.count(), 0);
}

/** Panics and uncaught errors of `page`, as they come. */
function problemsOf(page) {
  const problems = [];
  page.on('console', (m) => /panicked|disposed/.test(m.text()) && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(String(e)));
  return problems;
}

/** Tap Saves: its panel opens. */
async function openSaves(page) {
  await page.locator('[data-testid="saves"]').tap();
  await page.waitForSelector('[data-testid="saves-panel"]');
}

test('the library opens without the player\'s code; the first game fetches it, the next ones do not', async () => {
  const { page, context, errors } = await openPage(env.browser, TABLET, `${env.served.url}#/`, { mode: 'child' });
  try {
    const urls = requests(page);
    await page.waitForSelector('[data-testid="game-card"]');
    // The library was drawn from the first load alone.
    const first = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    assert.ok(!first.some((u) => PLAYER.test(u)), `the library fetched the player: ${first.join(' ')}`);
    await page.click('[data-game="taquin"] [data-testid="game-card"]');
    await page.waitForSelector('[data-testid="board"] [data-cell]');
    assert.equal(urls.filter((u) => PLAYER.test(u)).length, 1, urls.join(' '));
    await page.click('a.brand');
    await page.click('[data-game="memory"] [data-testid="game-card"]');
    await page.waitForSelector('[data-testid="board"] [data-cell]');
    assert.equal(urls.filter((u) => PLAYER.test(u)).length, 1, 'the player was fetched again');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a link\'s first visit fetches the main module and the game\'s modules in one file, each once', async () => {
  const context = await env.browser.newContext({ ...TABLET.options, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await slowLine(context, page);
    const urls = requests(page);
    const warnings = [];
    page.on('console', (m) => ['error', 'warning'].includes(m.type()) && warnings.push(m.text()));
    const problems = problemsOf(page);
    await page.goto(`${env.served.url}#/play/taquin`);
    await page.waitForSelector('[data-testid="board"] [data-token]');
    // The pack the page names for a link to a game: the main module and the player's modules.
    const { names, pack } = await linkToGame(page);
    assert.ok(names.some((n) => n.startsWith('split_player-')), names.join(' '));
    assert.equal(pack.sizes.length, names.length + 1);
    assert.equal(urls.filter((u) => u.endsWith(`/${pack.file}`)).length, 1, urls.join(' '));
    // Nothing it holds is fetched again on its own: not the main module, not a game's module.
    assert.deepEqual(urls.filter((u) => MAIN.test(u) || names.some((n) => u.endsWith(`/${n}`))), []);
    // Each module compiled from its part: the game plays.
    await page.locator('[data-testid="board"] [data-token]').first().tap();
    await page.waitForTimeout(500);
    assert.deepEqual(warnings.filter((w) => /preloaded|split_player|pack-/.test(w)), []);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a link whose pack cannot be fetched fetches each file on its own, and the game plays', async () => {
  const context = await env.browser.newContext({ ...TABLET.options, serviceWorkers: 'block' });
  try {
    await noPack(context);
    const page = await context.newPage();
    const problems = problemsOf(page);
    const urls = requests(page);
    await page.goto(`${env.served.url}#/play/taquin`);
    await page.waitForSelector('[data-testid="board"] [data-token]');
    assert.equal(urls.filter((u) => PLAYER.test(u)).length, 1, urls.join(' '));
    await page.locator('[data-testid="board"] [data-token]').first().tap();
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a link to a game fetches its own design, not every game\'s; the library fetches them all once the child goes there', async () => {
  const context = await env.browser.newContext({ locale: 'en-GB', ...TABLET.options, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const problems = problemsOf(page);
    const urls = requests(page);
    await page.goto(`${env.served.url}#/play/othello`);
    await page.waitForSelector('[data-testid="board"] [data-token]');
    assert.deepEqual(urls.filter((u) => ONE_GAME.test(u) || ALL_GAMES.test(u)).map((u) => u.match(ONE_GAME)?.[1] ?? 'all'), ['othello']);
    // Nor the library's code, in its pack or on its own.
    const html = await (await page.request.get(env.served.url)).text();
    const library = html.match(/"(split_library-[0-9a-f]+\.wasm)"/)[1];
    const linkPack = urls.find((u) => PACK.test(u)).split('/').pop();
    const { names, pack } = await linkToGame(page);
    assert.ok(!names.includes(library) && pack.file === linkPack, linkPack);
    assert.equal(urls.filter((u) => LIBRARY.test(u)).length, 0);
    // The game plays: a disc put down turns one over.
    await page.locator('[data-testid="board"] [data-cell="2,3"]').tap();
    await page.waitForFunction(() => /White 1/.test(document.querySelector('[role="status"]')?.textContent ?? ''));
    // Back in the library, every game is there: their file came then, once, and the
    // library's code.
    await page.click('a.brand');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="game-card"]').length === n, BUILTIN);
    assert.equal(urls.filter((u) => ALL_GAMES.test(u)).length, 1, urls.join(' '));
    assert.equal(urls.filter((u) => LIBRARY.test(u)).length, 1, urls.join(' '));
    // And a game opened from there plays.
    await page.click('[data-game="memory"] [data-testid="game-card"]');
    await page.waitForSelector('[data-testid="board"] [data-token]');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a child who leaves a link\'s game for the library before its code came sees no game drawn over the library\'s page', async () => {
  const context = await env.browser.newContext({ locale: 'en-GB', ...TABLET.options, serviceWorkers: 'block' });
  try {
    // The files one by one (no pack), the player's code held back, the games' file refused.
    await noPack(context);
    const release = await holdBack(context, PLAYER);
    await context.route(ALL_GAMES, (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    const problems = problemsOf(page);
    await page.goto(`${env.served.url}#/play/othello`);
    await page.locator('[data-testid="coming"] [data-testid="library"]').tap();
    const said = page.locator('[role="alert"][data-testid="not-loaded"]');
    await said.waitFor();
    assert.equal(await said.innerText(), 'The games could not open: there is no connection.');
    // The game's code comes now: the page the child went to stays.
    release();
    await page.waitForTimeout(1500);
    assert.equal(await page.locator('[data-testid="board"]').count(), 0);
    assert.equal(await said.count(), 1);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

/** Each picture drawn in `scope` (a CSS selector), as the child sees it: its picture and where
 * its centre is on the screen, in the order of the pictures. */
async function picturesIn(page, scope) {
  const all = await page.locator(`${scope} image`).evaluateAll((images) => images.map((i) => {
    const r = i.getBoundingClientRect();
    return { href: i.getAttribute('href'), x: Math.round(r.x + r.width / 2), y: Math.round(r.y + r.height / 2) };
  }));
  return all.sort((a, b) => a.href.localeCompare(b.href) || a.y - b.y || a.x - b.x);
}

// The 8-puzzle dealt at random on a tablet; the game of the goose, whose die's row is over the
// board, in French; Azul on a phone, which shows a part of the game, its buttons in a row.
const PHONE = PROFILES.find((p) => p.name === 'phone');
for (const [lang, locale, profile, game] of [['en', 'en-GB', TABLET, 'taquin'], ['fr', 'fr-FR', TABLET, 'goose'], ['en', 'en-GB', PHONE, 'azul']]) {
  test(`while a link's game code comes, the board shows as the game will start and answers no finger; then it plays there (${game}, ${profile.name}, ${lang})`, async () => {
    const context = await env.browser.newContext({ locale, ...profile.options, serviceWorkers: 'block' });
    try {
      // The files one by one (no pack), the player's code held back.
      await noPack(context);
      const release = await holdBack(context, PLAYER);
      const page = await context.newPage();
      const problems = problemsOf(page);
      await page.goto(`${env.served.url}#/play/${game}`);
      const coming = page.locator('[data-testid="coming"]');
      await coming.locator('.token image').first().waitFor();
      const named = await coming.locator('h1').innerText();
      const waiting = coming.locator('[role="status"][data-testid="loading-game"]');
      await waiting.waitFor({ state: 'visible' });
      assert.equal(await waiting.innerText(), lang === 'fr' ? 'Ouverture du jeu…' : 'Opening the game…');
      // None of the live board's hooks (nothing a test or a tool would take for the board),
      // and no finger on it.
      assert.equal(await page.locator('[data-token], [data-cell], [data-testid="board"]').count(), 0);
      assert.equal(await coming.locator('.board-area').getAttribute('inert'), '');
      const before = await picturesIn(page, '[data-testid="coming"] .token');
      if (game === 'taquin') assert.equal(before.length, 8, 'the eight tiles');
      // The way home is where the player's is, as big.
      const home = await coming.locator('[data-testid="library"]').boundingBox();
      assert.ok(home.height >= 44 && home.width >= 44, `home is ${home.width}x${home.height}`);
      release();
      await page.waitForSelector('[data-testid="board"] [data-token]');
      assert.equal(await coming.count(), 0);
      assert.equal(await page.locator('.player h1.game-name').innerText(), named);
      // The same tokens, in the same places on the screen (within a pixel or two): the board
      // does not jump when it comes alive, and the deal is the one shown.
      const after = await picturesIn(page, '.tokens [data-token]');
      assert.ok(after.length > 0);
      assert.equal(after.length, before.length);
      after.forEach((t, i) => {
        assert.equal(t.href, before[i].href);
        assert.ok(Math.abs(t.x - before[i].x) <= 2 && Math.abs(t.y - before[i].y) <= 2,
          `token ${i} shown at ${before[i].x},${before[i].y}, played at ${t.x},${t.y}`);
      });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('a game in progress opened again by its link shows no board before the player\'s code: the game goes on where it was', async () => {
  const context = await env.browser.newContext({ locale: 'en-GB', ...TABLET.options, serviceWorkers: 'block' });
  try {
    await context.addInitScript(() => localStorage.getItem('tablier.mode') ?? localStorage.setItem('tablier.mode', 'child'));
    // The files one by one (no pack): the player's code can be held back.
    await noPack(context);
    const page = await context.newPage();
    const problems = problemsOf(page);
    await page.goto(`${env.served.url}#/play/othello`);
    await page.waitForSelector('[data-testid="board"] [data-token]');
    const onBoard = '.tokens [data-token][data-at^="board:"]';
    const start = await page.locator(onBoard).count();
    // Black's first disc, tap and tap.
    await page.touchscreen.tap(...Object.values(await cellCenter(page, 'black-discs', 0, 0)));
    await page.touchscreen.tap(...Object.values(await cellCenter(page, 'board', 2, 3)));
    await page.waitForFunction(([q, n]) => document.querySelectorAll(q).length === n, [onBoard, start + 1]);
    const release = await holdBack(context, PLAYER);
    const again = await context.newPage();
    const problemsAgain = problemsOf(again);
    await again.addInitScript(() => new MutationObserver(() => {
      if (document.querySelector('[data-testid="coming"]')) window.__coming = true;
    }).observe(document, { childList: true, subtree: true }));
    await page.close();
    await again.goto(`${env.served.url}#/play/othello`);
    await again.locator('.game-loading [data-testid="loading-game"]').waitFor({ state: 'visible' });
    release();
    await again.waitForSelector('[data-testid="board"] [data-token]');
    assert.equal(await again.locator(onBoard).count(), start + 1);
    assert.equal(await again.evaluate(() => window.__coming), undefined, 'a board was drawn that was not the game in progress');
    assert.deepEqual([...problems, ...problemsAgain], []);
  } finally {
    await context.close();
  }
});

for (const lang of ['en', 'fr']) {
  test(`when the games cannot be fetched, the library says so (${lang}); Try again shows them`, async () => {
    const context = await env.browser.newContext({ locale: lang === 'fr' ? 'fr-FR' : 'en-GB', ...TABLET.options, serviceWorkers: 'block' });
    try {
      let refuse = true;
      await context.route(ALL_GAMES, (route) => (refuse ? route.abort('internetdisconnected') : route.continue()));
      const page = await context.newPage();
      const problems = problemsOf(page);
      await page.goto(`${env.served.url}#/`);
      await gamesSaidThenShown(page, lang, () => (refuse = false), true);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('the library\'s first visit fetches its page\'s code with the main module in one file, at any address that shows it', async () => {
  for (const address of ['', '#/', '#/play/', '#/no-such-page']) {
    const context = await env.browser.newContext({ locale: 'en-GB', ...TABLET.options, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const problems = problemsOf(page);
      const urls = requests(page);
      await page.goto(`${env.served.url}${address}`);
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="game-card"]').length === n, BUILTIN);
      const html = await (await page.request.get(env.served.url)).text();
      const library = JSON.parse(html.match(/const P = (\{.*?\});/)[1]).library[1].file;
      assert.deepEqual(urls.filter((u) => PACK.test(u)).map((u) => u.split('/').pop()), [library], address);
      assert.deepEqual(urls.filter((u) => LIBRARY.test(u) || MAIN.test(u) || PLAYER.test(u)), [], address);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }
});

for (const lang of ['en', 'fr']) {
  test(`when the library's code cannot be fetched after a game's link, the library says so (${lang}); Try again shows it`, async () => {
    const context = await env.browser.newContext({ locale: lang === 'fr' ? 'fr-FR' : 'en-GB', ...TABLET.options, serviceWorkers: 'block' });
    try {
      let refuse = true;
      await context.route(LIBRARY, (route) => (refuse ? route.abort('internetdisconnected') : route.continue()));
      const page = await context.newPage();
      const problems = problemsOf(page);
      await page.goto(`${env.served.url}#/play/taquin`);
      await page.waitForSelector('[data-testid="board"] [data-token]');
      await page.click('a.brand');
      await page.locator('[role="alert"][data-testid="not-loaded"]').waitFor();
      assert.equal(await page.locator('[data-testid="board"]').count(), 0);
      await gamesSaidThenShown(page, lang, () => (refuse = false), true);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('a link\'s board comes before the player\'s panels, which follow on their own; Saves opens once they came', async () => {
  const context = await env.browser.newContext({ ...TABLET.options, serviceWorkers: 'block' });
  try {
    await context.addInitScript(markBoard);
    const page = await context.newPage();
    await slowLine(context, page);
    const urls = requests(page);
    await page.goto(`${env.served.url}#/play/taquin`);
    await page.waitForSelector('[data-testid="board"] [data-token]');
    // The panels (who plays, the saves, the end card, the replay) are not on the board's way:
    // asked for once the board is on the screen (starting a fetch holds a slow tablet's thread).
    await page.waitForFunction((re) => performance.getEntriesByType('resource').some((e) => new RegExp(re).test(e.name)), PANELS.source);
    const [player, panels, board] = await page.evaluate(([p, q]) => {
      const entries = performance.getEntriesByType('resource');
      const one = (re) => entries.find((e) => new RegExp(re).test(new URL(e.name).pathname));
      return [one(p).responseEnd, one(q), window.__board].map((e) => e?.startTime !== undefined ? { start: e.startTime, end: e.responseEnd } : e);
    }, [PACK.source, PANELS.source]);
    assert.ok(panels.start >= player, `the panels were asked for at ${panels.start} ms, the player's code came at ${player} ms`);
    assert.ok(panels.start > board, `the panels were asked for at ${panels.start} ms, the board showed at ${board} ms`);
    await openSaves(page);
    assert.equal(urls.filter((u) => PANELS.test(u)).length, 1, urls.join(' '));
  } finally {
    await context.close();
  }
});

for (const lang of ['en', 'fr']) {
  test(`when the player's panels cannot be fetched, the game plays and Saves says so (${lang}); the next tap opens them`, async () => {
    const context = await env.browser.newContext({ locale: 'en-GB', ...TABLET.options, serviceWorkers: 'block' });
    try {
      await context.addInitScript((l) => localStorage.setItem('tablier.lang', l), lang);
      let refuse = true;
      await context.route(PANELS, (route) => (refuse ? route.abort('internetdisconnected') : route.continue()));
      const page = await context.newPage();
      const panics = problemsOf(page);
      await page.goto(`${env.served.url}#/play/taquin`);
      await page.waitForSelector('[data-testid="board"] [data-token]');
      // The game plays: a tile next to the gap slides into it.
      const before = await page.locator('[data-token]').evaluateAll((ts) => ts.map((t) => t.dataset.at).join(' '));
      const movable = await page.evaluate(() => {
        const taken = new Set([...document.querySelectorAll('[data-token]')].map((t) => t.dataset.at.split(':')[1]));
        const gap = [...document.querySelectorAll('[data-board="grid"] [data-cell]')].map((c) => c.dataset.cell).find((c) => !taken.has(c));
        const [r, c] = gap.split(',').map(Number);
        return [gap, [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]].map(([a, b]) => `${a},${b}`).find((n) => taken.has(n))];
      });
      // Tap-tap: the tile, then the gap.
      await page.locator(`[data-token][data-at$=":${movable[1]}"]`).tap();
      await page.locator(`[data-board="grid"] [data-cell="${movable[0]}"]`).tap();
      await page.waitForFunction((b) => [...document.querySelectorAll('[data-token]')].map((t) => t.dataset.at).join(' ') !== b, before);
      // Saves finds no connection: said on the message line, in the child's language.
      await page.locator('[data-testid="saves"]').tap();
      const message = page.locator('[data-testid="message"]');
      await page.waitForFunction(() => /connexion|connection/.test(document.querySelector('[data-testid="message"]').textContent));
      assert.equal(await message.innerText(), lang === 'fr' ? 'Ça n\'a pas pu s\'ouvrir\u00a0: il n\'y a pas de connexion.' : 'This could not open: there is no connection.');
      assert.equal(await page.locator('[data-testid="saves"]').getAttribute('aria-expanded'), 'false');
      // The connection back, the next tap opens the saves.
      refuse = false;
      await openSaves(page);
      assert.deepEqual(panics, []);
    } finally {
      await context.close();
    }
  });
}

test('Saves tapped before the panels came shows the wait on its button, then opens', async () => {
  const context = await env.browser.newContext({ ...TABLET.options, serviceWorkers: 'block' });
  try {
    const release = await holdBack(context);
    const page = await context.newPage();
    const problems = problemsOf(page);
    await page.goto(`${env.served.url}#/play/taquin`);
    await page.waitForSelector('[data-testid="board"] [data-token]');
    // The wheel: shown (drawn and visible) and turning.
    const wheel = () => page.locator('[data-testid="saves"]').evaluate((b) => {
      const after = getComputedStyle(b, '::after');
      return after.content !== 'none' && after.visibility === 'visible' && after.animationName.includes('wheel');
    });
    const width = () => page.locator('[data-testid="saves"]').evaluate((b) => b.getBoundingClientRect().width);
    const [before, wide] = [await wheel(), await width()];
    assert.equal(before, false);
    await page.locator('[data-testid="saves"]').tap();
    // A moment later the button turns a wheel on its corner: the tap was seen, nothing moved.
    await page.waitForTimeout(300);
    assert.equal(await wheel(), true);
    assert.equal(await width(), wide);
    assert.equal(await page.locator('[data-testid="saves-panel"]').count(), 0);
    release();
    await page.waitForSelector('[data-testid="saves-panel"]');
    assert.equal(await wheel(), false);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a child who leaves a game before its panels came meets no error, and the next game has them', async () => {
  const context = await env.browser.newContext({ ...TABLET.options, serviceWorkers: 'block' });
  try {
    await context.addInitScript(() => localStorage.getItem('tablier.mode') ?? localStorage.setItem('tablier.mode', 'child'));
    // The panels' module held back until the child has left.
    const release = await holdBack(context);
    const page = await context.newPage();
    const problems = problemsOf(page);
    await page.goto(`${env.served.url}#/play/taquin`);
    await page.waitForSelector('[data-testid="board"] [data-token]');
    await page.locator('a.brand').tap();
    await page.waitForSelector('[data-testid="game-card"]');
    release();
    await page.waitForTimeout(1000);
    assert.deepEqual(problems, []);
    // The library works on: another game opens, with its panels.
    await page.locator('[data-game="memory"] [data-testid="game-card"]').tap();
    await page.waitForSelector('[data-testid="board"] [data-cell]');
    await openSaves(page);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a later visit (the worker keeps the app) asks for the main module as the page comes, once', async () => {
  const context = await env.browser.newContext({ ...TABLET.options, serviceWorkers: 'allow' });
  try {
    const first = await context.newPage();
    await first.goto(env.served.url);
    await first.waitForSelector('[data-testid="offline-ready"]', { timeout: 60000 });
    await first.close();
    const page = await context.newPage();
    const warnings = [];
    page.on('console', (m) => ['error', 'warning'].includes(m.type()) && warnings.push(m.text()));
    const urls = requests(page);
    const response = await page.goto(env.served.url);
    await page.waitForSelector('[data-testid="game-card"]');
    assert.ok(await page.evaluate(() => !!navigator.serviceWorker.controller), 'the worker served the page');
    // The worker's page names the main module to preload: asked for before the page is read.
    assert.match(response.headers().link ?? '', new RegExp(`<\\./${MAIN.source}>; rel=preload; as=fetch`));
    assert.equal(urls.filter((u) => MAIN.test(u)).length, 1, urls.join(' '));
    // Asked for before the page was read (the page's scripts, which would ask for it otherwise,
    // run once it is).
    const [asked, read] = await page.evaluate((re) => [
      performance.getEntriesByType('resource').find((e) => new RegExp(re).test(e.name)).startTime,
      performance.getEntriesByType('navigation')[0].domInteractive], MAIN.source);
    assert.ok(asked < read, `the main module was asked for at ${asked} ms, the page was read at ${read} ms`);
    await page.waitForTimeout(500);
    assert.deepEqual(warnings.filter((w) => /preload/.test(w)), []);
  } finally {
    await context.close();
  }
});

test('a link opened again (the worker keeps the app) compiles the game\'s modules with the main module, not while the page is read', async () => {
  const context = await env.browser.newContext({ ...TABLET.options, serviceWorkers: 'allow' });
  try {
    // When each module is given to the browser to compile, and how far the page was read then.
    await context.addInitScript(() => {
      window.__compiled = [];
      for (const name of ['compileStreaming', 'instantiateStreaming']) {
        const own = WebAssembly[name];
        WebAssembly[name] = function (...args) {
          window.__compiled.push({ name, state: document.readyState });
          return own.apply(this, args);
        };
      }
    });
    const first = await context.newPage();
    await first.goto(env.served.url);
    await first.waitForSelector('[data-testid="offline-ready"]', { timeout: 60000 });
    await first.close();
    const page = await context.newPage();
    const problems = problemsOf(page);
    const urls = requests(page);
    await page.goto(`${env.served.url}#/play/taquin`);
    await page.waitForSelector('[data-testid="board"] [data-cell]');
    assert.ok(await page.evaluate(() => !!navigator.serviceWorker.controller), 'the worker served the page');
    const compiled = await page.evaluate(() => window.__compiled);
    const early = compiled.filter((c) => c.name === 'compileStreaming');
    assert.ok(early.length >= 2, JSON.stringify(compiled));
    // Once the page's own script runs, as its main module comes, not while the page is read
    // (compiled then, they held the main module back on a slow tablet).
    assert.deepEqual(early.filter((c) => c.state === 'loading'), [], JSON.stringify(compiled));
    assert.equal(urls.filter((u) => PLAYER.test(u)).length, 1, urls.join(' '));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('on a link, the service worker starts keeping the app once the game\'s modules came and its board showed, a game\'s modules first, and keeps the pack\'s without fetching them again', async () => {
  const context = await env.browser.newContext({ ...TABLET.options, serviceWorkers: 'allow' });
  let listen;
  try {
    // When the page asks for the worker (it then fetches the whole app over the same line).
    await context.addInitScript(() => {
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      container.register = (...args) => ((window.__registered ??= performance.now()), register(...args));
    });
    await context.addInitScript(markBoard);
    // What the server is asked for, the worker's requests too.
    const asked = [];
    listen = (req) => asked.push(req.url.split('?')[0]);
    env.served.server.on('request', listen);
    const page = await context.newPage();
    await slowLine(context, page);
    await page.goto(`${env.served.url}#/play/taquin`);
    await page.waitForSelector('[data-testid="board"] [data-cell]');
    await page.waitForFunction(() => window.__registered !== undefined);
    // The game's modules: those the page's first script fetches for a link (the panels' come
    // after the board and are not waited for).
    const { html, names, pack } = await linkToGame(page);
    assert.ok(names.some((n) => n.startsWith('split_player-')), names.join(' '));
    // On a first visit they come in the pack (the main module's and theirs).
    const [registered, came] = await page.evaluate((file) => [window.__registered,
      performance.getEntriesByType('resource').find((e) => e.name.endsWith(`/${file}`)).responseEnd], pack.file);
    assert.ok(registered >= came, `the worker was asked for at ${registered} ms, the game's modules came at ${came} ms`);
    // And once the board is on the screen: registering holds a slow tablet's thread a moment.
    const board = await page.evaluate(() => window.__board);
    assert.ok(registered > board, `the worker was asked for at ${registered} ms, the board showed at ${board} ms`);
    // The worker's list: the player's module, then the chunks, then the rest.
    const sw = await (await page.request.get(`${env.served.url}sw.js`)).text();
    const files = JSON.parse(sw.match(/const FILES = (\[[^\]]*\])/)[1]);
    assert.match(files[0], /^split_player-/);
    const last = files.findLastIndex((f) => f.startsWith('chunk_'));
    assert.ok(files.slice(1, last + 1).every((f) => f.startsWith('chunk_')), files.join(' '));
    await page.waitForSelector('[data-testid="offline-ready"]', { timeout: 60000 });
    // The worker kept what came in the pack without fetching it again: the main module and
    // the game's modules were asked for once, in the pack.
    env.served.server.off('request', listen);
    const main = html.match(MAIN)[0];
    assert.deepEqual(asked.filter((u) => [main, ...names].some((n) => u.endsWith(`/${n}`))), [], asked.join(' '));
    assert.equal(asked.filter((u) => u.endsWith(`/${pack.file}`)).length, 1, asked.join(' '));
    // And they are what the app plays with offline.
    await context.setOffline(true);
    const again = await context.newPage();
    const problems = problemsOf(again);
    await again.goto(`${env.served.url}#/play/taquin`);
    await again.waitForSelector('[data-testid="board"] [data-token]');
    await again.locator('[data-testid="board"] [data-token]').first().tap();
    assert.deepEqual(problems, []);
  } finally {
    if (listen) env.served.server.off('request', listen);
    await context.close();
  }
});

for (const lang of ['en', 'fr']) {
  test(`a game whose code cannot be fetched says so (${lang}); Try again opens it`, async () => {
    const { page, context } = await openPage(env.browser, TABLET, `${env.served.url}#/`, { mode: 'child' });
    try {
      if (lang === 'fr') await page.click('[data-testid="lang"]');
      let refuse = true;
      await page.route(PLAYER, (route) => (refuse ? route.abort('internetdisconnected') : route.continue()));
      await page.click('[data-game="taquin"] [data-testid="game-card"]');
      const said = page.locator('[role="alert"][data-testid="not-loaded"]');
      await said.waitFor();
      assert.match(await said.innerText(), lang === 'fr' ? /il n'y a pas de connexion/ : /there is no connection/);
      // Big buttons, not a hover: a child or a teacher taps them.
      const again = page.locator('[data-testid="load-again"]');
      const box = await again.boundingBox();
      assert.ok(box.height >= 44, `Try again is ${box.height}px high`);
      assert.ok((await page.locator('[data-testid="all-games"]').boundingBox()).height >= 44);
      // Still no connection: the tap is seen (the button says it tries), then the failure is said again.
      await again.tap();
      assert.equal(await again.innerText(), lang === 'fr' ? 'Nouvel essai…' : 'Trying…');
      await page.locator('[data-testid="failed-again"]').waitFor();
      assert.match(await said.innerText(), lang === 'fr' ? /Toujours pas de connexion\u00a0: demande à un adulte/ : /Still no connection: ask an adult/);
      refuse = false;
      await again.tap();
      await page.waitForSelector('[data-testid="board"] [data-cell]');
      assert.equal(await said.count(), 0);
    } finally {
      await context.close();
    }
  });
}

test('a slow fetch of the player\'s code is said while the game opens; leaving meanwhile draws no game', async () => {
  const { page, context, errors } = await openPage(env.browser, TABLET, `${env.served.url}#/`, { mode: 'child' });
  try {
    await page.route(PLAYER, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.click('[data-game="taquin"] [data-testid="game-card"]');
    const waiting = page.locator('[role="status"][data-testid="loading-game"]');
    await waiting.waitFor({ state: 'visible' });
    assert.equal(await waiting.innerText(), 'Opening the game…');
    // The game named and its board drawn, and a way home as big as the player's.
    const coming = page.locator('[data-testid="coming"]');
    assert.equal(await coming.locator('h1').innerText(), 'Taquin');
    assert.equal(await coming.locator('.token image').count(), 8);
    assert.ok((await coming.locator('[data-testid="library"]').boundingBox()).height >= 44);
    // Back to the library while the code is still on its way: once it arrives, no game is
    // drawn over the library.
    await page.click('a.brand');
    await page.waitForSelector('[data-testid="game-card"]');
    await page.waitForTimeout(2000);
    assert.equal(await page.locator('[data-testid="board"]').count(), 0);
    assert.equal(await waiting.count(), 0);
    assert.equal(await coming.count(), 0);
    assert.ok(await page.locator('[data-testid="game-card"]').count() > 0);
    // The code kept: the next game opens at once.
    await page.click('[data-game="memory"] [data-testid="game-card"]');
    await page.waitForSelector('[data-testid="board"] [data-cell]');
    assert.equal(await waiting.count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the designer opens without the player\'s code; Test fetches it, and says when it cannot', async () => {
  const { page, context } = await openPage(env.browser, TABLET, `${env.served.url}design/#/edit/taquin`);
  try {
    const urls = requests(page);
    await page.waitForSelector('[data-testid="test-play"]');
    const first = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    assert.ok(!first.some((u) => TEST_PLAY.test(u)), `the designer fetched the player: ${first.join(' ')}`);
    let refuse = true;
    await page.route(TEST_PLAY, (route) => (refuse ? route.abort('internetdisconnected') : route.continue()));
    await page.click('[data-testid="test-play"]');
    await page.locator('[role="alert"][data-testid="not-loaded"]').waitFor();
    refuse = false;
    await page.click('[data-testid="load-again"]');
    await page.waitForSelector('[data-testid="board"] [data-cell]');
    assert.equal(await page.locator('[data-testid="not-loaded"]').count(), 0);
    assert.equal(urls.filter((u) => TEST_PLAY.test(u)).length, 2);
  } finally {
    await context.close();
  }
});
