// Dice and chains of jumps in the browser: a die rolled by a tap moves the goose along the
// track; three jumps chained by drag keep the turn until the peg is tapped.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { servedBrowser, openPage, cellCenter, hasTokenAt, PROFILES } from './helpers.mjs';

const env = servedBrowser(before, after);

const center = async (locator) => {
  const box = await locator.boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

for (const profile of PROFILES) {
  describe(profile.name, () => {
    test('goose: a tap on the die rolls it and the goose moves by the roll', async () => {
      const { page, context, errors, tap } = await openPage(env.browser, profile, `${env.served.url}#/play/goose?seed=3`);
      const roll = page.locator('[data-testid="roll"]');
      await roll.waitFor();
      assert.ok(await hasTokenAt(page, 'start:0,0'), 'the first goose waits at the start');
      await tap(await center(roll));
      // Seed 3 rolls a 1 first (as `tablier replay` shows): square 1 is the bottom-left corner.
      await page.waitForFunction(() => /Rolled 1\. Square 1\./.test(document.querySelector('[data-testid="message"]').textContent));
      assert.ok(await hasTokenAt(page, 'grid:7,0'));
      assert.match(await page.locator('[data-testid="current-player"]').textContent(), /Player 2/);
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('Chinese checkers: three jumps chained by drag, then a tap ends the turn', async () => {
      const { page, context, errors, drag, tap } = await openPage(env.browser, profile, `${env.served.url}#/play/chinese-checkers?seed=1`);
      await page.waitForSelector('[data-board="grid"]');
      const hops = [[2, 10, 4, 10], [4, 10, 2, 10], [2, 10, 4, 10]];
      for (const [r1, c1, r2, c2] of hops) {
        await drag(await cellCenter(page, 'grid', r1, c1), await cellCenter(page, 'grid', r2, c2));
        await page.waitForFunction((at) => !!document.querySelector(`.tokens [data-at="${at}"]`), `grid:${r2},${c2}`);
        assert.match(await page.locator('[data-testid="current-player"]').textContent(), /Player 1/, 'the turn goes on');
      }
      await tap(await cellCenter(page, 'grid', 4, 10));
      await page.waitForFunction(() => /Player 2/.test(document.querySelector('[data-testid="current-player"]').textContent));
      assert.ok(await hasTokenAt(page, 'grid:4,10'));
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
