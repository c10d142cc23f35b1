// Dice, players and chains of jumps in the browser: a die rolled by a tap moves the goose along
// the track and is shown flipping to the rolled face (at once with reduced motion); how many
// play is chosen before the game (the goose 2 to 6, Chinese checkers 2, 3, 4 or 6) and kept
// with the saved game; a jump whose only next jump leads back ends the turn by itself, and
// a chain goes on by taps on each landing hole (in French), never back to a hole it left.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { servedBrowser, openPage, cellCenter, hasTokenAt, PROFILES } from './helpers.mjs';

const env = servedBrowser(before, after);

const center = async (locator) => {
  const box = await locator.boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

const text = (page, id) => page.locator(`[data-testid="${id}"]`).textContent();
const choice = (page) => page.locator('[data-testid="players-choice"]');

/** Start recording the die: each change of its class (one per face shown) as [face, rolling, time]. */
const watchDie = (page) =>
  page.evaluate(() => {
    const die = document.querySelector('[data-testid="die"]');
    window.dieSeen = [];
    const note = () => window.dieSeen.push([die.dataset.face, die.dataset.rolling, performance.now()]);
    new MutationObserver(note).observe(die, { attributes: true, attributeFilter: ['class'] });
  });

/** Tap the roll button; the rolled face from the message and what the die showed. */
async function rollAndWatch(page, tap) {
  await watchDie(page);
  const played = () => JSON.parse(localStorage.getItem('tablier.play.goose')).log.length;
  const before = await page.evaluate(played);
  const t0 = await page.evaluate(() => performance.now());
  await tap(await center(page.locator('[data-testid="roll"]')));
  // The roll is saved as it is played (the message may read the same as the last one).
  await page.waitForFunction(`(${played})() > ${before}`);
  const rolling = await page.locator('[data-testid="die"]').getAttribute('data-rolling');
  const rolled = (await text(page, 'message')).match(/rolled (\d)\./)[1];
  await page.waitForSelector('[data-testid="die"][data-rolling="false"][data-face]');
  const seen = await page.evaluate(() => window.dieSeen);
  const face = await page.locator('[data-testid="die"]').getAttribute('data-face');
  return { rolled, face, rolling, seen, t0 };
}

for (const profile of PROFILES) {
  describe(profile.name, () => {
    test('goose: a tap on the die rolls it and the goose moves by the roll', async () => {
      const { page, context, errors, tap, drag } = await openPage(env.browser, profile, `${env.served.url}#/play/goose?seed=3`);
      const roll = page.locator('[data-testid="roll"]');
      await roll.waitFor();
      assert.ok(await hasTokenAt(page, 'start:0,0'), 'the first goose waits at the start');
      // Who is who: the player to play shows their goose; a race counts nothing, so no "0 · 0".
      const own = await page.getAttribute('[data-testid="current-player"] img', 'src');
      const goose = await page.getAttribute('[data-at="start:0,0"] image', 'href');
      assert.equal(own, goose, "the current player's picture is their goose's");
      assert.equal(await page.locator('[data-testid="scores"]').textContent(), '');
      // Dragging the goose instead of rolling says what to do (the start tray may be below the
      // fold on a wide screen).
      await page.locator('[data-board="start"]').scrollIntoViewIfNeeded();
      await drag(await cellCenter(page, 'start', 0, 0), await cellCenter(page, 'grid', 7, 0));
      await page.waitForFunction(() => /Roll the die first/.test(document.querySelector('[data-testid="message"]').textContent));
      await tap(await center(roll));
      // Seed 3 rolls a 1 first (as `tablier replay` shows): square 1 is the bottom-left corner.
      await page.waitForFunction(() => /Player 1 rolled 1\. Square 1\./.test(document.querySelector('[data-testid="message"]').textContent));
      assert.ok(await hasTokenAt(page, 'grid:7,0'));
      assert.match(await page.locator('[data-testid="current-player"]').textContent(), /Player 2/);
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('goose: three players chosen before the game: three geese, three names, kept by a reload', async () => {
      const { page, context, errors, tap } = await openPage(env.browser, profile, `${env.served.url}#/play/goose?seed=7`);
      // (Seed 7: the first three rolls are 2, 1 and 3, three different squares: every goose shows.)
      await choice(page).waitFor();
      assert.match(await choice(page).textContent(), /How many players\?/);
      const offered = await choice(page).locator('[data-players]').evaluateAll((els) => els.map((e) => e.dataset.players));
      assert.deepEqual(offered, ['2', '3', '4', '5', '6']);
      for (const b of await choice(page).locator('[data-players]').all()) {
        const box = await b.boundingBox();
        assert.ok(box.width >= 44 && box.height >= 44, `a big enough button: ${JSON.stringify(box)}`);
      }
      assert.equal(await choice(page).locator('[aria-pressed="true"]').getAttribute('data-players'), '6', 'all six by default');
      await tap(await center(choice(page).locator('[data-players="3"]')));
      await choice(page).waitFor({ state: 'hidden' });
      const geese = () => page.locator('.tokens [data-at^="start:"]').evaluateAll((els) => els.map((e) => e.dataset.type));
      assert.deepEqual(await geese(), ['goose-red', 'goose-blue', 'goose-green']);
      assert.equal(await text(page, 'scores'), '', 'a race counts nothing: no scores');
      // Three rolls from the start (no square that holds a goose back): the turn comes back to Player 1.
      const turns = [];
      for (let i = 0; i < 3; i++) {
        turns.push((await text(page, 'current-player')).match(/Player \d/)[0]);
        await page.waitForSelector('[data-testid="roll"]:not([disabled])');
        await tap(await center(page.locator('[data-testid="roll"]')));
        await page.waitForFunction((n) => document.querySelectorAll('.tokens [data-at^="start:"]').length === n, 2 - i);
      }
      turns.push((await text(page, 'current-player')).match(/Player \d/)[0]);
      assert.deepEqual(turns, ['Player 1', 'Player 2', 'Player 3', 'Player 1']);
      // The saved game keeps the number of players.
      const save = JSON.parse(await page.evaluate(() => localStorage.getItem('tablier.play.goose')));
      assert.equal(save.players, 3);
      await page.reload();
      await page.waitForSelector('[data-testid="board"]');
      assert.equal(await text(page, 'scores'), '', 'a race counts nothing: no scores');
      assert.equal(await page.locator('.tokens [data-type^="goose-"]').count(), 3);
      assert.ok(await choice(page).isHidden(), 'a game in progress asks nothing');
      // Restart asks first (a game is in progress), then offers the choice again, three still
      // chosen; French too.
      await tap(await center(page.locator('[data-testid="restart"]')));
      assert.equal(await page.getAttribute('[data-testid="restart"]', 'data-confirm'), 'true');
      assert.equal(await page.locator('.tokens [data-type^="goose-"]').count(), 3, 'one tap wipes nothing');
      await tap(await center(page.locator('[data-testid="restart"]')));
      await choice(page).waitFor();
      assert.equal(await choice(page).locator('[aria-pressed="true"]').getAttribute('data-players'), '3');
      assert.equal(await page.locator('.tokens [data-type^="goose-"]').count(), 3);
      await tap(await center(page.locator('[data-testid="lang"]')));
      await page.waitForFunction(() => /Combien de joueurs/.test(document.querySelector('[data-testid="players-choice"]').textContent));
      await tap(await center(choice(page).locator('[data-players="2"]')));
      await choice(page).waitFor({ state: 'hidden' });
      assert.deepEqual(await geese(), ['goose-red', 'goose-blue']);
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('goose: a save from before the choice still opens, with all six players', async () => {
      const { page, context, errors } = await openPage(env.browser, profile, `${env.served.url}#/play/goose?seed=3`);
      await page.evaluate(() => localStorage.setItem('tablier.play.goose', JSON.stringify({ seed: '3', log: ['roll'] })));
      await page.reload();
      await page.waitForSelector('[data-testid="board"]');
      assert.ok(await hasTokenAt(page, 'grid:7,0'), 'the first roll (a 1) is replayed');
      assert.equal(await page.locator('.tokens [data-type^="goose-"]').count(), 6, 'six geese');
      assert.match(await text(page, 'current-player'), /Player 2/);
      assert.ok(await choice(page).isHidden());
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('goose: the die flips through its faces and stops on the face the engine rolled', async () => {
      const { page, context, errors, tap } = await openPage(env.browser, profile, `${env.served.url}#/play/goose?seed=5`);
      const die = page.locator('[data-testid="die"]');
      assert.equal(await die.getAttribute('data-face'), null, 'blank before a roll');
      await tap(await center(choice(page).locator('[data-players="2"]')));
      for (let i = 0; i < 3; i++) {
        await page.waitForSelector('[data-testid="roll"]:not([disabled])');
        const { rolled, face, rolling, seen, t0 } = await rollAndWatch(page, tap);
        assert.equal(face, rolled, 'the die stops on the rolled face');
        // The rules did not wait: the message (and the goose) came while the die still rolled.
        assert.equal(rolling, 'true');
        // The goose's die shows 6 faces for 0.2 s each before the result.
        const flips = seen.filter(([, r]) => r === 'true');
        assert.ok(flips.length >= 6, `six faces shown: ${JSON.stringify(seen)}`);
        const [lastFace, lastRolling, tEnd] = seen.at(-1);
        assert.deepEqual([lastFace, lastRolling], [rolled, 'false']);
        assert.ok(tEnd - t0 >= 1000, `about 1.2 s of rolling, not ${tEnd - t0} ms`);
        assert.equal(await die.locator('img').getAttribute('data-picture'), `die-${rolled}`);
      }
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('goose: with reduced motion the die shows the rolled face at once', async () => {
      const still = { ...profile, options: { ...profile.options, reducedMotion: 'reduce' } };
      const { page, context, errors, tap } = await openPage(env.browser, still, `${env.served.url}#/play/goose?seed=5`);
      await tap(await center(choice(page).locator('[data-players="2"]')));
      const { rolled, face, rolling, seen } = await rollAndWatch(page, tap);
      assert.equal(face, rolled);
      assert.equal(rolling, 'false');
      assert.ok(seen.every(([, r]) => r === 'false'), `no face but the result: ${JSON.stringify(seen)}`);
      assert.equal(await page.locator('[data-testid="die"]').evaluate((e) => getComputedStyle(e).animationName), 'none');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('Chinese checkers offers 2, 3, 4 or 6 players; a game without a choice asks nothing', async () => {
      const { page, context, errors, tap } = await openPage(env.browser, profile, `${env.served.url}#/play/chinese-checkers?seed=1`);
      await choice(page).waitFor();
      const offered = await choice(page).locator('[data-players]').evaluateAll((els) => els.map((e) => e.dataset.players));
      assert.deepEqual(offered, ['2', '3', '4', '6']);
      await tap(await center(choice(page).locator('[data-players="4"]')));
      await choice(page).waitFor({ state: 'hidden' });
      assert.equal(await text(page, 'scores'), '', 'a race counts nothing: no scores');
      assert.equal(await page.locator('.tokens [data-token]').count(), 40);
      assert.equal(await page.locator('.tokens [data-type="peg-purple"], .tokens [data-type="peg-orange"]').count(), 0);
      await page.goto(`${env.served.url}#/play/memory?seed=1`);
      await page.waitForSelector('[data-board="grid"]');
      assert.equal(await choice(page).count(), 0);
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('Chinese checkers: a jump whose only next jump leads back ends the turn by itself', async () => {
      const { page, context, errors, drag } = await openPage(env.browser, profile, `${env.served.url}#/play/chinese-checkers?seed=1`);
      await page.waitForSelector('[data-board="grid"]');
      // From 4,10 the only jump goes back to 2,10, where the peg stood: a chain never lands
      // twice on a hole, so the turn passes without a tap (it once hopped back and forth).
      await drag(await cellCenter(page, 'grid', 2, 10), await cellCenter(page, 'grid', 4, 10));
      await page.waitForFunction(() => !!document.querySelector('.tokens [data-at="grid:4,10"]'));
      await page.waitForFunction(() => /Player 2/.test(document.querySelector('[data-testid="current-player"]').textContent));
      assert.equal(await page.locator('.tokens .token.jumping').count(), 0, 'no chain goes on');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('Chinese checkers solitaire, in French: a chain of jumps by taps alone, each landing hole tapped', async () => {
      const { page, context, errors, tap } = await openPage(env.browser, profile, `${env.served.url}#/play/chinese-checkers-solitaire`);
      await page.waitForSelector('[data-board="grid"]');
      await page.locator('[data-testid="lang"]').click();
      const message = () => page.locator('[data-testid="message"]').textContent();
      const tapTo = async (r, c) => tap(await cellCenter(page, 'grid', r, c));
      const landed = (at) => page.waitForFunction((a) => !!document.querySelector(`.tokens [data-at="${a}"]`), at);
      // A step (the peg, then the hole next to it) opens the way; then a jump over it.
      const scores = () => page.locator('[data-testid="scores"]').textContent();
      assert.equal(await scores(), '', 'no turn played yet');
      await tapTo(3, 9);
      await tapTo(4, 9);
      await landed('grid:4,9');
      assert.equal(await scores(), 'Coups\u00a0: 1', 'alone, the moves played are counted');
      await tapTo(1, 11);
      await tapTo(3, 9);
      await landed('grid:3,9');
      assert.match(await message(), /Saute encore\u00a0: touche le trou où arriver, ou touche le pion rouge/);
      // Back to the hole it came from: refused, a slip; the peg stays and the chain goes on.
      await tapTo(1, 11);
      await page.waitForFunction(() => /déjà passé par ce trou/.test(document.querySelector('[data-testid="message"]').textContent));
      assert.match(await message(), /^Ce pion( rouge)? est déjà passé par ce trou pendant ce tour\u00a0: saute ailleurs, ou touche-le pour finir ton tour\.$/);
      assert.ok(await hasTokenAt(page, 'grid:3,9'));
      assert.ok(!(await hasTokenAt(page, 'grid:1,11')));
      // A hole it cannot jump to: the reason is said, and the peg stays where it is.
      await tapTo(8, 8);
      await page.waitForFunction(() => /sauter/.test(document.querySelector('[data-testid="message"]').textContent));
      assert.ok(await hasTokenAt(page, 'grid:3,9'));
      // The next jump: only the hole is tapped. From 5,9 the only jump leads back: the turn ends.
      await tapTo(5, 9);
      await landed('grid:5,9');
      assert.ok(!(await hasTokenAt(page, 'grid:3,9')));
      await page.waitForFunction(() => !/Saute encore|sauter/.test(document.querySelector('[role="status"]').textContent));
      assert.ok(await hasTokenAt(page, 'grid:5,9'));
      assert.equal(await scores(), 'Coups\u00a0: 2', 'a chain of jumps is one move; the slips count nothing');
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
