// Shared helpers of the browser tests: a static server for dist/, Debian's chromium driven by
// playwright-core, the two screen profiles, and pointer gestures (mouse or real touch).
import { stat } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** How many built-in games the library shows: every file of games/. */
export const BUILTIN = readdirSync(join(ROOT, 'games')).filter((f) => f.endsWith('.json')).length;
import { serve, DIST } from '../../scripts/serve.mjs';

/** Serve dist/ on 127.0.0.1 at a free port. */
export async function serveDist() {
  await stat(join(DIST, 'index.html')).catch(() => {
    throw new Error('dist/index.html is missing: run `scripts/web-build.sh` first.');
  });
  return serve(0);
}

export const PROFILES = [
  { name: 'phone', touch: true, options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } },
  { name: 'desktop', touch: false, options: { viewport: { width: 1280, height: 800 } } },
];

/** A tablet held upright, with touch: where children play, and educators build in class. */
export const TABLET = { name: 'tablet', touch: true, options: { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } };

/** Hold the educators' button of the library's child mode until it unlocks. */
export async function unlock(page) {
  await page.locator('[data-testid="unlock"]').scrollIntoViewIfNeeded();
  const box = await page.locator('[data-testid="unlock"]').boundingBox();
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.waitForTimeout(2500);
  await page.mouse.up();
  await page.waitForSelector('[data-testid="new-game"]:visible');
}

export function launch(extraArgs = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', ...extraArgs],
  });
}

/**
 * The served app and a Chromium for one test file: both start before its tests and stop after.
 * Read `env.served` and `env.browser` inside the tests.
 */
export function servedBrowser(before, after) {
  const env = {};
  before(async () => {
    env.served = await serveDist();
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    env.served?.server.close();
  });
  return env;
}

/**
 * A fresh page (fresh localStorage) in a profile, with English as the language, without the
 * service worker. The library
 * starts in educator mode unless `mode` says otherwise (`null`: the app's own default, which is
 * child mode on a touch screen).
 */
export async function openPage(browser, profile, url, { mode = 'teacher' } = {}) {
  // No service worker: each test starts from the network, as the tests of one page should
  // (offline.test.mjs tests the worker itself).
  const context = await browser.newContext({ locale: 'en-GB', ...profile.options, serviceWorkers: 'block' });
  if (mode) {
    await context.addInitScript((m) => {
      if (localStorage.getItem('tablier.mode') === null) localStorage.setItem('tablier.mode', m);
    }, mode);
  }
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  page.on('console', (m) => m.type() === 'error' && errors.push(new Error(m.text())));
  await page.goto(url);
  await page.waitForSelector('[data-testid="board"], .library, [data-testid="designer"]');
  const gesture = profile.touch ? await touchGestures(page) : mouseGestures(page);
  return { context, page, errors, ...gesture };
}

/** Centre of a cell of a board, in page coordinates. */
export async function cellCenter(page, board, r, c) {
  const box = await page.locator(`[data-board="${board}"] [data-cell="${r},${c}"]`).boundingBox();
  if (!box) throw new Error(`no cell ${board}:${r},${c}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

function mouseGestures(page) {
  return {
    async drag(from, to) {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      for (let i = 1; i <= 8; i++) {
        await page.mouse.move(from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
      }
      await page.mouse.up();
    },
    async tap(at) {
      await page.mouse.click(at.x, at.y);
    },
  };
}

/** Real touch events through the DevTools protocol (pointerType "touch"). */
async function touchGestures(page) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  return {
    async drag(from, to) {
      await touch('touchStart', from);
      for (let i = 1; i <= 8; i++) {
        await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / 8, y: from.y + ((to.y - from.y) * i) / 8 });
      }
      await touch('touchEnd');
    },
    async tap(at) {
      await touch('touchStart', at);
      await touch('touchEnd');
    },
  };
}

/** The tokens waiting in the trays of the game shown, in order: where each is ("tray:r,c") and its type. */
export async function trayTokens(page) {
  return page.$$eval('[data-testid="board"] [data-token][data-at^="tray:"]', (els) => els.map((e) => ({ at: e.dataset.at, type: e.dataset.type })));
}

/** "board:r,c" of every token on the page, by token id. */
export async function tokenPlaces(page) {
  return page.$$eval('[data-token]', (els) => Object.fromEntries(els.map((e) => [e.dataset.token, e.dataset.at])));
}

export async function hasTokenAt(page, at) {
  return (await page.locator(`[data-token][data-at="${at}"]`).count()) > 0;
}

/** The hidden layout of a design for a seed, from the native command line. */
export function reveal(game, seed) {
  return execFileSync(join(ROOT, 'target/release/tablier'), ['show', join(ROOT, `games/${game}.json`), '--seed', String(seed), '--reveal'], { encoding: 'utf8' });
}

/**
 * A phone-sized page of the served app with the CPU slowed 4x (a phone-class CPU), once the
 * thinking bundle's exports (`window.wasmBindings`: its `think` is what the Web Worker runs)
 * are there: for the perf scripts. The thinking bundle's own page, which shows nothing.
 */
export async function throttledPage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`${url}think/`);
  await page.waitForFunction(() => window.wasmBindings?.think);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/** The little sums (arithmetic, seed 4) played to the win by tap-tap: each right digit onto its row's answer square. */
export async function solveLittleSums(page, tap) {
  for (const [row, answer] of [[0, 5], [1, 3], [2, 8]]) {
    const at = await page.locator(`[data-type="answer${answer}"]`).getAttribute('data-at');
    const [, r, c] = at.match(/:(\d+),(\d+)$/);
    await tap(await cellCenter(page, 'tray', Number(r), Number(c)));
    await page.waitForSelector(`[data-at="${at}"].held`);
    await tap(await cellCenter(page, 'grid', row, 4));
    await page.waitForSelector(`[data-at="grid:${row},4"][data-type="answer${answer}"]`);
  }
}

/** The educator's hands: every call is one user action (a tap, a drag, a typed field, a
 * choice), counted, so that tests can hold the designer to a number of actions. */
export function hands(page, gestures) {
  let count = 0;
  const centre = async (selector) => {
    const el = page.locator(selector).first();
    await el.scrollIntoViewIfNeeded();
    const box = await el.boundingBox();
    if (!box) throw new Error(`nothing to touch at ${selector}`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const box = async (selector) => {
    const b = await page.locator(selector).first().boundingBox();
    const view = page.viewportSize();
    if (!b || b.y + b.height / 2 < 0 || b.y + b.height / 2 > view.height) throw new Error(`${selector} is off screen`);
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  return {
    get count() { return count; },
    centre,
    async tap(selector) {
      count++;
      await gestures.tap(await centre(selector));
    },
    async drag(from, to) {
      count++;
      await centre(to);
      await centre(from);
      // Both ends are measured once both are on screen (scrolling to one may move the other).
      const [a, b] = [await box(from), await box(to)];
      await gestures.drag(a, b);
    },
    /** Tap a field, type, press the keyboard's Done (Enter) and leave it: one action. */
    async type(selector, text) {
      count++;
      const el = page.locator(selector).first();
      await gestures.tap(await centre(selector));
      await el.fill(text);
      await el.press('Enter');
      await el.evaluate((e) => e.blur());
    },
    async choose(selector, value) {
      count++;
      await page.locator(selector).first().selectOption(value);
    },
  };
}
