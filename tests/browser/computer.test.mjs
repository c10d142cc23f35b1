// Playing against the computer, as a child on a phone would: the seats set before the game
// ("Who plays?"), the computer's answer worked out in the Web Worker while the board still
// answers the child's hand, Undo taking back the computer's move and the child's before it,
// "Show me" in Othello; a finished game watched again move by move, its statistics and named
// saves; computer against computer at a pace, paused and resumed; the same in French.
// Needs dist/ (scripts/web-build.sh).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { servedBrowser, openPage, cellCenter, PROFILES } from './helpers.mjs';

const env = servedBrowser(before, after);
const PHONE = PROFILES.find((p) => p.name === 'phone');

const message = (page) => page.locator('[data-testid="message"]');
const onGrid = (page) => page.locator('.tokens [data-at^="grid:"]');

/** Set seat `seat` (0 first) to 'person' or a level, and the pace, from "Who plays?". */
async function seat(page, seat, value, pace) {
  await page.tap('[data-testid="seats-button"]');
  await page.waitForSelector('[data-testid="seats"]:visible');
  await page.selectOption(`[data-testid="seat"][data-seat="${seat}"]`, value);
  if (pace) await page.tap(`[data-pace="${pace}"]`);
  await page.tap('[data-testid="seats-done"]');
}

async function place(page, gestures, tray, to) {
  await gestures.tap(await cellCenter(page, tray, 0, 0));
  await gestures.tap(await cellCenter(page, ...to));
}

