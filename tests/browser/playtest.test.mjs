// What a play-test on a phone found, as a child sees it: the computer's win is not a
// congratulation (no "Well done", no stars) and the card folds away to show the final board;
// a tap on an empty square plays the disc the tray offers there (Othello, tic-tac-toe), asks
// to choose when the tray offers several kinds, and says the engine's refusal where no disc
// may go; the trays' names stay on the screen in English and French; stars fall with help.
// Needs dist/ (scripts/web-build.sh).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { servedBrowser, openPage, cellCenter, PROFILES, TABLET, solveLittleSums } from './helpers.mjs';

const env = servedBrowser(before, after);
const PHONE = PROFILES.find((p) => p.name === 'phone');

const message = (page) => page.locator('[data-testid="message"]');

/** A saved game taken up again: its log, who plays each seat, the computer's pace. */
async function resume(page, game, log, seats) {
  await page.evaluate(([game, log, seats]) => {
    localStorage.setItem('tablier.pace', 'fast');
    localStorage.setItem(`tablier.play.${game}`, JSON.stringify({ seed: '1', players: 2, log, seats }));
  }, [game, log, seats]);
  await page.reload();
  await page.waitForSelector('[data-testid="board"] [data-token]');
}

test('tic-tac-toe lost to the computer on a phone: a kind word, no stars, and the card folds to show the board', async () => {
  const { page, context, errors } = await openPage(env.browser, PHONE, `${env.served.url}#/play/tic-tac-toe?seed=1`);
  // The child (Crosses) left the middle row to Noughts, the computer at level 5: it wins there.
  const log = ['grid:0,0', 'grid:1,0', 'grid:2,2', 'grid:1,1', 'grid:0,2'].map((to, i) => `move ${i % 2 ? 'noughts' : 'crosses'}-tray:0,0 ${to}`);
  await resume(page, 'tic-tac-toe', log, [null, 5]);
  const over = page.locator('[data-testid="game-over"]');
  await over.waitFor({ timeout: 15000 });
  assert.equal(await over.getAttribute('data-winner'), 'computer');
  assert.equal(await over.locator('.end-text').textContent(), 'The computer wins this time. Try again!');
  assert.doesNotMatch(await over.textContent(), /Well done|wins! /);
  assert.equal(await message(page).textContent(), 'The computer wins this time. Try again!', 'the message line says it too');
  assert.equal(await page.locator('[data-testid="stars"]').count(), 0, 'no stars for losing');
  assert.equal(await page.locator('.status[role="status"]').count(), 1, 'the message line stays');
  // The glowing line is no reward here: it is lit, without its animation.
  const glow = await page.locator('.cell.target').first().evaluate((e) => getComputedStyle(e).animationName);
  assert.equal(glow, 'none');
  // "See the board": the card folds to a bar and every square of the final position is above it.
  await page.tap('[data-testid="see-board"]');
  await page.waitForSelector('[data-testid="game-over"].folded');
  assert.equal(await page.locator('[data-testid="play-again"]').isVisible(), false);
  // Where it comes to rest (it rises once the last move has landed).
  await over.evaluate((e) => Promise.all(e.getAnimations().map((a) => a.finished)));
  const card = await over.boundingBox();
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      const box = await page.locator(`[data-board="grid"] [data-cell="${r},${c}"]`).boundingBox();
      assert.ok(box.y + box.height <= card.y + 1, `square ${r},${c} is not under the folded card`);
    }
  }
  assert.ok(card.y + card.height <= 844, 'the bar is on the screen');
  const back = await page.locator('[data-testid="see-board"]').boundingBox();
  assert.ok(back.x >= card.x && back.x + back.width <= card.x + card.width, 'the button stays inside the bar');
  for (const tray of ['crosses-tray', 'noughts-tray']) {
    const box = await page.locator(`[data-board="${tray}"] [data-cell="0,0"]`).boundingBox();
    assert.ok(box.y + box.height <= card.y + 1, `${tray} is not under the folded card`);
  }
  await page.tap('[data-testid="see-board"]');
  await page.locator('[data-testid="play-again"]').waitFor();
  // In French too.
  await page.locator('[data-testid="lang"]').click();
  assert.equal(await over.locator('.end-text').textContent(), "L'ordinateur gagne cette fois. Essaie encore\u00a0!");
  assert.doesNotMatch(await over.textContent(), /Bravo/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('two people: the winner is still congratulated, with stars', async () => {
  const { page, context, errors } = await openPage(env.browser, PHONE, `${env.served.url}#/play/tic-tac-toe?seed=1`);
  const log = ['grid:0,0', 'grid:1,0', 'grid:2,2', 'grid:1,1', 'grid:0,2', 'grid:1,2'].map((to, i) => `move ${i % 2 ? 'noughts' : 'crosses'}-tray:0,0 ${to}`);
  await resume(page, 'tic-tac-toe', log, [null, null]);
  const over = page.locator('[data-testid="game-over"]');
  await over.waitFor();
  assert.match(await over.locator('.end-text').textContent(), /^Noughts win! Well done!$/);
  assert.equal(await page.getAttribute('[data-testid="stars"]', 'data-stars'), '3');
  assert.equal(await over.getAttribute('data-winner'), null);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Othello on a phone: a tap on an empty square plays a disc there, or says why not', async () => {
  const { page, context, errors, tap } = await openPage(env.browser, PHONE, `${env.served.url}#/play/othello?seed=1`);
  // Where no disc may go: the engine's word, and nothing placed.
  await tap(await cellCenter(page, 'board', 0, 0));
  await page.waitForFunction(() => document.querySelector('[data-testid="message"]').classList.contains('refused'));
  assert.notEqual(await message(page).textContent(), '');
  assert.equal(await page.locator('.tokens [data-at="board:0,0"]').count(), 0);
  // A legal square: Black's disc comes from the tray and turns the white disc it encloses.
  await tap(await cellCenter(page, 'board', 2, 3));
  await page.waitForSelector('.tokens [data-at="board:2,3"][data-type="black-disc"]');
  await page.waitForSelector('.tokens [data-at="board:3,3"][data-type="black-disc"]');
  assert.match(await page.locator('[data-testid="current-player"]').textContent(), /White's turn/);
  // White's turn: a tap plays White's disc.
  await tap(await cellCenter(page, 'board', 2, 2));
  await page.waitForSelector('.tokens [data-at="board:2,2"][data-type="white-disc"]');
  // A child touches a disc on the board first (discs never move), then a legal square: the
  // disc is played there, not refused as a move of the disc touched.
  await tap(await cellCenter(page, 'board', 3, 3));
  await tap(await cellCenter(page, 'board', 2, 1));
  await page.waitForSelector('.tokens [data-at="board:2,1"][data-type="black-disc"]');
  assert.equal(await page.evaluate(() => document.querySelector('[data-testid="message"]').classList.contains('refused')), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Othello, in French: Help's squares light where a tap puts a disc, with no disc to pick up first", async () => {
  const { page, context, errors, tap } = await openPage(env.browser, TABLET, `${env.served.url}#/play/othello?seed=1`);
  await page.waitForSelector('[data-testid="board"] [data-token]');
  await page.locator('[data-testid="lang"]').tap();
  const lit = () => page.$$eval('.cell.target', (els) => els.map((e) => e.dataset.cell).sort());
  // Words first, then the squares: Black's four moves, lit with nothing held.
  await page.locator('[data-testid="hints"]').tap();
  assert.deepEqual(await lit(), []);
  await page.locator('[data-testid="hints"]').tap();
  await page.waitForFunction(() => document.querySelectorAll('.cell.target').length === 4);
  assert.deepEqual(await lit(), ['2,3', '3,2', '4,5', '5,4']);
  assert.doesNotMatch(await page.locator('[data-testid="hint"]').textContent(), /Prends un jeton/);
  // A tap on one plays there.
  await tap(await cellCenter(page, 'board', 3, 2));
  await page.waitForSelector('.tokens [data-at="board:3,2"][data-type="black-disc"]');
  assert.deepEqual(errors, []);
  await context.close();
});

test('tic-tac-toe: a tap on an empty square places a cross; a sorting game asks to choose a picture first', async () => {
  const { page, context, errors, tap } = await openPage(env.browser, PHONE, `${env.served.url}#/play/tic-tac-toe?seed=1`);
  await tap(await cellCenter(page, 'grid', 1, 1));
  await page.waitForSelector('.tokens [data-at="grid:1,1"][data-type="cross"], .tokens [data-at="grid:1,1"]');
  assert.match(await page.locator('[data-testid="current-player"]').textContent(), /Noughts' turn/);
  await context.close();
  const families = await openPage(env.browser, PHONE, `${env.served.url}#/play/families?seed=5`);
  await families.tap(await cellCenter(families.page, 'grid', 0, 0));
  await families.page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent === 'First tap a token in your tray.');
  assert.equal(await families.page.locator('.tokens [data-at^="grid:"]').count(), 0, 'no answer given away');
  await families.page.locator('[data-testid="lang"]').click();
  await families.page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent === "Touche d'abord un jeton dans ta réserve.");
  assert.deepEqual([...errors, ...families.errors], []);
  await families.context.close();
});

test("the trays' names are not cut at 390 px, in English and French", async () => {
  for (const game of ['othello', 'tic-tac-toe', 'morris']) {
    const { page, context, errors } = await openPage(env.browser, PHONE, `${env.served.url}#/play/${game}?seed=1`);
    for (const lang of ['en', 'fr']) {
      if (lang === 'fr') await page.locator('[data-testid="lang"]').click();
      await page.waitForFunction((lang) => document.documentElement.lang === lang, lang);
      const names = await page.$$eval('.board-name', (els) => els.map((e) => {
        const r = e.getBoundingClientRect();
        return { text: e.textContent, left: r.left, right: r.right };
      }));
      assert.ok(names.length > 0);
      for (const n of names) assert.ok(n.left >= 0 && n.right <= 390, `${game} (${lang}): "${n.text}" from ${n.left} to ${n.right}`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('stars fall with the help used, and the card says why', async () => {
  const { page, context, errors, tap } = await openPage(env.browser, PHONE, `${env.served.url}#/play/arithmetic?seed=4`);
  // Two steps of help for a game of three moves: one star.
  await page.tap('[data-testid="hints"]');
  await page.tap('[data-testid="hints"]');
  await page.waitForSelector('[data-testid="hints"][data-level="2"]');
  await solveLittleSums(page, tap);
  const over = page.locator('[data-testid="game-over"]');
  await over.waitFor();
  assert.equal(await page.getAttribute('[data-testid="stars"]', 'data-stars'), '1');
  assert.equal(await page.locator('[data-testid="stars"] .star.lit').count(), 1);
  assert.match(await page.locator('[data-testid="end-helps"]').textContent(), /^You used help 2 times\. Next time, try a few more moves on your own!$/);
  await page.locator('[data-testid="lang"]').click();
  assert.match(await page.locator('[data-testid="end-helps"]').textContent(), /^Tu as utilisé l'aide 2 fois\./);
  assert.deepEqual(errors, []);
  await context.close();
});
