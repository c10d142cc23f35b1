// How long a child waits for the computer's first answer in a game, the CPU slowed 4x (a
// phone-class CPU), on a freshly opened page: the first "Show me" on puzzles (the help ladder
// climbed, then the button tapped at once) and the computer's first reply at tic-tac-toe
// (level 1, fast pace, whose own delay is 150 ms). The worker and its bundle start when the
// help ladder is climbed or the computer's seat is set, as for a child, so the first answer
// includes whatever of that start is not over by then. Prints each wait; serves dist/ (to
// compare builds, run a copy of this file in a worktree of the other build).
import { launch, TABLET } from './helpers.mjs';
import { serve } from '../../scripts/serve.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const served = await serve(0);
const browser = await launch();

async function throttled() {
  const context = await browser.newContext({ ...TABLET.options, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

try {
  for (const game of ['solitaire-english', 'taquin', 'chinese-checkers-solitaire']) {
    const waits = [];
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await throttled();
      await page.goto(`${served.url}#/play/${game}?seed=1`);
      await page.waitForSelector('[data-testid="board"] [data-token]');
      const before = await page.evaluate(() => [...document.querySelectorAll('.tokens [data-at]')].map((e) => e.dataset.at).join());
      for (let i = 0; i < 10 && (await page.locator('[data-testid="show-me"]').isHidden()); i++) await page.tap('[data-testid="hints"]');
      const t0 = Date.now();
      await page.tap('[data-testid="show-me"]');
      await page.waitForFunction((b) => [...document.querySelectorAll('.tokens [data-at]')].map((e) => e.dataset.at).join() !== b, before, { timeout: 60000 });
      waits.push(Date.now() - t0);
      await context.close();
    }
    console.log(`${game}: first Show me answered in ${waits.join(', ')} ms`);
  }
  const waits = [];
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await throttled();
    await page.addInitScript(() => localStorage.setItem('tablier.pace', 'fast'));
    await page.goto(`${served.url}#/play/tic-tac-toe?seed=${run + 1}`);
    await page.waitForSelector('[data-testid="board"] [data-token]');
    await page.tap('[data-testid="seats-button"]');
    await page.selectOption('[data-testid="seat"][data-seat="1"]', '1');
    await page.tap('[data-testid="seats-done"]');
    const tray = await page.locator('[data-board="crosses-tray"] [data-cell="0,0"]').boundingBox();
    await page.touchscreen.tap(tray.x + tray.width / 2, tray.y + tray.height / 2);
    const cell = await page.locator('[data-board="grid"] [data-cell="1,1"]').boundingBox();
    const t0 = Date.now();
    await page.touchscreen.tap(cell.x + cell.width / 2, cell.y + cell.height / 2);
    await page.waitForFunction(() => document.querySelectorAll('.tokens [data-at^="grid:"]').length === 2, null, { timeout: 60000 });
    waits.push(Date.now() - t0);
    await context.close();
  }
  console.log(`tic-tac-toe: the computer's first reply (150 ms of it the pace) in ${waits.join(', ')} ms`);
} finally {
  await browser.close();
  served.server.close();
}
