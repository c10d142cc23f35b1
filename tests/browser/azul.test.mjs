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

/** A phone held upright, with touch, in a language. */
const phone = (locale) => ({ name: 'phone', touch: true, options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, locale } });

/** Whether a square lies whole within the board's box (a square of another part lies outside it). */
async function drawn(page, board, r, col) {
  const b = await page.locator(`[data-board="${board}"] [data-cell="${r},${col}"]`).boundingBox();
  const s = await page.locator('svg.board').boundingBox();
  return b.y >= s.y - 1 && b.y + b.height <= s.y + s.height + 1 && b.x >= s.x - 1 && b.x + b.width <= s.x + s.width + 1;
}

/** The bag covers no tile of a factory. */
async function bagCoversNoTile(page) {
  const bag = await page.locator('[data-queue="f1"]').boundingBox();
  for (const tile of await page.locator('[data-board^="f"] [data-cell]').all()) {
    const t = await tile.boundingBox();
    const over = bag.x < t.x + t.width && t.x < bag.x + bag.width && bag.y < t.y + t.height && t.y < bag.y + bag.height;
    assert.ok(!over, `the bag ${JSON.stringify(bag)} covers a tile ${JSON.stringify(t)}`);
  }
}

/** No two boards' names are drawn over each other. */
async function noNamesOverlap(page) {
  const boxes = await page.locator('.board-name').evaluateAll((ts) => ts.map((t) => { const b = t.getBoundingClientRect(); return [t.textContent, b.left, b.right, b.top, b.bottom]; }));
  for (const a of boxes) for (const b of boxes) {
    if (a === b) continue;
    const over = a[1] < b[2] - 1 && b[1] < a[2] - 1 && a[3] < b[4] - 1 && b[3] < a[4] - 1;
    assert.ok(!over, `"${a[0]}" runs into "${b[0]}": ${JSON.stringify([a, b])}`);
  }
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
    assert.equal(await page.locator('[data-testid="hint"]').textContent(), 'You hold 3 “Yellow” tiles: now tap one of your rows.');
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
    // Refusals say the rule, and the tile goes back; the whole goal does not follow each one
    // (it is the Help button's: a child heard three sentences after every slip).
    await drag(await c(page, 'f2', 0, 0), await c(page, 'board', 2, 2));
    await page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent.includes('already holds'));
    assert.equal(await message(page).textContent(), 'This row already holds “Yellow” tiles: “Red” tiles cannot go here.');
    assert.equal(await typeAt(page, 'f2:0,0'), 'red', 'the red tile is back in its factory');
    assert.equal(await page.locator('[data-testid="hint"]').textContent(), '');
    await tap(await c(page, 'f2', 0, 0));
    await tap(await c(page, 'board', 1, 16));
    await page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent.includes('belongs'));
    assert.equal(await message(page).textContent(), 'This place belongs to Player 2.');
    assert.ok(await page.locator('.tokens .token.held').count() > 0, 'the red tiles are still in hand');
    // A tap on a yellow tile already in the third row is a tap on that row: its rule is said
    // and the reds stay in hand (it said "This tile does not move." and let them go).
    await tap(await c(page, 'board', 2, 4));
    await page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent.includes('already holds'));
    assert.equal(await message(page).textContent(), 'This row already holds “Yellow” tiles: “Red” tiles cannot go here.');
    assert.ok(await page.locator('.tokens .token.held').count() > 0, 'the red tiles stay in hand');
    // In French, the same rule in French.
    await page.locator('[data-testid="lang"]').click();
    await drag(await c(page, 'f2', 0, 0), await c(page, 'board', 2, 2));
    await page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent.includes('a déjà des'));
    assert.equal(await message(page).textContent(), 'Cette rangée a déjà des tuiles «\u00a0Jaune\u00a0»\u00a0: une tuile «\u00a0Rouge\u00a0» ne peut pas y aller.');
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
  test('a tap on the other player\'s row keeps the tiles in hand; a tap on a row with nothing in hand says where tiles are taken; in English and French', async () => {
    const { page, context, errors, tap } = await open('azul', 2);
    // Nothing in hand: a tap on a row says where tiles come from, in the game's words.
    await tap(await c(page, 'board', 2, 2));
    await page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent !== '');
    assert.equal(await message(page).textContent(), 'First tap a tile in a factory.');
    await tap(await c(page, 'f1', 0, 0));
    await page.waitForFunction(() => document.querySelectorAll('.tokens .token.held').length === 3);
    assert.equal(await message(page).textContent(), '', 'done as asked: the red line goes');
    // Player 2's row: refused, and the three yellows are still held.
    await tap(await c(page, 'board', 2, 14));
    await page.waitForFunction(() => document.querySelector('[data-testid="message"]').classList.contains('refused'));
    assert.match(await message(page).textContent(), /Player 2/);
    assert.equal(await page.locator('.tokens .token.held').count(), 3, 'the tiles stay in hand');
    assert.equal(await page.locator('[data-testid="hint"]').textContent(), 'You hold 3 “Yellow” tiles: now tap one of your rows.');
    // The right row, with no second tap on the factory.
    await tap(await c(page, 'board', 2, 2));
    await page.waitForFunction(() => document.querySelectorAll('.tokens [data-at^="board:2,"]').length === 3);
    // French: Player 2 taps a row with nothing in hand.
    await page.locator('[data-testid="lang"]').click();
    await tap(await c(page, 'board', 2, 14));
    await page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent.startsWith('Touche'));
    assert.equal(await message(page).textContent(), "Touche d'abord une tuile dans une fabrique.");
    assert.deepEqual(errors.map(String), []);
    await context.close();
  });

  test('a phone held upright, in French: the table, then the board of the one to play, a part at a time, at finger size', async () => {
    const { page, context, errors, tap } = await openPage(env.browser, phone('fr-FR'), `${env.served.url}#/play/azul?seed=2948`);
    await page.locator('[data-players="2"]').click();
    await page.waitForSelector('.tokens [data-at="f5:1,1"]');
    const box = (board, r, col) => page.locator(`[data-board="${board}"] [data-cell="${r},${col}"]`).boundingBox();
    const svg = () => page.locator('svg.board').boundingBox();
    const shown = (board, r, col) => drawn(page, board, r, col);
    const pressed = () => page.locator('.parts button[aria-pressed="true"]').getAttribute('data-testid');
    assert.deepEqual(await page.locator('.parts button').allTextContents(), ['Table', 'Mon plateau', 'Tous']);
    // The table first: factories and centre at a finger's size, the boards out of sight.
    assert.equal(await pressed(), 'part-table');
    for (const [board, r, col] of [['f1', 0, 0], ['f5', 1, 1], ['centre', 3, 6]]) {
      const b = await box(board, r, col);
      assert.ok(b.width >= 44 && b.y + b.height <= 844 && (await shown(board, r, col)), `${board}:${r},${col} is ${JSON.stringify(b)}`);
    }
    assert.ok(!(await shown('board', 2, 2)), "Player 1's rows wait for their turn");
    await noNamesOverlap(page);
    await bagCoversNoTile(page);
    // A tap on a yellow tile shows the child's board, where the tiles can go, whole.
    await tap(await c(page, 'f1', 0, 0));
    assert.equal(await pressed(), 'part-mine');
    for (const [r, col] of [[2, 2], [0, 6], [5, 6]]) {
      const b = await box('board', r, col);
      assert.ok(b.width >= 44 && b.y + b.height <= 844 && (await shown('board', r, col)), `board:${r},${col} is ${JSON.stringify(b)}`);
    }
    await tap(await c(page, 'board', 2, 2));
    await page.waitForFunction(() => document.querySelectorAll('.tokens [data-at^="board:2,"]').length === 3);
    // The tiles are seen landing on Player 1's board (not on Player 2's, whose turn it is now),
    // then the table comes back for Player 2.
    const landing = await page.evaluate(() => {
      const svg = document.querySelector('svg.board').getBoundingClientRect();
      const inside = (at) => {
        const r = document.querySelector(`[data-board="board"] [data-cell="${at}"]`).getBoundingClientRect();
        return r.top >= svg.top - 1 && r.bottom <= svg.bottom + 1 && r.left >= svg.left - 1 && r.right <= svg.right + 1;
      };
      return { pressed: document.querySelector('.parts [aria-pressed="true"]').dataset.testid, mine: inside('2,2'), theirs: inside('0,16') };
    });
    assert.deepEqual(landing, { pressed: 'part-mine', mine: true, theirs: false });
    await page.waitForFunction(() => document.querySelector('[data-testid="part-table"]').getAttribute('aria-pressed') === 'true');
    await page.waitForFunction(() => document.querySelector('[role="status"]').textContent.includes('Joueur 2'));
    // Player 2 takes the blue tiles of factory 5: their own board shows, not Player 1's.
    await tap(await c(page, 'f5', 0, 1));
    assert.equal(await pressed(), 'part-mine');
    assert.ok((await shown('board', 0, 16)) && !(await shown('board', 0, 4)), "Player 2's board is shown");
    // A wrong square says why in words that fit, and the board stays put.
    const top = (await svg()).y;
    await tap(await c(page, 'board', 0, 18));
    await page.waitForSelector('.message.refused');
    assert.equal((await svg()).y, top);
    assert.ok(await page.$eval('[role="status"]', (s) => s.scrollHeight <= s.clientHeight + 1), 'the words fit');
    await tap(await c(page, 'board', 0, 16));
    await page.waitForFunction(() => document.querySelector('.tokens [data-at="board:0,16"]'));
    assert.equal(await typeAt(page, 'board:5,12'), 'blue', "the extra tile is on Player 2's floor");
    // Every board, one tap away.
    await page.locator('[data-testid="part-boards"]').tap();
    assert.ok((await shown('board', 2, 2)) && (await shown('board', 0, 16)), 'both boards are shown');
    await page.locator('[data-testid="part-table"]').tap();
    assert.ok(await shown('f1', 0, 0));
    assert.deepEqual(errors.map(String), []);
    await context.close();
  });

  test('a phone held upright, in English, four players: the parts are named, the table at finger size', async () => {
    const { page, context, errors, tap } = await openPage(env.browser, phone('en-GB'), `${env.served.url}#/play/azul?seed=2948`);
    await page.locator('[data-players="4"]').click();
    await page.waitForSelector('.tokens [data-at="f9:1,1"]');
    assert.deepEqual(await page.locator('.parts button').allTextContents(), ['Table', 'My board', 'All boards']);
    // Nine factories and the centre on one screen, every square at a finger's size (27 px as
    // one drawing, 36.5 px while the centre had room for 36 tiles).
    for (const [board, r, col] of [['f1', 0, 0], ['f9', 1, 1], ['centre', 0, 0], ['centre', 3, 6]]) {
      const b = await page.locator(`[data-board="${board}"] [data-cell="${r},${col}"]`).boundingBox();
      assert.ok(b.width >= 44 && b.x >= 0 && b.x + b.width <= 390 && b.y + b.height <= 844 && (await drawn(page, board, r, col)), `${board}:${r},${col} is ${JSON.stringify(b)}`);
    }
    await noNamesOverlap(page);
    await bagCoversNoTile(page);
    // The factories' names at 14 px at least, though the part buttons came after the board
    // was first fitted (its size on the screen changed, not the window's).
    const names = await page.evaluate(() => {
      const scale = document.querySelector('svg.board').getScreenCTM().a;
      return [...document.querySelectorAll('.board-name')].filter((t) => t.textContent.startsWith('Factory')).map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
    });
    assert.ok(names.length === 9 && names.every((n) => n >= 13.9), JSON.stringify(names));
    const svg = () => page.locator('svg.board').boundingBox();
    const shown = (r, col) => drawn(page, 'board', r, col);
    await tap(await c(page, 'f9', 1, 1));
    const row = await page.locator('[data-board="board"] [data-cell="4,0"]').boundingBox();
    assert.ok(row.width >= 44 && row.y + row.height <= 844 && (await shown(4, 0)), `Player 1's fifth row: ${JSON.stringify(row)}`);
    // Every board under "All boards", Player 1's and Player 4's included.
    const top = (await svg()).y;
    await page.locator('[data-testid="part-boards"]').tap();
    assert.ok((await shown(4, 0)) && (await shown(12, 18)), 'the four boards are shown');
    // A wrong square there (Player 2's row) says why in words that fit, the board stays put, and
    // the tiles still in hand bring the child's own board back, where they can go.
    await tap(await c(page, 'board', 4, 12));
    await page.waitForSelector('.message.refused');
    assert.match(await message(page).textContent(), /Player 2/);
    assert.equal((await svg()).y, top);
    assert.ok(await page.$eval('[role="status"]', (s) => s.scrollHeight <= s.clientHeight + 1), 'the words fit');
    await page.waitForFunction(() => document.querySelector('[data-testid="part-mine"]').getAttribute('aria-pressed') === 'true');
    assert.equal(await page.locator('.tokens .token.held').count(), 1, 'the tile is still in hand');
    assert.deepEqual(errors.map(String), []);
    await context.close();
  });

  test('a tray drawn in other columns on a phone keeps its squares\' names: the leftovers go where their names say', async () => {
    // An educator's copy of Azul whose phone arrangement draws the centre four squares wide
    // (`columns`): its 28 squares in seven rows, each square still named by its designed row
    // and column (replays and saves read the same).
    const design = JSON.parse(readFileSync(join(ROOT, 'games/azul.json'), 'utf8'));
    design.phone.columns = { centre: 4 };
    const { page, context, errors, tap } = await openPage(env.browser, phone('en-GB'), env.served.url);
    await page.evaluate((json) => localStorage.setItem('tablier.games', JSON.stringify([{ id: 'azul-narrow', json }])), JSON.stringify(design));
    await page.goto(`${env.served.url}#/play/azul-narrow?seed=2948`);
    await page.locator('[data-players="2"]').click();
    await page.waitForSelector('.tokens [data-at="f1:1,1"]');
    const box = (r, col) => page.locator(`[data-board="centre"] [data-cell="${r},${col}"]`).boundingBox();
    const [first, fourth, fifth, eighth] = [await box(0, 0), await box(0, 3), await box(0, 4), await box(1, 0)];
    const near = (a, b) => Math.abs(a - b) < 1;
    assert.ok(near(first.y, fourth.y) && fourth.x > first.x, 'the first four squares share a row');
    assert.ok(near(fifth.x, first.x) && fifth.y > first.y + first.height / 2, 'the fifth starts the next row');
    assert.ok(near(eighth.x, fourth.x) && near(eighth.y, fifth.y), 'the eighth (row 1, column 0 as designed) ends that row');
    // Yellow taken from factory 1: its blue goes to the first free square of the centre, 0,1.
    await tap(await c(page, 'f1', 0, 0));
    await tap(await c(page, 'board', 2, 2));
    await page.waitForSelector('.tokens [data-at="centre:0,1"]');
    assert.equal(await typeAt(page, 'centre:0,1'), 'blue');
    await page.waitForFunction(() => document.querySelector('[data-testid="part-table"]').getAttribute('aria-pressed') === 'true');
    await page.waitForTimeout(400);
    const tile = await page.locator('.tokens [data-at="centre:0,1"]').boundingBox();
    const square = await box(0, 1);
    assert.ok(near(tile.x + tile.width / 2, square.x + square.width / 2) && near(tile.y + tile.height / 2, square.y + square.height / 2), `the tile ${JSON.stringify(tile)} lies on its square ${JSON.stringify(square)}`);
    assert.deepEqual(errors.map(String), []);
    await context.close();
  });

  test('a tablet held upright, three players, in French: 44 px squares, names of 14 px, nothing to scroll', async () => {
    const TABLET = { name: 'tablet', touch: true, options: { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2, locale: 'fr-FR' } };
    const { page, context, errors, tap } = await openPage(env.browser, TABLET, `${env.served.url}#/play/azul?seed=2948`);
    await page.locator('[data-players="3"]').click();
    await page.waitForSelector('.tokens [data-at="f7:1,1"]');
    const box = (board, r, col) => page.locator(`[data-board="${board}"] [data-cell="${r},${col}"]`).boundingBox();
    for (const [board, r, col] of [['f1', 0, 0], ['f7', 1, 1], ['centre', 0, 0], ['board', 4, 0], ['board', 0, 6], ['board', 5, 6]]) {
      const b = await box(board, r, col);
      assert.ok(b.width >= 44 && b.height >= 44, `${board}:${r},${col} is ${b.width} x ${b.height} px`);
      assert.ok(b.y + b.height <= 1024, `${board}:${r},${col} ends at ${b.y + b.height}, below the screen`);
    }
    await bagCoversNoTile(page);
    // Names and the floor's points, in screen pixels.
    const sizes = await page.evaluate(() => {
      const scale = document.querySelector('svg.board').getScreenCTM().a;
      const px = (el) => parseFloat(getComputedStyle(el).fontSize) * scale;
      const front = [...document.querySelectorAll('.board-name, .zone-name')].filter((t) => t.textContent === 'Joueur 1' || t.textContent.startsWith('Fabrique'));
      return { names: front.map(px), points: px(document.querySelector('.cell-points')), named: front.map((t) => t.textContent) };
    });
    assert.ok(sizes.names.length === 8 && sizes.names.every((n) => n >= 13.9), JSON.stringify(sizes));
    assert.ok(sizes.points >= 13.9, `the floor's points are ${sizes.points} px`);
    await noNamesOverlap(page);
    // All of it on one screen: no parts to choose.
    assert.equal(await page.locator('.parts button:visible').count(), 0);
    // The bag says what it is to a screen reader, and shows one.
    assert.match(await page.locator('[data-queue="f1"]').getAttribute('aria-label'), /^\d+ dans le sac$/);
    assert.equal(await page.locator('[data-queue="f1"] path.bag').count(), 1);
    // The others' boards are smaller, side by side under the front one.
    const p2 = await box('board', 0, 18);
    const p3 = await box('board', 7, 6);
    assert.ok(p2.width < 25 && p3.width < 25 && Math.abs(p2.y - p3.y) < 1, `${JSON.stringify(p2)} ${JSON.stringify(p3)}`);
    // Player 1 plays; Player 2's board comes in front, full size.
    await tap(await c(page, 'f1', 0, 0));
    await tap(await c(page, 'board', 2, 2));
    await page.waitForFunction(() => document.querySelector('[role="status"]').textContent.includes('Joueur 2'));
    const front = await box('board', 4, 12);
    assert.ok(front.width >= 44 && front.y + front.height <= 1024, `Player 2's rows: ${JSON.stringify(front)}`);
    assert.deepEqual(errors.map(String), []);
    await context.close();
  });

  test('against the computer: the points of a round stay written where they were scored until the child plays', async () => {
    const { page, context, errors, tap, drag } = await open('azul', 2);
    await page.tap('[data-testid="seats-button"]');
    await page.waitForSelector('[data-testid="seats"]:visible');
    await page.selectOption('[data-testid="seat"][data-seat="1"]', '1');
    await page.tap('[data-pace="fast"]');
    await page.tap('[data-testid="seats-done"]');
    const mine = await page.locator('[data-board="board"] [data-cell="0,6"]').boundingBox();
    // Three yellows fill row 3: they go to the wall when the round ends.
    await tap(await c(page, 'f1', 0, 0));
    await tap(await c(page, 'board', 2, 2));
    // Then the child sends whatever they take to their floor until the round is over.
    const over = () => page.evaluate(() => /points are counted/.test(document.querySelector('[data-testid="message"]').textContent));
    for (let i = 0; i < 30 && !(await over()); i++) {
      await page.waitForFunction(() => /points are counted|Player 1's turn/.test(document.querySelector('[role="status"]').textContent), null, { timeout: 15000 });
      if (await over()) break;
      // The child's board stays in front while the computer plays.
      assert.deepEqual(await page.locator('[data-board="board"] [data-cell="0,6"]').boundingBox(), mine);
      const tile = page.locator('.tokens [data-at^="f"], .tokens [data-at^="centre"]:not([data-type="first"])');
      const at = await tile.first().getAttribute('data-at');
      const [board, rc] = at.split(':');
      const [r, col] = rc.split(',').map(Number);
      await drag(await c(page, board, r, col), await c(page, 'board', 5, 6));
      await page.waitForFunction((at) => !document.querySelector('[role="status"]').textContent.includes("Player 1's turn") || /points are counted/.test(document.querySelector('[data-testid="message"]').textContent), at);
    }
    await page.waitForFunction(() => /points are counted/.test(document.querySelector('[data-testid="message"]').textContent));
    // The yellow laid on the wall (row 3, its fourth column) scored one, written on it; the
    // floor's sum at its end.
    assert.equal(await page.locator('[data-trace="+1"][data-at="board:2,9"]').count(), 1, await page.locator('[data-trace]').evaluateAll((t) => t.map((e) => e.dataset.trace + '@' + e.dataset.at).join(' ')));
    assert.ok((await page.locator('.trace.points.minus[data-at^="board:5,"]').count()) >= 1, "Player 1's floor says what it cost");
    // Each is written on its own square, wherever that square is drawn (the computer's board,
    // smaller, included).
    const placed = await page.locator('[data-trace]').evaluateAll((ts) => ts.map((t) => {
      const [b, rc] = t.dataset.at.split(':');
      const cell = document.querySelector(`[data-board="${b}"] [data-cell="${rc}"]`).getBoundingClientRect();
      const q = t.getBoundingClientRect();
      const x = q.x + q.width / 2;
      return [t.dataset.at, x >= cell.left && x <= cell.right && q.bottom >= cell.top && q.top <= cell.bottom];
    }));
    assert.ok(placed.length >= 3 && placed.every(([, on]) => on), JSON.stringify(placed));
    // And none covers a board's name ("+1" once hid "Player 2").
    const covered = await page.evaluate(() => {
      const names = [...document.querySelectorAll('.board-name')].map((n) => [n.textContent, n.getBoundingClientRect()]);
      return [...document.querySelectorAll('[data-trace]')].flatMap((t) => {
        const q = t.getBoundingClientRect();
        return names.filter(([, n]) => n.left < q.right - 1 && n.right > q.left + 1 && n.top < q.bottom - 1 && n.bottom > q.top + 1)
          .map(([name]) => `${t.dataset.trace} over "${name}"`);
      });
    });
    assert.deepEqual(covered, []);
    // The computer may open round 2: the points stay, and so does what explains them.
    await page.waitForFunction(() => document.querySelector('[role="status"]').textContent.includes("Player 1's turn"), null, { timeout: 15000 });
    assert.match(await message(page).textContent(), /The points are counted/);
    assert.equal(await page.locator('[data-trace="+1"][data-at="board:2,9"]').count(), 1);
    // The child plays: the traces go.
    const tile = page.locator('.tokens [data-at^="f"]');
    const [board, rc] = (await tile.first().getAttribute('data-at')).split(':');
    const [r, col] = rc.split(',').map(Number);
    await drag(await c(page, board, r, col), await c(page, 'board', 5, 6));
    await page.waitForFunction(() => document.querySelectorAll('[data-trace]').length === 0);
    assert.deepEqual(errors.map(String), []);
    await context.close();
  });
});
