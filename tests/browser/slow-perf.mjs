// What a child waits for on a school's slow connection (1.6 Mbps down, 150 ms round trip, the
// server gzipping as web hosts do) on a cheap tablet (CPU 4x slower), in child mode:
// each timed when it is in the page and when the browser painted it ("on screen": what the child
// sees; the page may still be working, then lays it out and paints it). A game's board is also
// timed when first seen: the board drawn while the player's code comes (library/player_page.rs),
// which answers no finger yet, else the live one. The game is one whose tokens are pictures
// (Othello's discs): the paint of a picture is what the browser reports.
//  - the library's first card, from the start of navigation;
//  - the first board of a game opened by a link (`#/play/...`), from the start of navigation;
//  - the first board of a game chosen in the library: the child taps its card CHOICE ms after
//    the cards show (a child takes a moment to choose), timed from the tap;
// each cold (a first visit: nothing kept) and warm (a later visit: the service worker keeps the
// app). Prints the median of RUNS visits of each, and the bytes a cold visit moved.
//   node slow-perf.mjs [runs] [game] [--shared-line]   (needs dist/: scripts/web-build.sh)
// The browser's network emulation slows the page's requests, not its service worker's: with
// --shared-line every request goes through one slow line (slow-line.mjs), the worker's download
// of the whole app on a first visit too (then the bytes counted are the page's only).
import { serveDist, launch, TABLET } from './helpers.mjs';
import { slowLine } from './slow-line.mjs';

const args = process.argv.slice(2).filter((a) => a !== '--shared-line');
const SHARED = process.argv.includes('--shared-line');
const RUNS = Number(args[0] ?? 5);
const CHOICE = 1500;
const GAME = args[1] ?? 'othello';
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8 };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const served = await serveDist();
const line = SHARED ? await slowLine(served.url, { rate: NETWORK.downloadThroughput, delay: NETWORK.latency / 2 }) : null;
const url = line?.url ?? served.url;
const browser = await launch();

/**
 * Marks the moment the first card or the first token is in the page, and when the browser
 * painted it (Element Timing: the card's name, the token's picture, marked as they come).
 */
function watch() {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window[`${e.identifier}Shown`] ??= e.renderTime || e.loadTime;
  }).observe({ type: 'element', buffered: true });
  const seen = (mark, el) => {
    window[mark] = performance.now();
    el.setAttribute('elementtiming', mark);
  };
  new MutationObserver((_, observer) => {
    const card = document.querySelector('[data-testid="game-card"] h2');
    if (window.__card === undefined && card) seen('__card', card);
    const token = document.querySelector('.tokens [data-token] image');
    if (window.__board === undefined && token) seen('__board', token);
    // The board drawn while the player's code comes (library/player_page.rs), if there is one.
    const coming = document.querySelector('[data-testid="coming"] .token image');
    if (window.__seen === undefined && coming) seen('__seen', coming);
    if (window.__card !== undefined && window.__board !== undefined) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** One visit of `path` in `context`, slowed: the time to `mark`, and the bytes moved. */
async function visit(context, path, mark, choose = false) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (!SHARED) await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
  await page.goto(url + path);
  if (choose) {
    await page.waitForFunction(() => window.__card !== undefined, null, { timeout: 120000 });
    await page.waitForTimeout(CHOICE);
    await page.evaluate(() => (window.__tap = performance.now()));
    await page.locator(`[data-game="${GAME}"] [data-testid="game-card"]`).tap();
  }
  await page.waitForFunction((m) => window[`${m}Shown`] !== undefined, mark, { timeout: 120000 }).catch(async (e) => {
    // Which visit, and what it had marked: a timeout alone says nothing.
    const marks = await page.evaluate(() => Object.fromEntries(Object.entries(window).filter(([k]) => k.startsWith('__'))));
    throw new Error(`${path || 'the library'}: ${mark} not painted in 2 minutes (${JSON.stringify(marks)})`, { cause: e });
  });
  const [ms, shown, seen] = await page.evaluate((m) => [window[m], window[`${m}Shown`], window.__seenShown ?? window[`${m}Shown`]].map((t) => t - (window.__tap ?? 0)), mark);
  return { page, ms, shown, seen: mark === '__board' ? seen : undefined, bytes };
}

const results = {};
const note = (name, ms) => (results[name] ??= []).push(ms);
const coldBytes = {};
try {
  for (let run = 0; run < RUNS; run++) {
    for (const [what, path, mark, choose] of [
      ['library', '', '__card', false],
      ['game by link', `#/play/${GAME}`, '__board', false],
      ['game from the library', '', '__board', true],
    ]) {
      const context = await browser.newContext({ ...TABLET.options, serviceWorkers: 'allow' });
      await context.addInitScript(() => localStorage.getItem('tablier.mode') ?? localStorage.setItem('tablier.mode', 'child'));
      await context.addInitScript(watch);
      const cold = await visit(context, path, mark, choose);
      note(`${what}, cold`, cold.ms);
      note(`${what}, cold, on screen`, cold.shown);
      if (cold.seen !== undefined) note(`${what}, cold, board seen`, cold.seen);
      coldBytes[what] = cold.bytes;
      // The service worker keeps the app; the next visit is a warm one.
      await cold.page.waitForSelector('[data-testid="offline-ready"]', { timeout: 180000 });
      await cold.page.close();
      const warm = await visit(context, path, mark, choose);
      note(`${what}, warm`, warm.ms);
      note(`${what}, warm, on screen`, warm.shown);
      if (warm.seen !== undefined) note(`${what}, warm, board seen`, warm.seen);
      await context.close();
    }
  }
  console.log(`slow network (1.6 Mbps, 150 ms${SHARED ? ', one line for the page and its worker' : ''}), CPU 4x, tablet, child mode; game: ${GAME}; median of ${RUNS}:`);
  for (const [name, xs] of Object.entries(results)) {
    console.log(`  ${name.padEnd(40)} ${Math.round(median(xs))} ms   (${xs.map(Math.round).join(', ')})`);
  }
  for (const [what, b] of Object.entries(coldBytes)) console.log(`  moved on a cold visit, ${what}: ${(b / 1024).toFixed(1)} KB`);
} finally {
  await browser.close();
  line?.close();
  served.server.close();
}
