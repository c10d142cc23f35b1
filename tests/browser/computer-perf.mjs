// Time per move of the computer in the browser, with the CPU slowed 4x (a phone-class CPU):
// for Othello, Nine Men's Morris and tic-tac-toe, at each level, a game of up to PLIES moves
// between two computers of that level is played through the thinking bundle's `think` (what
// the Web Worker runs, with its time limit), on the page with the CPU throttled, timing every
// answer. Prints the mean and the slowest move per level. Run by scripts/computer-perf.sh.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveDist, launch, throttledPage, ROOT } from './helpers.mjs';

const PLIES = Number(process.env.PLIES ?? 30);
const GAMES = (process.env.GAMES ?? 'othello,morris,tic-tac-toe').split(',');
const LEVELS = (process.env.LEVELS ?? '1,2,3,4,5').split(',').map(Number);
const served = await serveDist();
const browser = await launch();
try {
  const page = await throttledPage(browser, served.url);
  for (const game of GAMES) {
    const design = readFileSync(join(ROOT, 'games', `${game}.json`), 'utf8');
    for (const level of LEVELS) {
      const times = await page.evaluate(
        ([design, level, plies]) => {
          const log = [];
          const times = [];
          for (let i = 0; i < plies; i++) {
            const request = JSON.stringify({ design, seed: '1', players: 2, log, level, close: '', show_me: false });
            const t0 = performance.now();
            const answer = window.wasmBindings.think(request);
            if (!answer) break;
            times.push(performance.now() - t0);
            log.push(answer);
          }
          return times;
        },
        [design, level, PLIES],
      );
      // The first answer also compiles the design: shown apart.
      const moves = times.slice(1);
      const mean = moves.reduce((a, b) => a + b, 0) / Math.max(1, moves.length);
      const max = Math.max(0, ...moves);
      console.log(`${game.padEnd(12)} level ${level}: ${times.length} moves, ${mean.toFixed(0)} ms mean, ${max.toFixed(0)} ms slowest (first, with the design's compile: ${times[0].toFixed(0)} ms)   [CPU 4x slower]`);
    }
  }
} finally {
  await browser.close();
  served.server.close();
}
