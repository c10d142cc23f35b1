// The strategy games, played as children would at a phone size (touch) and a desktop size
// (mouse): Nine Men's Morris (a mill, then a take by drag or by tap, one's own man refused),
// Othello (discs that flip and show their new side, a placement that encloses nothing, a
// forced pass, the end with the count of discs) and tic-tac-toe. Positions far into a game are
// reached by the player's own save (seed and actions, replayed on load), as a reload would.
// Needs dist/ (scripts/web-build.sh).
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { servedBrowser, openPage, cellCenter, hasTokenAt, PROFILES, ROOT, TABLET } from './helpers.mjs';

const env = servedBrowser(before, after);

const status = (page) => page.locator('[role="status"]');
const message = (page) => page.locator('[data-testid="message"]');
const hint = (page) => page.locator('[data-testid="hint"]');

/** The accepted actions of a replay file of tests/replays (its lines that the engine took). */
function acceptedActions(name) {
  const actions = readFileSync(join(ROOT, `tests/replays/${name}.actions`), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  const results = readFileSync(join(ROOT, `tests/replays/${name}.expected`), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(actions.length, results.length);
  return actions.filter((_, i) => results[i].ok);
}

/** Open a game at the position its save describes (as after a reload). */
async function openAt(profile, game, seed, log) {
  const opened = await openPage(env.browser, profile, `${env.served.url}#/play/${game}?seed=${seed}`);
  await opened.page.evaluate(([game, seed, log]) => {
    localStorage.setItem(`tablier.play.${game}`, JSON.stringify({ seed: String(seed), players: 2, log }));
  }, [game, seed, log]);
  await opened.page.reload();
  await opened.page.waitForSelector('[data-testid="board"] [data-token]');
  return opened;
}

const at = (spec) => {
  const [board, rc] = spec.split(':');
  return [board, ...rc.split(',').map(Number)];
};

/** Put the next token of a tray on a cell, by drag or by tap then tap. */
async function place(page, gestures, how, tray, to) {
  const from = await cellCenter(page, tray, 0, 0);
  const target = await cellCenter(page, ...at(to));
  if (how === 'drag') {
    await gestures.drag(from, target);
  } else {
    await gestures.tap(from);
    await page.waitForSelector(`[data-at="${tray}:0,0"].held`);
    await gestures.tap(target);
  }
}

async function tokenIdAt(page, spec) {
  return page.locator(`.tokens [data-at="${spec}"]`).getAttribute('data-token');
}

for (const profile of PROFILES) {
  describe(`strategy (${profile.name})`, () => {
    for (const how of ['drag', 'tap']) {
      test(`Morris: a mill while placing, then a take by ${how}; one's own man is refused`, async () => {
        const { page, context, errors, ...gestures } = await openPage(env.browser, profile, `${env.served.url}#/play/morris?seed=1`);
        // A board of points joined by lines: round holes on its picture; nine men to place each.
        const hole = page.locator('[data-board="board"] rect.cell').first();
        assert.equal(Number(await hole.getAttribute('rx')) * 2, Number(await hole.getAttribute('width')), 'a round hole');
        assert.equal(await page.locator('[data-queue="white-men"]').textContent(), '9');
        // The turn line says what to do now; a tap on the other side's man says whose it is.
        const turn = () => page.locator('[data-testid="current-player"]').textContent();
        assert.equal(await turn(), "White's turn. Place a man: 9 left.");
        if (how === 'tap') {
          await gestures.tap(await cellCenter(page, 'black-men', 0, 0));
          await page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent !== '');
          assert.equal(await message(page).textContent(), 'This man belongs to Black.');
          assert.equal(await page.locator('.token.held, .token.lifted').count(), 0, 'not lifted');
          await page.locator('[data-testid="lang"]').click();
          assert.equal(await message(page).textContent(), 'Ce pion appartient aux Noirs.');
          assert.equal(await turn(), "C'est au tour des Blancs. Pose un pion\u00a0: encore 9.");
          await page.locator('[data-testid="lang"]').click();
        }
        for (const [tray, to] of [['white-men', 'board:0,0'], ['black-men', 'board:6,6'], ['white-men', 'board:0,3'], ['black-men', 'board:6,3']]) {
          await place(page, gestures, how, tray, to);
          await page.waitForSelector(`.tokens [data-at="${to}"]`);
        }
        assert.equal(await page.locator('[data-queue="white-men"]').textContent(), '7', 'seven white men left to place');
        if (how === 'tap') {
          // One's own man on the board, while men are still to place: why it stays, at once.
          await gestures.tap(await cellCenter(page, 'board', 0, 0));
          await page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent.startsWith('First put'));
          assert.equal(await message(page).textContent(), 'First put all your men on the board: 7 still to place. Then you may move them.');
          assert.equal(await page.locator('.token.held').count(), 0, 'not picked up');
          await page.locator('[data-testid="lang"]').click();
          assert.equal(await message(page).textContent(), 'Pose d\'abord tous tes pions sur le plateau\u00a0: encore 7 à poser. Ensuite tu pourras les déplacer.');
          await page.locator('[data-testid="lang"]').click();
        }
        await place(page, gestures, how, 'white-men', 'board:0,6');
        await page.waitForSelector('.tokens [data-at="board:0,6"]');
        assert.match(await status(page).textContent(), /Mill! Now take a man of the other side: tap it\./);
        assert.equal(await turn(), "White's turn. Take a man of the other side.");
        if (how === 'tap') {
          // A tap on an empty point says again what to do, rather than nothing.
          await gestures.tap(await cellCenter(page, 'board', 3, 0));
          await page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent.startsWith('First take'));
          assert.equal(await message(page).textContent(), 'First take a man of the other side: tap it.');
          assert.ok(!(await hasTokenAt(page, 'board:3,0')), 'nothing placed there');
        }
        // White's own man: refused with a sentence, and the take is still asked for.
        const own = await cellCenter(page, 'board', 0, 0);
        const result = await cellCenter(page, 'white-took', 0, 0);
        if (how === 'drag') await gestures.drag(own, result);
        else await gestures.tap(own);
        await page.waitForFunction(() => document.querySelector('[data-testid="message"]').classList.contains('refused'));
        assert.match(await message(page).textContent(), /This man is yours/);
        assert.equal(await hint(page).textContent(), '', 'the refusal says what to do: no second line saying it again');
        assert.ok(await hasTokenAt(page, 'board:0,0'), 'the man stays');
        // A black man: it goes to White's result area.
        const black = await tokenIdAt(page, 'board:6,6');
        const target = await cellCenter(page, 'board', 6, 6);
        if (how === 'drag') await gestures.drag(target, result);
        else await gestures.tap(target);
        await page.waitForSelector(`.tokens [data-token="${black}"][data-at="white-took:0,0"]`);
        assert.ok(!(await hasTokenAt(page, 'board:6,6')));
        assert.match(await page.locator('[data-testid="current-player"]').textContent(), /Black/);
        assert.equal(await hint(page).textContent(), '', 'nothing more to take');
        assert.equal(await page.locator('.message.refused').count(), 0);
        assert.deepEqual(errors, []);
        await context.close();
      });
    }

    test('Othello: a placement that encloses nothing is refused; one that encloses flips the disc to the new picture', async () => {
      const { page, context, errors, drag } = await openPage(env.browser, profile, `${env.served.url}#/play/othello?seed=1`);
      assert.match(await page.locator('[data-testid="scores"]').textContent(), /Black 2 – White 2/);
      assert.equal(await page.locator('[data-testid="opening"]').textContent(), '', 'no opening before a move');
      const boardTop = async () => (await page.locator('[data-board="board"]').first().boundingBox()).y;
      const top = await boardTop();
      await drag(await cellCenter(page, 'black-discs', 0, 0), await cellCenter(page, 'board', 0, 0));
      await page.waitForFunction(() => document.querySelector('[data-testid="message"]').classList.contains('refused'));
      assert.match(await message(page).textContent(), /traps at least one disc of the other side/);
      assert.ok(!(await hasTokenAt(page, 'board:0,0')));
      const white = await tokenIdAt(page, 'board:3,3');
      assert.equal(await page.locator(`[data-token="${white}"]`).getAttribute('data-type'), 'white-disc');
      await drag(await cellCenter(page, 'black-discs', 0, 0), await cellCenter(page, 'board', 2, 3));
      await page.waitForSelector('.tokens [data-at="board:2,3"]');
      // The same disc, now black, drawn with the black picture and turning over once.
      const flipped = page.locator(`.tokens [data-token="${white}"]`);
      await page.waitForSelector(`.tokens [data-token="${white}"][data-type="black-disc"]`);
      assert.equal(await flipped.getAttribute('data-at'), 'board:3,3');
      assert.equal(await flipped.getAttribute('data-flipped'), 'true');
      assert.equal(await flipped.locator('image').getAttribute('data-picture'), 'disc-black');
      assert.equal(await flipped.locator('.flip').count(), 1);
      assert.match(await page.locator('[data-testid="scores"]').textContent(), /Black 4 – White 1/);
      assert.match(await page.locator('[data-testid="current-player"]').textContent(), /White/);
      assert.equal(await flipped.locator('.flip').evaluate((e) => getComputedStyle(e).animationName), 'token-flip');
      // The flip is over after about 300 ms.
      await page.waitForTimeout(400);
      const scale = await flipped.locator('.flip').evaluate((e) => getComputedStyle(e).transform);
      assert.ok(scale === 'none' || scale === 'matrix(1, 0, 0, 1, 0, 0)', scale);
      // White turns it back (2,2 encloses it with 4,4); with reduced motion it changes at once.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await drag(await cellCenter(page, 'white-discs', 0, 0), await cellCenter(page, 'board', 2, 2));
      await page.waitForSelector(`.tokens [data-token="${white}"][data-type="white-disc"][data-flipped="true"]`);
      assert.equal(await flipped.locator('.flip').evaluate((e) => getComputedStyle(e).animationName), 'none');
      assert.equal(await flipped.locator('image').getAttribute('data-picture'), 'disc-white');
      // d3 then c3: the diagonal opening, as f5 f6 is on the board turned over.
      assert.equal(await page.locator('[data-testid="opening"]').textContent(), 'Opening: Diagonal');
      // Said on the status line without moving the board (the loading page's class once
      // pushed it 80 px down from the second move).
      assert.ok(Math.abs((await boardTop()) - top) < 2, `the board stays where it was (${top} then ${await boardTop()})`);
      // Said once: the next move takes it away.
      await drag(await cellCenter(page, 'black-discs', 0, 0), await cellCenter(page, 'board', 2, 1));
      await page.waitForSelector('.tokens [data-at="board:2,1"]');
      assert.equal(await page.locator('[data-testid="opening"]').textContent(), '');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('Othello: with no square that encloses, a big button passes the turn and says why', async () => {
      const log = acceptedActions('othello-pass').filter((a) => a !== 'pass').slice(0, 18);
      const { page, context, errors, tap } = await openAt(profile, 'othello', 1, log);
      assert.match(await page.locator('[data-testid="current-player"]').textContent(), /Black/);
      await page.waitForSelector('[data-testid="pass"]', { state: 'visible' });
      assert.match(await hint(page).textContent(), /No move for Black: pass your turn\./);
      const button = page.locator('[data-testid="pass"]');
      assert.equal(await button.textContent(), 'Pass my turn');
      // In French too, with the French name the design gives the player.
      await page.click('[data-testid="lang"]');
      assert.match(await hint(page).textContent(), /Les Noirs ne peuvent pas jouer\u00a0: passe ton tour\./);
      assert.equal(await button.textContent(), 'Passer mon tour');
      await page.click('[data-testid="lang"]');
      const box = await button.boundingBox();
      assert.ok(box.height >= 48, `a big button (${box.height} px high)`);
      await tap({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
      await page.waitForFunction(() => /White/.test(document.querySelector('[data-testid="current-player"]').textContent));
      assert.match(await message(page).textContent(), /Black cannot play and passes\. White plays\./);
      assert.equal(await page.locator('[data-testid="pass"]').isVisible(), false, 'White can play: no pass button');
      assert.equal(await hint(page).textContent(), '');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('Othello: the end says who won and counts the discs', async () => {
      const log = acceptedActions('othello-win');
      const last = log.pop();
      const { page, context, errors, drag } = await openAt(profile, 'othello', 1, log);
      const [, , to] = last.split(' ');
      await drag(await cellCenter(page, 'black-discs', 0, 0), await cellCenter(page, ...at(to)));
      const over = page.locator('[data-testid="game-over"]');
      await over.waitFor();
      assert.equal(await over.getAttribute('data-result'), 'won');
      assert.match(await over.locator('.end-text').textContent(), /Black wins!/);
      const black = await page.locator('.tokens [data-type="black-disc"][data-at^="board:"]').count();
      assert.equal(await page.locator('[data-testid="end-count"]').textContent(), `Black ${black} – White 0`);
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('tic-tac-toe: three in a row wins', async () => {
      const { page, context, errors, ...gestures } = await openPage(env.browser, profile, `${env.served.url}#/play/tic-tac-toe?seed=1`);
      const moves = [['crosses-tray', 'grid:0,0'], ['noughts-tray', 'grid:1,1'], ['crosses-tray', 'grid:0,1'], ['noughts-tray', 'grid:2,2'], ['crosses-tray', 'grid:0,2']];
      for (const [i, [tray, to]] of moves.entries()) {
        await place(page, gestures, i % 2 ? 'tap' : 'drag', tray, to);
        await page.waitForSelector(`.tokens [data-at="${to}"]`);
      }
      const over = page.locator('[data-testid="game-over"]');
      await over.waitFor();
      assert.match(await over.locator('.end-text').textContent(), /Crosses win!/);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}

// The end card must not hide what ended the game: a row of three along the bottom stays in view
// above it, on a tablet and on a phone.
for (const profile of [TABLET, PROFILES.find((p) => p.name === 'phone')]) {
  test(`tic-tac-toe (${profile.name}): the end card leaves the winning row on the bottom in view`, async () => {
    const { page, context, errors, ...gestures } = await openPage(env.browser, profile, `${env.served.url}#/play/tic-tac-toe?seed=1`);
    const moves = [['crosses-tray', 'grid:2,0'], ['noughts-tray', 'grid:1,1'], ['crosses-tray', 'grid:2,1'], ['noughts-tray', 'grid:0,0'], ['crosses-tray', 'grid:2,2']];
    for (const [tray, to] of moves) {
      await place(page, gestures, 'tap', tray, to);
      await page.waitForSelector(`.tokens [data-at="${to}"]`);
    }
    const over = page.locator('[data-testid="game-over"]');
    await over.waitFor();
    // Once the card has risen and the board made room for it.
    await over.evaluate((e) => Promise.all(e.getAnimations().map((a) => a.finished)));
    await page.waitForTimeout(200);
    const card = await over.boundingBox();
    const row = await page.locator('[data-board="grid"] .cell.target').evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().bottom));
    assert.equal(row.length, 3, 'the three squares of the row are marked');
    for (const bottom of row) assert.ok(bottom <= card.y + 1, `a square of the row ends at ${bottom}, the card starts at ${card.y}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
