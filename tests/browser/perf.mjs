// Timing of the browser app with the CPU slowed 4x (a cheap tablet), at a phone size with touch:
//  - first board: from the start of navigation to the moment the first token of the English
//    solitaire is in the page (a MutationObserver installed before the page's scripts);
//  - drag latency: for every pointermove while a peg is dragged, from the event's timeStamp
//    to the timestamp of the next requestAnimationFrame callback (the frame that shows the
//    move); the median and the 95th percentile;
//  - the designer: from a tap of the zone brush to the next frame on the Chinese checkers star.
// Prints the numbers; run by scripts/web-perf.sh.   node perf.mjs   (needs dist/, built with trunk)
import { serveDist, launch, cellCenter } from './helpers.mjs';

const RUNS = 3;
const served = await serveDist();
const browser = await launch();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  const firstBoards = [];
  let latencies = [];
  let idle = [];
  let synthetic = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await context.addInitScript(() => {
      // Time of the first token drawn.
      new MutationObserver((_, observer) => {
        if (document.querySelector('.tokens [data-token]')) {
          window.__firstBoard = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
      // Every pointermove's latency to the next animation frame.
      window.__latency = [];
      let pending = [];
      addEventListener(
        'pointermove',
        (e) => {
          pending.push(e.timeStamp);
          if (pending.length === 1) {
            requestAnimationFrame((t) => {
              for (const s of pending) window.__latency.push(t - s);
              pending = [];
            });
          }
        },
        { capture: true, passive: true },
      );
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${served.url}#/play/solitaire-english?seed=1`);
    await page.waitForFunction(() => window.__firstBoard !== undefined);
    firstBoards.push(await page.evaluate(() => window.__firstBoard));

    // The same gesture twice: on an empty spot below the boards (the harness's own frame
    // cadence, nothing to draw), then holding a peg.
    const gesture = async (from) => {
      await page.evaluate(() => (window.__latency = []));
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
      for (let i = 1; i <= 40; i++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x + i * 3, y: from.y + Math.sin(i / 4) * 20 }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.waitForTimeout(100);
      return page.evaluate(() => window.__latency);
    };
    idle = idle.concat(await gesture({ x: 20, y: 800 }));
    latencies = latencies.concat(await gesture(await cellCenter(page, 'grid', 3, 1)));
    // CDP hands each move over right after a frame, so the two numbers above are about one
    // frame whatever the app does. Moves at random moments inside the page measure the app:
    // a peg is held and moved by pointer events sent at random times, each timed from the
    // event to the next animation frame.
    const peg = await cellCenter(page, 'grid', 5, 3);
    synthetic = synthetic.concat(
      await page.evaluate(async ({ x, y }) => {
        const svg = document.querySelector('svg.board');
        const at = (type, cx, cy) =>
          svg.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, clientX: cx, clientY: cy, pointerId: 9, pointerType: 'touch', isPrimary: true }));
        const out = [];
        at('pointerdown', x, y);
        for (let i = 1; i <= 40; i++) {
          await new Promise((r) => setTimeout(r, 3 + Math.random() * 30));
          const start = performance.now();
          at('pointermove', x + i * 2, y - i * 2);
          await new Promise((r) => requestAnimationFrame(() => r()));
          out.push(performance.now() - start);
        }
        at('pointerup', x, y);
        return out;
      }, peg),
    );
    await context.close();
  }
  latencies.sort((a, b) => a - b);
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  console.log(`first board (CPU 4x slower): median ${median(firstBoards).toFixed(0)} ms over ${RUNS} loads (${firstBoards.map((t) => t.toFixed(0)).join(', ')})`);
  console.log(
    `drag, pointermove to next frame (CPU 4x slower): median ${pick(0.5).toFixed(1)} ms, 95th percentile ${pick(0.95).toFixed(1)} ms, min ${pick(0).toFixed(1)} ms over ${latencies.length} moves`,
  );
  console.log(
    `same gesture with nothing held (the harness's frame cadence): median ${median(idle).toFixed(1)} ms over ${idle.length} moves`,
  );
  synthetic.sort((a, b) => a - b);
  console.log(
    `drag, moves at random moments (CPU 4x slower): median ${median(synthetic).toFixed(1)} ms to the next frame, 95th percentile ${synthetic[Math.floor(0.95 * synthetic.length)].toFixed(1)} ms over ${synthetic.length} moves`,
  );
  console.log(`designer, painting a zone on the 289-square star (CPU 4x slower): ${await designerPaint()}`);
} finally {
  await browser.close();
  served.server.close();
}

/** Median time from a tap of the zone brush on a square to the next frame, in the designer
 * editing Chinese checkers (every edit redraws the board). */
async function designerPaint() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${served.url}design/#/edit/chinese-checkers`);
  await page.waitForSelector('[data-testid="designer"] [data-testid="canvas"]');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.click('[data-tab="zones"]');
  await page.click('[data-zone-choice]:nth-child(2)');
  const times = [];
  for (const at of ['8,4', '8,5', '8,6', '8,7', '8,8', '8,9', '8,10', '8,11', '8,12', '7,8', '9,8']) {
    const box = await page.locator(`[data-testid="canvas"] [data-board="grid"] [data-cell="${at}"]`).first().boundingBox();
    times.push(await page.evaluate(async ({ x, y }) => {
      const target = document.elementFromPoint(x, y);
      const init = { bubbles: true, clientX: x, clientY: y, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0 };
      const t0 = performance.now();
      target.dispatchEvent(new PointerEvent('pointerdown', init));
      target.dispatchEvent(new PointerEvent('pointerup', init));
      await new Promise((done) => requestAnimationFrame(() => done()));
      return performance.now() - t0;
    }, { x: box.x + box.width / 2, y: box.y + box.height / 2 }));
  }
  const painted = await page.locator('[data-testid="canvas"] [data-zone="goal-4"]').count();
  await context.close();
  return `median ${median(times).toFixed(0)} ms from tap to frame over ${times.length} squares (${painted} squares in the zone)`;
}
