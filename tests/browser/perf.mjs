// Timing of the browser app with the CPU slowed 4x (a cheap tablet): time to the first board,
// and frame times while a token is dragged. Prints the numbers; run by scripts/web-budget.sh.
//   node perf.mjs   (needs dist/, built with trunk)
import { serveDist, launch, cellCenter } from './helpers.mjs';

const served = await serveDist();
const browser = await launch();
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${served.url}#/play/solitaire-english?seed=1`);
  await page.waitForSelector('.tokens [data-token]');
  const firstBoard = await page.evaluate(() => performance.now());

  const from = await cellCenter(page, 'grid', 3, 1);
  await page.evaluate(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (t) => {
      window.__frames.push(t - last);
      last = t;
      if (!window.__stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  for (let i = 1; i <= 40; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x + i * 3, y: from.y + Math.sin(i / 4) * 20 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const frames = (await page.evaluate(() => ((window.__stop = true), window.__frames))).slice(1).sort((a, b) => a - b);
  const pick = (q) => frames[Math.min(frames.length - 1, Math.floor(q * frames.length))] ?? 0;
  console.log(`first board (CPU 4x slower): ${firstBoard.toFixed(0)} ms`);
  console.log(`drag frames (CPU 4x slower): median ${pick(0.5).toFixed(1)} ms, 95th percentile ${pick(0.95).toFixed(1)} ms over ${frames.length} frames`);
} finally {
  await browser.close();
  served.server.close();
}
