// "Show me" in the browser with the CPU slowed 4x (a phone-class CPU): for every built-in
// one-player game, from the start and then along the path it shows (as a coach would), the
// thinking bundle's `think` (what the Web Worker runs) is timed on the throttled page. Prints the
// mean and the slowest answer per game, the first (which also compiles the design) apart.
// The goal: every answer within 200 ms. Run by scripts/show-me-perf.sh.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { serveDist, launch, throttledPage, ROOT } from './helpers.mjs';

const STEPS = Number(process.env.STEPS ?? 40);
const SEEDS = (process.env.SEEDS ?? '1,2,3').split(',');
const served = await serveDist();
const browser = await launch();
let slowest = 0;
try {
  const page = await throttledPage(browser, served.url);
  for (const file of readdirSync(join(ROOT, 'games')).filter((f) => f.endsWith('.json')).sort()) {
    const design = readFileSync(join(ROOT, 'games', file), 'utf8');
    const players = JSON.parse(design).players?.length ?? 1;
    if (players > 1) continue;
    const times = [];
    const firsts = [];
    for (const seed of SEEDS) {
      const run = await page.evaluate(
        ([design, seed, steps]) => {
          const log = [];
          const times = [];
          for (let i = 0; i < steps; i++) {
            const request = JSON.stringify({ design, seed, players: 1, log, level: 4, close: '', show_me: true });
            const t0 = performance.now();
            const answer = window.wasmBindings.think(request);
            times.push(performance.now() - t0);
            if (!answer) break;
            log.push(answer);
          }
          return times;
        },
        [design + ' '.repeat(Number(seed)), seed, STEPS],
      );
      firsts.push(run[0]);
      times.push(...run.slice(1));
    }
    const mean = times.reduce((a, b) => a + b, 0) / Math.max(1, times.length);
    const max = Math.max(0, ...times);
    slowest = Math.max(slowest, max, ...firsts);
    console.log(`${file.padEnd(32)} ${times.length} answers: ${mean.toFixed(0)} ms mean, ${max.toFixed(0)} ms slowest; first of a game (with the design's compile): ${firsts.map((t) => t.toFixed(0)).join(', ')} ms   [CPU 4x slower]`);
  }
  console.log(`slowest answer: ${slowest.toFixed(0)} ms (goal: 200 ms)`);
} finally {
  await browser.close();
  served.server.close();
}
