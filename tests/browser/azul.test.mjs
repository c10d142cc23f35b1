// Azul, played as children would on a tablet held sideways (touch), in English and in French:
// the number of players chosen first (the factories and boards follow), tiles taken by tap then
// tap and by drag onto a row, the rest of a factory going to the centre, a tile that overflows
// to the floor, refusals that say the rule (another colour's row, another player's board), and
// the grey wall where the child chooses the column. The layout at seed 2948 for 2 players is
// `tablier show games/azul.json --seed 2948 --players 2`: f1 Y Y / Y B, f2 R W / W W,
// f5 B B / Y R; the grey wall's at seed 1 has f5 B Y / Y B.
// Needs dist/ (scripts/web-build.sh).
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { servedBrowser, openPage, cellCenter, ROOT } from './helpers.mjs';

const env = servedBrowser(before, after);
const LANDSCAPE = { name: 'tablet-landscape', touch: true, options: { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 } };

const status = (page) => page.locator('[role="status"]');
const message = (page) => page.locator('[data-testid="message"]');
const typeAt = (page, at) => page.locator(`.tokens [data-at="${at}"]`).getAttribute('data-type');
const c = (page, board, r, col) => cellCenter(page, board, r, col);

async function open(game, players, seed = 2948) {
  const opened = await openPage(env.browser, LANDSCAPE, `${env.served.url}#/play/${game}?seed=${seed}`);
  await opened.page.locator(`[data-players="${players}"]`).click();
  await opened.page.waitForSelector('[data-board="f1"] [data-cell="0,0"]');
  return opened;
}