test('tic-tac-toe against the computer on a phone: it answers from its worker, the board answers meanwhile, undo takes both moves', async () => {
  const { page, context, errors, ...gestures } = await openPage(env.browser, PHONE, `${env.served.url}#/play/tic-tac-toe?seed=3`);
  await seat(page, 1, '5', 'slow');
  assert.equal(await page.locator('[data-testid="start"]').isVisible(), false, 'a person opens: nothing to start');
  await place(page, gestures, 'crosses-tray', ['grid', 1, 1]);
  await page.waitForSelector('.tokens [data-at="grid:1,1"]');
  // The slow pace gives the computer two seconds: the child's hand is answered meanwhile.
  await page.waitForSelector('[data-testid="thinking"]:visible');
  assert.match(await page.locator('[data-testid="current-player"]').textContent(), /^Noughts' turn\. The computer plays\.$/);
  await gestures.tap(await cellCenter(page, 'crosses-tray', 0, 0));
  await page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent.includes('Wait: the computer is playing.'));
  assert.equal(await page.locator('[data-testid="thinking"]').isVisible(), true, 'the refusal came while the computer was still at work');
  await page.waitForFunction(() => document.querySelectorAll('.tokens [data-at^="grid:"]').length === 2);
  assert.equal(await page.locator('[data-testid="thinking"]').getAttribute('data-thinker'), 'worker');
  // Level 5 answers a centre opening in a corner (an edge loses).
  const nought = await onGrid(page).evaluateAll((els) => els.map((e) => e.dataset.at).find((a) => a !== 'grid:1,1'));
  assert.match(nought, /grid:[02],[02]/);
  assert.match(await page.locator('[data-testid="current-player"]').textContent(), /^Crosses' turn$/);
  // One Undo: the computer's nought and the child's cross both go.
  await page.tap('[data-testid="undo"]');
  await page.waitForFunction(() => document.querySelectorAll('.tokens [data-at^="grid:"]').length === 0);
  await page.waitForTimeout(2500);
  assert.equal(await onGrid(page).count(), 0, 'the computer does not play again after the undo');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a browser that cannot start a Web Worker: the page loads the thinking bundle itself and the computer still answers', async () => {
  const { page, context, errors, ...gestures } = await openPage(env.browser, PHONE, `${env.served.url}#/play/tic-tac-toe?seed=3`);
  // An old browser without module workers: the page must think (the player's own bundle has no search).
  await page.addInitScript(() => {
    window.Worker = function Worker() { throw new Error('no module workers here'); };
  });
  await page.reload();
  await page.waitForSelector('[data-testid="board"]');
  await seat(page, 1, '5', 'fast');
  await place(page, gestures, 'crosses-tray', ['grid', 1, 1]);
  await page.waitForFunction(() => document.querySelectorAll('.tokens [data-at^="grid:"]').length === 2, null, { timeout: 15000 });
  assert.equal(await page.locator('[data-testid="thinking"]').getAttribute('data-thinker'), 'page');
  const nought = await onGrid(page).evaluateAll((els) => els.map((e) => e.dataset.at).find((a) => a !== 'grid:1,1'));
  assert.match(nought, /grid:[02],[02]/, 'level 5 answers a centre opening in a corner, as in the worker');
  // The thinking bundle was loaded beside the player's: the player is still what the child sees.
  assert.equal(await page.locator('[data-testid="designer"]').count(), 0);
  assert.match(await page.locator('[data-testid="current-player"]').textContent(), /^Crosses' turn$/);
  await place(page, gestures, 'crosses-tray', ['grid', 0, 1]);
  await page.waitForFunction(() => document.querySelectorAll('.tokens [data-at^="grid:"]').length === 4, null, { timeout: 15000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('thinking that cannot be loaded (the connection lost): the computer says so and tries again until it can', async () => {
  const { page, context, errors, ...gestures } = await openPage(env.browser, PHONE, `${env.served.url}#/play/tic-tac-toe?seed=3`);
  await page.route('**/think/**', (route) => route.abort());
  await seat(page, 1, '2', 'fast');
  await place(page, gestures, 'crosses-tray', ['grid', 1, 1]);
  await page.waitForFunction(() => /cannot think just now/.test(document.querySelector('[data-testid="message"]').textContent), null, { timeout: 15000 });
  assert.equal(await onGrid(page).count(), 1, 'no move was made up');
  // The connection is back: the next try answers, and the child's turn comes back.
  await page.unroute('**/think/**');
  await page.waitForFunction(() => document.querySelectorAll('.tokens [data-at^="grid:"]').length === 2, null, { timeout: 15000 });
  assert.match(await page.locator('[data-testid="current-player"]').textContent(), /^Crosses' turn$/);
  // In a new worker, not on the page (which would freeze the board while it searches).
  assert.equal(await page.locator('[data-testid="thinking"]').getAttribute('data-thinker'), 'worker');
  // Only the failed loads were said in the console: nothing stopped the app.
  assert.deepEqual(errors.filter((e) => !/Failed to load resource|fetch|import/i.test(e.message)), []);
  await context.close();
});

test('Othello against the computer: Show me plays the child a good move, the computer replies, reload keeps the seats', async () => {
  const { page, context, errors } = await openPage(env.browser, PHONE, `${env.served.url}#/play/othello?seed=1`);
  await seat(page, 1, '3', 'fast');
  const hints = page.locator('[data-testid="hints"]');
  while (await page.locator('[data-testid="show-me"]').isHidden()) await hints.tap();
  await page.tap('[data-testid="show-me"]');
  // Black's disc (the show-me move) flips one, then the computer (White) answers: 4 + 1 + 1 discs.
  await page.waitForFunction(() => document.querySelectorAll('.tokens [data-at^="board:"]').length === 6, null, { timeout: 15000 });
  await page.locator('[data-testid="thinking"]').waitFor({ state: 'hidden' });
  assert.match(await page.locator('[data-testid="current-player"]').textContent(), /Black/);
  await page.reload();
  await page.waitForSelector('[data-testid="board"] [data-token]');
  assert.equal(await page.locator('.tokens [data-at^="board:"]').count(), 6);
  // Who plays is kept, and fixed once the game has started.
  await page.tap('[data-testid="seats-button"]');
  const white = page.locator('[data-testid="seat"][data-seat="1"]');
  assert.equal(await white.inputValue(), '3');
  assert.equal(await white.isDisabled(), true);
  assert.match(await page.locator('.seats-fixed').textContent(), /restart it to change who plays/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Morris: the computer's mill is told to the child as the computer's take, and the child's turn comes back", async () => {
  const { page, context, errors, tap } = await openPage(env.browser, PHONE, `${env.served.url}#/play/morris?seed=1`);
  // Black (the computer) has two men on the bottom row and White leaves the third point free.
  const log = ['move white-men:0,0 board:0,0', 'move black-men:0,0 board:6,0', 'move white-men:0,0 board:3,1', 'move black-men:0,0 board:6,3', 'move white-men:0,0 board:1,1'];
  await page.evaluate((log) => {
    localStorage.setItem('tablier.pace', 'slow');
    localStorage.setItem('tablier.play.morris', JSON.stringify({ seed: '1', players: 2, log, seats: [null, 5] }));
  }, log);
  await page.reload();
  await page.waitForSelector('.tokens [data-at="board:6,6"]', { timeout: 10000 });
  await page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent === 'Mill! The computer takes one of your men.');
  assert.equal(await page.locator('[data-testid="hint"]').textContent(), '', 'no "tap a token" for the child');
  // It takes one of White's three men, then White plays again.
  await page.waitForFunction(() => document.querySelectorAll('.tokens [data-at^="board:"]').length === 5, null, { timeout: 10000 });
  await page.waitForFunction(() => /^White's turn\. Place a man: 6 left\.$/.test(document.querySelector('[data-testid="current-player"]').textContent));
  // Where the man was taken stays marked until the child plays.
  const taken = await page.locator('[data-trace="taken"]').getAttribute('data-at');
  assert.ok(['board:0,0', 'board:3,1', 'board:1,1'].includes(taken), taken);
  assert.equal(await page.locator(`.tokens [data-at="${taken}"]`).count(), 0, 'the square is empty');
  // The line says whose man went and where: the circled point.
  assert.equal(await page.locator('[data-testid="message"]').textContent(), 'The computer took one of your men from the circled point.');
  await page.locator('[data-testid="lang"]').click();
  assert.equal(await page.locator('[data-testid="message"]').textContent(), "L'ordinateur a pris un de tes pions sur le point entouré.");
  await page.locator('[data-testid="lang"]').click();
  await tap(await cellCenter(page, 'white-men', 0, 0));
  await tap(await cellCenter(page, 'board', 0, 6));
  await page.waitForFunction(() => document.querySelectorAll('[data-trace]').length === 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a finished game watched again move by move, its scores, and a named save taken up again', async () => {
  const { page, context, errors, ...gestures } = await openPage(env.browser, PHONE, `${env.served.url}#/play/tic-tac-toe?seed=1`);
  // Saved mid-game under a name, then played to the end.
  const moves = [['crosses-tray', ['grid', 0, 0]], ['noughts-tray', ['grid', 1, 1]], ['crosses-tray', ['grid', 0, 1]], ['noughts-tray', ['grid', 2, 2]]];
  for (const [tray, to] of moves) {
    await place(page, gestures, tray, to);
    await page.waitForSelector(`.tokens [data-at="grid:${to[1]},${to[2]}"]`);
  }
  await page.tap('[data-testid="saves"]');
  await page.fill('[data-testid="save-name"]', 'Before the win');
  await page.tap('[data-testid="save-now"]');
  await page.waitForSelector('[data-save="Before the win"]');
  await page.tap('[data-testid="saves-close"]');
  await place(page, gestures, 'crosses-tray', ['grid', 0, 2]);
  const over = page.locator('[data-testid="game-over"]');
  await over.waitFor();
  // Watch it again: from the start, a move at a time, to the end and back.
  await page.tap('[data-testid="replay"]');
  const step = page.locator('[data-testid="replay-step"]');
  assert.equal(await step.textContent(), 'Move 0 of 5');
  assert.equal(await onGrid(page).count(), 0);
  assert.equal(await over.isVisible(), false, 'the end card steps aside');
  await gestures.tap(await cellCenter(page, 'crosses-tray', 0, 0));
  assert.match(await message(page).textContent(), /This is a replay/);
  await page.tap('[data-testid="replay-forward"]');
  await page.tap('[data-testid="replay-forward"]');
  assert.equal(await step.textContent(), 'Move 2 of 5');
  assert.deepEqual(await onGrid(page).evaluateAll((els) => els.map((e) => e.dataset.at).sort()), ['grid:0,0', 'grid:1,1']);
  await page.tap('[data-testid="replay-end"]');
  assert.equal(await step.textContent(), 'Move 5 of 5');
  assert.equal(await page.locator('[data-testid="replay-forward"]').isDisabled(), true);
  await page.tap('[data-testid="replay-back"]');
  assert.equal(await onGrid(page).count(), 4);
  await page.tap('[data-testid="replay-start"]');
  assert.equal(await onGrid(page).count(), 0);
  await page.tap('[data-testid="replay-close"]');
  await over.waitFor();
  assert.equal(await onGrid(page).count(), 5, 'back to the finished game');
  // Its scores: Crosses won once, Noughts lost once.
  await page.tap('[data-testid="stats"]');
  const table = page.locator('[data-testid="stats-table"]');
  assert.equal(await table.locator('tr[data-seat="0"] [data-testid="stat-wins"]').textContent(), '1');
  assert.equal(await table.locator('tr[data-seat="1"] [data-testid="stat-losses"]').textContent(), '1');
  // The named save takes the game back to before the win, after a reload too.
  await page.reload();
  await page.waitForSelector('[data-testid="board"] [data-token]');
  await page.tap('[data-testid="saves"]');
  await page.tap('[data-save="Before the win"] [data-testid="save-load"]');
  await page.waitForFunction(() => document.querySelectorAll('.tokens [data-at^="grid:"]').length === 4);
  assert.equal(await over.isVisible(), false);
  assert.match(await page.locator('[data-testid="current-player"]').textContent(), /Crosses/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('computer against computer, in French: Start, a pace, Pause and Go on', async () => {
  const { page, context, errors } = await openPage(env.browser, PHONE, `${env.served.url}#/play/tic-tac-toe?seed=2`);
  await page.locator('[data-testid="lang"]').tap();
  await page.tap('[data-testid="seats-button"]');
  assert.equal(await page.locator('#seats-question').textContent(), 'Qui joue\u00a0?');
  await page.selectOption('[data-testid="seat"][data-seat="0"]', '1');
  await page.selectOption('[data-testid="seat"][data-seat="1"]', '2');
  await page.tap('[data-pace="slow"]');
  await page.tap('[data-testid="seats-done"]');
  // The computer opens: it waits for Start, so the seats can still be changed.
  const start = page.locator('[data-testid="start"]');
  await start.waitFor();
  assert.equal(await start.textContent(), "Commencer\u00a0: l'ordinateur joue en premier");
  await page.waitForTimeout(2500);
  assert.equal(await onGrid(page).count(), 0);
  await start.tap();
  await page.waitForFunction(() => document.querySelectorAll('.tokens [data-at^="grid:"]').length === 1, null, { timeout: 8000 });
  assert.match(await page.locator('[data-testid="current-player"]').textContent(), /\. L'ordinateur joue\.$/);
  await page.tap('[data-testid="pause"]');
  assert.equal(await page.locator('[data-testid="pause"]').textContent(), 'Continuer');
  await page.waitForTimeout(3000);
  assert.equal(await onGrid(page).count(), 1, 'paused: no move');
  await page.tap('[data-testid="pause"]');
  await page.waitForFunction(() => document.querySelectorAll('.tokens [data-at^="grid:"]').length === 2, null, { timeout: 8000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the turn line says the computer plays, without brackets or its level (the educator\'s), in English and French', async () => {
  const { page, context, errors } = await openPage(env.browser, PHONE, `${env.served.url}#/play/tic-tac-toe?seed=1`);
  await page.evaluate(() => {
    localStorage.setItem('tablier.pace', 'slow');
    localStorage.setItem('tablier.play.tic-tac-toe', JSON.stringify({ seed: '1', players: 2, log: ['move crosses-tray:0,0 grid:1,1'], seats: [null, 0] }));
  });
  await page.reload();
  const turn = page.locator('[data-testid="current-player"]');
  // After the reload the page is drawn again: the turn line may not be there yet.
  await page.waitForFunction(() => /computer/.test(document.querySelector('[data-testid="current-player"]')?.textContent ?? ''));
  assert.equal(await turn.textContent(), "Noughts' turn. The computer plays.");
  await page.locator('[data-testid="lang"]').click();
  assert.equal(await turn.textContent(), "C'est au tour des Ronds. L'ordinateur joue.");
  assert.deepEqual(errors, []);
  await context.close();
});