describe('Azul (tablet, landscape, touch)', () => {
  test('two players: five factories, tap then tap and drag onto rows, the centre and the floor', async () => {
    const { page, context, errors, tap, drag } = await open('azul', 2);
    assert.equal(await page.locator('[data-board="f5"]').count(), 1);
    assert.equal(await page.locator('[data-board="f6"]').count(), 0, 'factories for more players are not drawn');
    assert.equal(await page.locator('[data-board="board"] [data-cell="7,4"]').count(), 0, 'nor the boards of players 3 and 4');
    // Player 1 taps a yellow tile of factory 1, then a cell of their third row: the three yellows go there.
    await tap(await c(page, 'f1', 0, 0));
    // Every yellow of the factory is framed, as all of them go, and the child is told what next.
    await page.waitForFunction(() => document.querySelectorAll('.tokens .token.held').length === 3);
    const framed = await page.locator('.tokens .token.held').evaluateAll((ts) => ts.map((t) => [t.dataset.at, t.dataset.type]));
    assert.deepEqual(framed.map(([at]) => at.split(':')[0]), ['f1', 'f1', 'f1']);
    assert.ok(framed.every(([, type]) => type === 'yellow'), JSON.stringify(framed));
    assert.equal(await page.locator('[data-testid="hint"]').textContent(), 'Now tap one of your rows.');
    await tap(await c(page, 'board', 2, 2));
    await page.waitForFunction(() => document.querySelectorAll('.tokens [data-at^="board:2,"]').length === 3);
    assert.equal(await page.locator('.tokens .token.held').count(), 0);
    assert.equal(await typeAt(page, 'board:2,4'), 'yellow', 'the row fills from the wall side');
    assert.equal(await page.locator('.tokens [data-at^="f1:"]').count(), 0, 'factory 1 is empty');
    assert.equal(await typeAt(page, 'centre:0,1'), 'blue', 'its blue tile went to the centre');
    await page.waitForFunction(() => document.querySelector('[role="status"]').textContent.includes("Player 2's turn"));
    // Player 2 drags a blue tile of factory 5 onto their first row: one fits, the other falls to the floor.
    await drag(await c(page, 'f5', 0, 1), await c(page, 'board', 0, 16));
    await page.waitForFunction(() => document.querySelector('.tokens [data-at="board:5,12"]'));
    assert.equal(await typeAt(page, 'board:0,16'), 'blue');
    assert.equal(await typeAt(page, 'board:5,12'), 'blue', 'the extra tile is on the floor');
    assert.match(await status(page).textContent(), /Player 1's turn/);
    // Refusals say the rule, and the tile goes back; the hint after a wrong try says how to play.
    await drag(await c(page, 'f2', 0, 0), await c(page, 'board', 2, 2));
    await page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent.includes('already taken'));
    assert.equal(await message(page).textContent(), 'This row is already taken by Yellow: Red cannot go here.');
    assert.equal(await typeAt(page, 'f2:0,0'), 'red', 'the red tile is back in its factory');
    assert.match(await page.locator('[data-testid="hint"]').textContent(), /Take all the tokens of one kind from a tray/);
    await tap(await c(page, 'f2', 0, 0));
    await tap(await c(page, 'board', 1, 16));
    await page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent.includes('belongs'));
    assert.equal(await message(page).textContent(), 'This place belongs to Player 2.');
    // In French, the same rule in French.
    await page.locator('[data-testid="lang"]').click();
    await drag(await c(page, 'f2', 0, 0), await c(page, 'board', 2, 2));
    await page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent.includes('déjà prise'));
    assert.equal(await message(page).textContent(), 'Cette rangée est déjà prise par Jaune : Rouge ne peut pas y aller.');
    assert.match(await status(page).textContent(), /Joueur 1/);
    assert.deepEqual(errors.map(String), []);
    await context.close();
  });

  test('four players: nine factories and four boards', async () => {
    const { page, context, errors } = await open('azul', 4);
    assert.equal(await page.locator('.tokens [data-at^="f9:"]').count(), 4, 'the ninth factory is dealt');
    assert.equal(await page.locator('[data-board="board"] [data-cell="7,22"]').count(), 1, "player 4's wall is drawn");
    assert.match(await status(page).textContent(), /Player 4: 0/);
    assert.deepEqual(errors.map(String), []);
    await context.close();
  });

  test('the grey wall: the child moves the full row onto the column of their choice', async () => {
    const { page, context, errors, tap, drag } = await open('azul-grey-wall', 2, 1);
    // Every factory and the centre emptied with single-tile rows left to fill: take the
    // blues of f5 to row 2 (full at once), then play the other tiles to the floors.
    await drag(await c(page, 'f5', 0, 0), await c(page, 'board', 1, 4));
    assert.equal(await typeAt(page, 'board:1,4'), 'blue');
    assert.equal(await typeAt(page, 'board:1,3'), 'blue');
    // Finish the round: each player in turn takes from the first tray that has tiles, to their floor.
    for (let i = 0; i < 40; i++) {
      const tile = page.locator('.tokens [data-at^="f"], .tokens [data-at^="centre"]:not([data-type="first"])');
      if ((await tile.count()) === 0 || (await page.locator('[role="status"]').textContent()).includes('wall')) break;
      const at = await tile.first().getAttribute('data-at');
      const [board, rc] = at.split(':');
      const [r, col] = rc.split(',').map(Number);
      const me = (await status(page).textContent()).startsWith("Player 1's turn") ? 0 : 12;
      await drag(await c(page, board, r, col), await c(page, 'board', 5, me + 6));
      await page.waitForTimeout(150);
    }
    await page.waitForFunction(() => document.querySelector('[role="status"]').textContent.includes('onto your wall'));
    // Player 1 chooses column 3 of wall row 2 (board:1,9); the blue goes there and scores.
    await drag(await c(page, 'board', 1, 3), await c(page, 'board', 1, 9));
    await page.waitForFunction(() => document.querySelector('.tokens [data-at="board:1,9"]'));
    assert.equal(await typeAt(page, 'board:1,9'), 'blue');
    assert.match(await status(page).textContent(), /Round 2|Player 2.*onto your wall/);
    assert.deepEqual(errors.map(String), []);
    await context.close();
  });
  test('jokers (the designer\'s switch): a tap on a joker takes it along with the colour dragged next', async () => {
    // Azul with the jokers switched on, as an educator's own game; at seed 224 for two players
    // factory 1 holds yellow, blue, a joker and white (`tablier show` of that design).
    const design = JSON.parse(readFileSync(join(ROOT, 'games/azul.json'), 'utf8'));
    design.rules.mosaic.jokers = [0, 1, 2, 2];
    const { page, context, errors, tap, drag } = await openPage(env.browser, LANDSCAPE, env.served.url);
    await page.evaluate((json) => localStorage.setItem('tablier.games', JSON.stringify([{ id: 'azul-jokers', json }])), JSON.stringify(design));
    await page.goto(`${env.served.url}#/play/azul-jokers?seed=224`);
    await page.locator('[data-players="2"]').click();
    await page.waitForSelector('.tokens [data-at="f1:1,0"]');
    assert.equal(await typeAt(page, 'f1:1,0'), 'joker');
    await tap(await c(page, 'f1', 1, 0));
    await page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent.includes('jokers will come'));
    assert.equal(await page.locator('.token.along').count(), 1, 'the joker shows it is chosen');
    await drag(await c(page, 'f1', 0, 1), await c(page, 'board', 1, 3));
    await page.waitForFunction(() => document.querySelector('.tokens [data-at="board:1,3"]'));
    assert.deepEqual([await typeAt(page, 'board:1,4'), await typeAt(page, 'board:1,3')].sort(), ['blue', 'joker']);
    assert.equal(await page.locator('.tokens [data-at^="f1:"]').count(), 0);
    assert.equal(await page.locator('.token.along').count(), 0);
    assert.match(await status(page).textContent(), /Player 2's turn/);
    assert.deepEqual(errors.map(String), []);
    await context.close();
  });
  test('a phone held upright: the boards are stacked (the portrait arrangement), big enough to touch', async () => {
    const PHONE = { name: 'phone', touch: true, options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } };
    const { page, context, errors, tap, drag } = await openPage(env.browser, PHONE, `${env.served.url}#/play/azul?seed=2948`);
    await page.locator('[data-players="2"]').click();
    await page.waitForSelector('.tokens [data-at="f5:1,1"]');
    const cellWidth = async (board, r, col) => (await page.locator(`[data-board="${board}"] [data-cell="${r},${col}"]`).boundingBox()).width;
    assert.ok((await cellWidth('f1', 0, 0)) >= 24, `a factory square is ${await cellWidth('f1', 0, 0)} px wide`);
    const p1 = await page.locator('[data-board="board"] [data-cell="0,6"]').boundingBox();
    const p2 = await page.locator('[data-board="board"] [data-cell="0,18"]').boundingBox();
    assert.ok(p2.y > p1.y + 5 * p1.height && Math.abs(p2.x - p1.x) < 2, "Player 2's board is under Player 1's");
    await tap(await c(page, 'f1', 0, 0));
    await tap(await c(page, 'board', 2, 2));
    await page.waitForFunction(() => document.querySelectorAll('.tokens [data-at^="board:2,"]').length === 3);
    await drag(await c(page, 'f5', 0, 1), await c(page, 'board', 0, 16));
    await page.waitForFunction(() => document.querySelector('.tokens [data-at="board:0,16"]'));
    assert.equal(await typeAt(page, 'board:5,12'), 'blue', "the extra tile is on Player 2's floor");
    assert.deepEqual(errors.map(String), []);
    await context.close();
  });
});
