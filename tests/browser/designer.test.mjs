// The designer, used as an educator would: games built from a blank design with pointer
// events only (no JSON injected), test-played to a win, exported and checked by the native
// command line. Each build counts the user's actions (taps, drags, typed fields).
// Needs dist/ (scripts/web-build.sh) and target/release/tablier.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { servedBrowser, PROFILES, TABLET, openPage, ROOT, BUILTIN, cellCenter, hands, trayTokens } from './helpers.mjs';

const env = servedBrowser(before, after);
const CLI = join(ROOT, 'target/release/tablier');


/** Open a group of the Rules tab's "More rules" (one tap) unless the design already uses it. */
async function openRules(page, hand, group) {
  if (!(await page.locator(`[data-group="${group}"]`).evaluate((e) => e.open))) await hand.tap(`[data-group="${group}"] summary`);
}

/** "+ New game", then a starting point (a blank page unless said). */
async function newGame(page, hand, start = 'blank') {
  await hand.tap('[data-testid="new-game"]');
  await page.waitForSelector('[data-testid="starts"]', { timeout: 20000 });
  await hand.tap(`[data-start="${start}"]`);
  await page.waitForSelector('[data-testid="designer"]', { timeout: 20000 });
  // The designer opens on the Game tab; these builds go on in the Tokens tab (one tap, counted).
  await hand.tap('[data-tab="tokens"]');
}

/** Open the library in a profile, start a blank design, run `body`, and check the page
 * logged no error. */
async function fromBlank(profile, body) {
  const { page, context, errors, ...gestures } = await openPage(env.browser, profile, env.served.url);
  const hand = hands(page, gestures);
  await newGame(page, hand);
  await body({ page, hand, gestures });
  assert.deepEqual(errors, []);
  await context.close();
}

/** Export the design through the UI; returns its path on disk. */
async function exportDesign(page, hand) {
  const download = page.waitForEvent('download');
  await hand.tap('[data-testid="export-design"]');
  const file = join(mkdtempSync(join(tmpdir(), 'tablier-')), 'design.json');
  await (await download).saveAs(file);
  return file;
}

/** The game in progress of the design being edited, as saved by the player: seed and actions. */
async function savedPlay(page) {
  return page.evaluate(() => {
    const id = decodeURIComponent(location.hash.split('/edit/')[1]);
    return JSON.parse(localStorage.getItem(`tablier.play.${id}`));
  });
}

/** The exported design replays the test-play's actions to the same end, natively. */
function replaysTo(file, play, status) {
  const actions = join(mkdtempSync(join(tmpdir(), 'tablier-')), 'play.actions');
  writeFileSync(actions, play.log.join('\n') + '\n');
  const out = execFileSync(CLI, ['replay', file, actions, '--seed', String(play.seed)], { encoding: 'utf8' }).trim().split('\n');
  const last = JSON.parse(out.at(-1));
  assert.equal(last.status, status, out.at(-1));
  assert.ok(out.every((l) => JSON.parse(l).ok !== undefined));
}

async function tokenAt(page, at) {
  return page.locator(`[data-testid="board"] [data-token][data-at="${at}"]`).first();
}

/** Play a memory by remembering what each card showed, as a child would. */
async function playMemory(page, gestures, cards = 16) {
  const seen = new Map(); // at -> type
  const cells = await page.$$eval('[data-testid="board"] [data-token][data-face="down"]', (els) => els.map((e) => e.dataset.at));
  const tapCard = async (at) => {
    const box = await (await tokenAt(page, at)).boundingBox();
    await gestures.tap({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    await page.waitForSelector(`[data-token][data-at="${at}"][data-face="up"], [data-testid="game-over"]`, { timeout: 3000 }).catch(() => {});
    const type = await page.$eval(`[data-token][data-at="${at}"]`, (e) => e.dataset.type).catch(() => null);
    if (type) seen.set(at, type);
    return type;
  };
  const settle = () => page.waitForFunction(() => document.querySelectorAll('[data-token][data-face="up"]').length === 0, null, { timeout: 4000 }).catch(() => {});
  let taps = 0;
  for (let guard = 0; guard < 64; guard++) {
    const left = await page.$$eval('[data-testid="board"] [data-token][data-face="down"]', (els) => els.map((e) => e.dataset.at));
    if (left.length === 0 || (await page.locator('[data-testid="game-over"]').count())) break;
    // A known pair first; else an unknown card, then its twin if known.
    const known = [...seen.entries()].filter(([at]) => left.includes(at));
    const pair = known.find(([a, t]) => known.some(([b, u]) => b !== a && u === t));
    let first;
    let second;
    if (pair) {
      first = pair[0];
      second = known.find(([b, u]) => b !== first && u === pair[1])[0];
      await tapCard(first);
      await tapCard(second);
    } else {
      first = left.find((at) => !seen.has(at)) ?? left[0];
      const type = await tapCard(first);
      second = [...seen.entries()].find(([b, u]) => b !== first && u === type && left.includes(b))?.[0]
        ?? left.find((at) => at !== first && !seen.has(at)) ?? left.find((at) => at !== first);
      await tapCard(second);
    }
    taps += 2;
    await settle();
  }
  assert.ok(cells.length === cards, `${cards} cards, got ${cells.length}`);
  return taps;
}


const canvasCell = (r, c, board = 'grid') => `[data-testid="canvas"] [data-board="${board}"] [data-cell="${r},${c}"]`;

/** Drag every token of the tray to a free cell of its zone; one wrong drop first. */
async function playClassification(page, gestures, zoneColumn) {
  const free = { 0: ['0,0', '1,0'], 1: ['0,1', '1,1'] };
  let wrongTried = false;
  for (let guard = 0; guard < 12; guard++) {
    if (await page.locator('[data-testid="game-over"]').count()) break;
    const inTray = await trayTokens(page);
    if (inTray.length === 0) break;
    const { at, type } = inTray[0];
    const [r, c] = at.split(':')[1].split(',').map(Number);
    const from = await cellCenter(page, 'tray', r, c);
    const column = zoneColumn[type];
    if (!wrongTried) {
      wrongTried = true;
      const wrong = free[1 - column][0].split(',').map(Number);
      await gestures.drag(from, await cellCenter(page, 'grid', wrong[0], wrong[1]));
      await page.waitForFunction(() => document.querySelector('[role="status"] .refused, .message.refused'));
      assert.ok(await page.locator(`[data-token][data-at="${at}"]`).count(), 'a refused token goes back to the tray');
    }
    const target = free[column].shift().split(',').map(Number);
    await gestures.drag(await cellCenter(page, 'tray', r, c), await cellCenter(page, 'grid', target[0], target[1]));
    await page.waitForSelector(`[data-token][data-at="grid:${target[0]},${target[1]}"]`, { timeout: 3000 });
  }
}

/** Solve a small sliding puzzle: breadth-first over the positions read from the page. */
function solveSlide(tiles, goal, rows, cols) {
  const key = (m) => Object.keys(m).sort().map((t) => `${t}@${m[t]}`).join(' ');
  const cells = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) cells.push(`${r},${c}`);
  const start = { ...tiles };
  const queue = [[start, []]];
  const seen = new Set([key(start)]);
  while (queue.length) {
    const [pos, path] = queue.shift();
    if (Object.keys(goal).every((t) => pos[t] === goal[t])) return path;
    const blank = cells.find((c) => !Object.values(pos).includes(c));
    const [br, bc] = blank.split(',').map(Number);
    for (const [t, at] of Object.entries(pos)) {
      const [r, c] = at.split(',').map(Number);
      if (Math.abs(r - br) + Math.abs(c - bc) !== 1) continue;
      const next = { ...pos, [t]: blank };
      if (seen.has(key(next))) continue;
      seen.add(key(next));
      queue.push([next, [...path, [at, blank]]]);
    }
  }
  throw new Error('no solution');
}

for (const profile of PROFILES) {
  describe(`designer (${profile.name})`, () => {
    test('builds the memory game from blank, test-plays it to a win, exports a design that plays the same', () => fromBlank(profile, async ({ page, hand, gestures }) => {
      // One truth: the problems panel says what is missing before the game can be played.
      assert.equal(await page.locator('[data-testid="problems"]').getAttribute('data-count'), '1');
      assert.match(await page.locator('[data-testid="problems"]').textContent(), /Nothing can be played yet/);
      // Tested at once, a blank design says why nothing happens.
      await page.click('[data-testid="test-play"]');
      assert.match(await page.locator('[data-testid="designer-message"]').textContent(), /Nothing can be played yet/);
      await page.click('[data-testid="back-to-edit"]');
      // The first card: turned over by tapping, a back and a front picture.
      await hand.tap('[data-testid="new-token"]');
      await hand.tap('[data-testid="mode"] [data-choice="0"]');
      await hand.tap('[data-testid="picture-side"] [data-choice="1"]');
      await hand.tap('[data-testid="gallery"] [data-picture="card-back"]');
      await hand.tap('[data-testid="picture-side"] [data-choice="0"]');
      await hand.tap('[data-testid="gallery"] [data-picture="ball-red"]');
      // Seven more, each keeping the settings of the one before: a new token and its picture.
      for (const colour of ['blue', 'green', 'yellow', 'purple', 'orange', 'pink', 'black']) {
        await hand.tap('[data-testid="new-token"]');
        await hand.tap(`[data-testid="gallery"] [data-picture="ball-${colour}"]`);
      }
      assert.equal(await page.locator('[data-token-type]').count(), 8);
      assert.equal(await page.locator('[data-token-type="token-8"] .palette-name').textContent(), 'Black ball', 'a token is named after its picture');
      await hand.tap('[data-testid="fill-grid"]');
      assert.equal(await page.locator('[data-testid="canvas"] [data-placed]').count(), 16, 'two of each on the 4 x 4 grid');
      assert.equal(await page.locator('[data-token-type="token-1"] [data-testid="count"]').textContent(), '2 placed', 'how many are placed, in words (not "2/∞")');
      // Rules: a pair is taken away; the game is won when the grid is empty.
      await hand.tap('[data-tab="rules"]');
      await openRules(page, hand, 'together');
      await hand.tap('[data-testid="if-matched"] [data-choice="1"]');
      await openRules(page, hand, 'winning');
      await hand.tap('[data-testid="win-grid-empty"]');
      const building = hand.count;
      await hand.tap('[data-testid="test-play"]');
      await page.waitForSelector('[data-testid="board"] [data-token]');
      const taps = await playMemory(page, gestures);
      await page.waitForSelector('[data-testid="game-over"][data-result="won"]', { timeout: 5000 });
      await hand.tap('[data-testid="back-to-edit"]');
      const file = await exportDesign(page, hand);
      execFileSync(CLI, ['validate', file]);
      replaysTo(file, await savedPlay(page), 'won');
      console.log(`# memory (${profile.name}): ${building} actions to build, ${hand.count} with test-play and export, plus ${taps} taps to play`);
      assert.ok(building <= 40, `${building} actions`);
    }));

    test('builds the classification game (zones with properties, a tray with a queue) and wins it', () => fromBlank(profile, async ({ page, hand, gestures }) => {
      // A 2 x 2 grid and a tray for the player.
      await hand.tap('[data-tab="boards"]');
      for (const line of ['rows', 'columns', 'rows', 'columns']) await hand.tap(`[data-testid="${line}"] [data-step="down"]`);
      await hand.tap('[data-testid="add-tray"]');
      await hand.tap('[data-tab="players"]');
      await hand.choose('[data-testid="player-tray"]', 'tray');
      // Two zones, each a column, each asking for a property.
      await hand.tap('[data-tab="zones"]');
      for (const [name, property, column] of [['Fruit', 'fruit', 0], ['Animals', 'animal', 1]]) {
        await hand.tap('[data-testid="add-zone"]');
        await hand.type('[data-testid="zone-name"]', name);
        await hand.type('[data-testid="zone-properties-new"]', property);
        await hand.drag(canvasCell(0, column), canvasCell(1, column));
      }
      assert.equal(await page.locator('[data-testid="canvas"] [data-zone="zone-1"]').count(), 2, 'the brush painted a column');
      // Four pictures in the tray's queue: two fruit, two animals.
      await hand.tap('[data-tab="tokens"]');
      for (const [picture, family] of [['fruit-apple', 'fruit'], ['fruit-pear', 'fruit'], ['animal-cat', 'animal'], ['animal-dog', 'animal']]) {
        await hand.tap('[data-testid="new-token"]');
        await hand.tap(`[data-testid="gallery"] [data-picture="${picture}"]`);
        // A new token has no property, and "Keep settings" never copies one (issue #37): each
        // is given its family.
        assert.equal(await page.locator('[data-testid="properties"] .chip[data-chip]').count(), 0);
        await hand.tap(`[data-testid="properties"] [data-known="${family}"]`);
        const chosen = await page.$eval('.palette-entry[aria-pressed="true"]', (e) => e.dataset.tokenType);
        await page.evaluate(() => window.scrollTo(0, 0));
        await hand.drag(`[data-token-type="${chosen}"]`, canvasCell(0, 1, 'tray'));
      }
      assert.equal(await page.locator('[data-testid="canvas"] [data-queued]').count(), 3, 'a 1 x 3 tray shows three of the four queued');
      assert.equal(await page.locator('[data-testid="canvas"] .queue-count').textContent(), '+1');
      assert.equal(await page.locator('[data-testid="problems"]').getAttribute('data-count'), '0');
      const building = hand.count;
      await hand.tap('[data-testid="test-play"]');
      await page.waitForSelector('[data-testid="board"] [data-token]');
      await playClassification(page, gestures, { 'token-1': 0, 'token-2': 0, 'token-3': 1, 'token-4': 1 });
      await page.waitForSelector('[data-testid="game-over"][data-result="won"]', { timeout: 5000 });
      await hand.tap('[data-testid="back-to-edit"]');
      const file = await exportDesign(page, hand);
      const design = JSON.parse(readFileSync(file, 'utf8'));
      assert.deepEqual(design.grid.zones.map((z) => z.properties), [['fruit'], ['animal']]);
      assert.equal(design.trays[0].queue.length, 4);
      replaysTo(file, await savedPlay(page), 'won');
      // A new waiting area for the player, made from the player's card.
      await hand.tap('[data-tab="players"]');
      await hand.choose('[data-testid="player-waiting"]', '+new');
      assert.equal(await page.locator('[data-testid="canvas"] [data-board="waiting-area-player-1"]').count(), 1);
      assert.equal(await page.inputValue('[data-testid="player-waiting"]'), 'waiting-area-player-1');
      console.log(`# classification (${profile.name}): ${building} actions to build`);
    }));

    test('builds a sliding puzzle with per-cell direction tables and solves it', () => fromBlank(profile, async ({ page, hand, gestures }) => {
      await hand.tap('[data-tab="boards"]');
      for (const line of ['rows', 'columns', 'rows', 'columns']) await hand.tap(`[data-testid="${line}"] [data-step="down"]`);
      // Three tiles that slide one square, placed by tapping the palette then a square.
      await hand.tap('[data-tab="tokens"]');
      await hand.tap('[data-testid="new-token"]');
      await hand.tap('[data-testid="in-grid"] [data-choice="1"]');
      const tiles = [['tile-1', '0,0'], ['tile-2', '0,1'], ['tile-3', '1,0']];
      for (const [picture, at] of tiles) {
        if (picture !== 'tile-1') await hand.tap('[data-testid="new-token"]');
        await hand.tap(`[data-testid="gallery"] [data-picture="${picture}"]`);
        // A picture gives no hidden property: the tile's number is said (Advanced: properties).
        if (!(await page.locator('[data-testid="advanced-properties"]').evaluate((e) => e.open))) await hand.tap('[data-testid="advanced-properties"] summary');
        await hand.type('[data-testid="properties-new"]', picture.split('-')[1]);
        const [r, c] = at.split(',');
        await page.evaluate(() => window.scrollTo(0, 0));
        await hand.tap(canvasCell(r, c));
      }
      assert.equal(await page.locator('[data-testid="canvas"] [data-placed]').count(), 3);
      // Each tile's home is a zone asking for its number.
      await hand.tap('[data-tab="zones"]');
      for (const [picture, at] of tiles) {
        await hand.tap('[data-testid="add-zone"]');
        await hand.tap(`[data-testid="zone-properties"] [data-known="${picture.split('-')[1]}"]`);
        const [r, c] = at.split(',');
        await page.evaluate(() => window.scrollTo(0, 0));
        await hand.tap(canvasCell(r, c));
      }
      // Direction tables: no wrapping at the edges, then one square's own table by its toggles.
      await hand.tap('[data-tab="cells"]');
      await hand.tap('[data-testid="no-wrap"]');
      await page.evaluate(() => window.scrollTo(0, 0));
      await hand.tap(canvasCell(0, 0));
      assert.equal(await page.locator('[data-dir="downright"]').getAttribute('aria-pressed'), 'false');
      await hand.tap('[data-dir="downright"]');
      assert.equal(await page.locator('[data-dir="downright"]').getAttribute('aria-pressed'), 'true', 'the chosen square allows the diagonal');
      await hand.tap('[data-dir="downright"]');
      // Tiles may pass through other tiles' homes.
      await hand.tap('[data-tab="rules"]');
      await openRules(page, hand, 'together');
      await hand.tap('[data-testid="if-not-matched"] [data-choice="1"]');
      const building = hand.count;
      await hand.tap('[data-testid="test-play"]');
      await page.waitForSelector('[data-testid="board"] [data-token]');
      const places = await page.$$eval('[data-testid="board"] [data-token]', (els) => Object.fromEntries(els.map((e) => [e.dataset.type, e.dataset.at.split(':')[1]])));
      const path = solveSlide(places, { 'token-1': '0,0', 'token-2': '0,1', 'token-3': '1,0' }, 2, 2);
      for (const [from, to] of path) {
        const [a, b] = [from.split(',').map(Number), to.split(',').map(Number)];
        await gestures.drag(await cellCenter(page, 'grid', a[0], a[1]), await cellCenter(page, 'grid', b[0], b[1]));
        await page.waitForSelector(`[data-token][data-at="grid:${to}"]`, { timeout: 3000 });
      }
      await page.waitForSelector('[data-testid="game-over"][data-result="won"]', { timeout: 5000 });
      await hand.tap('[data-testid="back-to-edit"]');
      const file = await exportDesign(page, hand);
      const design = JSON.parse(readFileSync(file, 'utf8'));
      assert.deepEqual(design.grid.cells.find((c) => c.at[0] === 0 && c.at[1] === 0).moves, ['right', 'down'], 'the corner keeps its own table');
      assert.ok(design.token_types.every((t) => t.in_grid === 'one-cell'));
      replaysTo(file, await savedPlay(page), 'won');
      console.log(`# sliding puzzle (${profile.name}): ${building} actions to build, solved in ${path.length} moves`);
    }));

    test('undo and redo every edit (buttons and keys); the draft survives a reload', () => fromBlank(profile, async ({ page, hand, gestures }) => {
      await hand.tap('[data-testid="new-token"]');
      await hand.tap('[data-testid="gallery"] [data-picture="animal-owl"]');
      for (const at of [[0, 0], [1, 1]]) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await hand.tap(canvasCell(...at));
      }
      const placed = () => page.locator('[data-testid="canvas"] [data-placed]').count();
      assert.equal(await placed(), 2);
      await hand.tap('[data-testid="undo"]');
      assert.equal(await placed(), 1);
      await hand.tap('[data-testid="redo"]');
      assert.equal(await placed(), 2);
      if (!profile.touch) {
        await page.keyboard.press('Control+z');
        assert.equal(await placed(), 1);
        await page.keyboard.press('Control+Shift+z');
        assert.equal(await placed(), 2);
      }
      await hand.type('[data-testid="game-name"]', 'Owls');
      // A design with a problem is kept too: one copy of a token placed twice.
      await hand.tap('[data-testid="copies"] [data-step="up"]');
      await page.waitForSelector('[data-testid="problems"]:not([data-count="0"])');
      assert.match(await page.locator('[data-testid="problem-count"]').textContent(), /⚠ 1/, 'the toolbar shows there is a problem');
      await page.reload();
      await page.waitForSelector('[data-testid="designer"]');
      assert.equal(await page.inputValue('[data-testid="game-name"]'), 'Owls');
      assert.equal(await page.locator('[data-testid="canvas"] [data-placed][data-type="token-1"]').count(), 2, 'the placed tokens are still there after a reload');
      assert.notEqual(await page.locator('[data-testid="problems"]').getAttribute('data-count'), '0', 'and so is the problem');
      // Tapping the problem opens what it is about.
      await hand.tap('[data-testid="problems"] .problem');
      assert.equal(await page.locator('[data-tab="tokens"]').getAttribute('aria-selected'), 'true');
      assert.equal(await page.locator('[data-token-type="token-1"]').getAttribute('aria-pressed'), 'true');
      // Home: the player's library (the designer's bundle has none of its own).
      await hand.tap('[data-testid="designer"] [data-testid="library"]');
      await page.waitForSelector('.library');
      assert.ok(!page.url().includes('/design/'), page.url());
      assert.equal(await page.locator('[data-testid="game"] h2', { hasText: 'Owls' }).count(), 1, 'the library shows the edited game');
    }));

    test('a bad upload says why and changes nothing', () => fromBlank(profile, async ({ page, hand, gestures }) => {
      await hand.tap('[data-testid="new-token"]');
      await hand.tap('[data-testid="gallery"] [data-picture="animal-cat"]');
      const front = () => page.$eval('[data-testid="gallery"] [aria-pressed="true"]', (e) => e.dataset.picture);
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      const huge = Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024 - png.length)]);
      const cases = [
        [{ name: 'big.png', mimeType: 'image/png', buffer: huge }, /too big \(20\.0 MB\)/],
        [{ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some words, not a picture') }, /not a picture/],
        [{ name: 'evil.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>') }, /holds a script/],
      ];
      for (const [file, said] of cases) {
        await page.setInputFiles('[data-testid="upload"]', file);
        await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('[data-testid="designer-message"] .refused')?.textContent), said.source, { timeout: 10000 })
          .catch(async () => assert.fail(`"${await page.locator('[data-testid="designer-message"]').textContent()}" does not say ${said}`));
        assert.equal(await front(), 'animal-cat', 'the picture stays as it was');
        await hand.tap('[data-testid="gallery"] [data-picture="animal-cat"]');
      }
      // A good SVG is drawn into a PNG stored in the design.
      await page.setInputFiles('[data-testid="upload"]', { name: 'sun.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><circle cx="200" cy="100" r="90" fill="orange"/></svg>') });
      await page.waitForSelector('[data-testid="gallery"] [data-picture="uploaded"]');
      const src = await page.getAttribute('[data-testid="gallery"] [data-picture="uploaded"] img', 'src');
      assert.match(src, /^data:image\/(png|webp);base64,/);
      const size = await page.evaluate((s) => new Promise((ok) => { const i = new Image(); i.onload = () => ok([i.width, i.height]); i.src = s; }), src);
      assert.deepEqual(size, [256, 128], 'drawn at most 256 pixels, keeping its shape');
      // The same for a board's background.
      await hand.tap('[data-tab="boards"]');
      await page.setInputFiles('[data-testid="upload-background"]', { name: 'sky.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="skyblue"/></svg>') });
      await page.waitForSelector('[data-testid="canvas"] [data-board="grid"] image[href^="data:image/"]');
    }));

    test('boards move and grow by drag; a token dragged off the boards is removed; a row holding tokens stays', () => fromBlank(profile, async ({ page, hand, gestures }) => {
      await hand.tap('[data-testid="new-token"]');
      await hand.tap('[data-testid="gallery"] [data-picture="animal-duck"]');
      await page.evaluate(() => window.scrollTo(0, 0));
      await hand.tap(canvasCell(3, 3));
      // Drag the placed duck to another square, then off every board.
      await hand.drag(canvasCell(3, 3), canvasCell(0, 0));
      assert.equal(await page.locator('[data-testid="canvas"] [data-placed="0,0"]').count(), 1, 'the duck moved');
      await hand.tap(canvasCell(2, 2));
      const canvas = await page.locator('[data-testid="canvas"]').boundingBox();
      const from = await hand.centre(canvasCell(0, 0));
      await gestures.drag(from, { x: canvas.x + canvas.width - 8, y: from.y });
      assert.equal(await page.locator('[data-testid="canvas"] [data-placed]').count(), 1, 'dropped off the boards, the duck is gone');
      // The grid grows by its corner handle and shrinks back, keeping the row with the duck.
      await hand.tap('[data-tab="boards"]');
      await page.evaluate(() => window.scrollTo(0, 0));
      const corner = await hand.centre('[data-testid="resize"]');
      const cell = await page.locator(canvasCell(0, 0)).boundingBox();
      await gestures.drag(corner, { x: corner.x + cell.width * 2, y: corner.y + cell.height });
      assert.equal(await page.locator('[data-testid="rows"] output').textContent(), '5');
      assert.equal(await page.locator('[data-testid="columns"] output').textContent(), '6');
      for (let i = 0; i < 3; i++) await hand.tap('[data-testid="rows"] [data-step="down"]');
      assert.equal(await page.locator('[data-testid="rows"] output').textContent(), '3', 'row 3 holds the duck');
      assert.match(await page.locator('[data-testid="designer-message"]').textContent(), /holds tokens/);
      // Moved by its name bar, snapped to ten pixels.
      await hand.tap('[data-testid="add-tray"]');
      await page.evaluate(() => window.scrollTo(0, 0));
      const bar = await hand.centre('[data-board="tray"] [data-testid="board-bar"]');
      // Where the tray's first square is in the design (pixels of the play area).
      const place = () => page.$eval('[data-testid="canvas"] [data-board="tray"] rect[data-cell="0,0"]', (e) => [Number(e.getAttribute('x')), Number(e.getAttribute('y'))]);
      const before = await place();
      await gestures.drag(bar, { x: bar.x + 60, y: bar.y + 20 });
      const after = await place();
      assert.ok(after[0] > before[0] && after[1] > before[1], `the tray moved: ${before} -> ${after}`);
      assert.ok(after.every((v) => v % 10 === 0), `snapped to ten pixels: ${after}`);
      await hand.tap('[data-testid="undo"]');
      assert.deepEqual(await place(), before, 'one undo takes the whole drag back');
    }));

    test('a change during test-play: the game goes on unchanged, or starts again with a word after an edit', async () => {
      const { page, context, errors, ...gestures } = await openPage(env.browser, profile, `${env.served.url}design/#/edit/solitaire-english`);
      await page.waitForSelector('[data-testid="designer"] [data-testid="canvas"]');
      const hand = hands(page, gestures);
      await hand.tap('[data-testid="test-play"]');
      await page.waitForSelector('[data-testid="board"] [data-token]');
      await gestures.drag(await cellCenter(page, 'grid', 1, 3), await cellCenter(page, 'grid', 3, 3));
      await page.waitForSelector('[data-token][data-at="grid:3,3"]');
      // Back to editing and straight back to the test, nothing changed: the game goes on.
      await hand.tap('[data-testid="back-to-edit"]');
      await hand.tap('[data-testid="test-play"]');
      await page.waitForSelector('[data-testid="board"] [data-token]');
      assert.equal(await page.locator('[data-token][data-at="grid:1,3"]').count(), 0, 'the jump played before is still played');
      assert.equal(await page.locator('[data-token][data-at="grid:3,3"]').count(), 1);
      await hand.tap('[data-testid="back-to-edit"]');
      // The square jumped from now refuses tokens: the game cannot go on as it was.
      await hand.tap('[data-tab="cells"]');
      await page.evaluate(() => window.scrollTo(0, 0));
      await hand.tap(canvasCell(3, 3));
      await hand.tap('[data-dir="playable"]');
      await hand.tap('[data-testid="test-play"]');
      await page.waitForSelector('[data-testid="board"] [data-token]');
      assert.match(await page.locator('[data-testid="designer-message"]').textContent(), /starts again/);
      assert.equal(await page.locator('[data-token][data-at="grid:1,3"]').count(), 1, 'a new game');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('a race track: a die whose sixth face sends back to the start, a token that rolls it, squares numbered by taps; the star preset', () => fromBlank(profile, async ({ page, hand, gestures }) => {
      await hand.tap('[data-tab="boards"]');
      for (let i = 0; i < 3; i++) await hand.tap('[data-testid="rows"] [data-step="down"]');
      for (let i = 0; i < 4; i++) await hand.tap('[data-testid="columns"] [data-step="up"]');
      await hand.tap('[data-tab="dice"]');
      await hand.tap('[data-testid="add-die"]');
      assert.equal(await page.locator('[data-testid="dice-panel"] .face').count(), 6);
      await hand.choose('[data-face="5"] [data-testid="face-action"]', 'back-to-start');
      await hand.tap('[data-tab="tokens"]');
      await hand.tap('[data-testid="new-token"]');
      await hand.tap('[data-testid="gallery"] [data-picture="goose-red"]');
      await hand.choose('[data-testid="token-die"]', 'die');
      await page.evaluate(() => window.scrollTo(0, 0));
      await hand.tap(canvasCell(0, 0));
      // The track, numbered by tapping its squares in order, with an exact finish.
      await hand.tap('[data-tab="cells"]');
      await hand.tap('[data-testid="number-cells"]');
      for (let c = 0; c < 8; c++) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await hand.tap(canvasCell(0, c));
      }
      await hand.tap('[data-testid="number-cells"]');
      assert.deepEqual(await page.$$eval('[data-testid="canvas"] .cell-number', (els) => els.map((e) => e.textContent)), ['1', '2', '3', '4', '5', '6', '7', '8']);
      await hand.tap('[data-testid="bounce"]');
      assert.equal(await page.locator('[data-testid="problems"]').getAttribute('data-count'), '0');
      await hand.tap('[data-testid="test-play"]');
      await page.waitForSelector('[data-testid="roll"]');
      await hand.tap('[data-testid="roll"]');
      await page.waitForFunction(() => /rolled \d/.test(document.querySelector('.status[role="status"]')?.textContent ?? ''));
      const said = await page.locator('.status[role="status"]').textContent();
      const rolled = Number(said.match(/rolled (\d)/)[1]);
      const at = await page.$eval('[data-testid="board"] [data-token]', (e) => e.dataset.at);
      // Faces 1 to 5 move the goose; the sixth sends it back to the start, where it already is.
      assert.equal(at, `grid:0,${rolled < 6 ? rolled : 0}`, `${said}`);
      await hand.tap('[data-testid="back-to-edit"]');
      const file = await exportDesign(page, hand);
      const design = JSON.parse(readFileSync(file, 'utf8'));
      assert.deepEqual(design.dice[0].faces[5].action, { do: 'back-to-start' });
      assert.equal(design.token_types[0].die, 'die');
      assert.equal(design.grid.bounce, true);
      // The star of Chinese checkers in one tap.
      await hand.tap('[data-testid="preset-star"]');
      assert.match(await page.locator('[data-testid="designer-message"]').textContent(), /outside the star/, 'the goose stands outside the star');
      await hand.tap('[data-tab="tokens"]');
      const corner = await hand.centre(canvasCell(0, 0));
      const box = await page.locator('[data-testid="canvas"]').boundingBox();
      await gestures.drag(corner, { x: box.x + box.width - 4, y: box.y + box.height - 4 });
      await hand.tap('[data-tab="cells"]');
      await hand.tap('[data-testid="preset-star"]');
      assert.equal(await page.locator('[data-testid="canvas"] [data-board="grid"] rect.cell:not(.off)').count(), 121);
    }));

    test('with the browser storage full the designer says so and keeps working', async () => {
      const context = await env.browser.newContext({ ...profile.options, locale: 'en-GB' });
      await context.addInitScript(() => {
        Storage.prototype.setItem = function () {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e));
      await page.goto(`${env.served.url}design/#/new`);
      await page.click('[data-start="blank"]');
      await page.waitForSelector('[data-testid="designer"] [data-testid="canvas"]');
      await page.click('[data-tab="tokens"]');
      await page.click('[data-testid="new-token"]');
      await page.click('[data-testid="gallery"] [data-picture="fruit-pear"]');
      await page.click('[data-testid="fill-grid"]');
      assert.match(await page.locator('[data-testid="storage-warning"]').textContent(), /storage is full/);
      // Autosave's word beside the buttons says it too, once the edits have settled.
      await page.waitForFunction(() => document.querySelector('[data-testid="save-state"]').textContent === '⚠ Not saved');
      assert.equal(await page.locator('[data-testid="canvas"] [data-placed]').count(), 2, 'the edits are kept in the page');
      await page.click('[data-testid="undo"]');
      assert.equal(await page.locator('[data-testid="canvas"] [data-placed]').count(), 0);
      await page.click('[data-testid="redo"]');
      await page.click('[data-testid="test-play"]');
      await page.waitForSelector('[data-testid="board"] [data-token]');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('players: add, rename, refuse to remove one with a board, offer how many may play', () => fromBlank(profile, async ({ page, hand, gestures }) => {
      await hand.tap('[data-testid="new-token"]');
      await hand.tap('[data-testid="fill-grid"]');
      await hand.tap('[data-tab="players"]');
      for (let i = 0; i < 3; i++) await hand.tap('[data-testid="add-player"]');
      await hand.type('.player-card:nth-child(2) [data-testid="player-name"]', 'Zoé');
      await hand.choose('.player-card:nth-child(2) [data-testid="player-result"]', '+new');
      await hand.tap('.player-card:nth-child(2) [data-testid="remove-player"]');
      assert.match(await page.locator('[data-testid="designer-message"]').textContent(), /Zoé uses/);
      assert.equal(await page.locator('.player-card').count(), 4);
      await hand.tap('[data-testid="player-counts"] [data-count="2"]');
      const offered = await page.$$eval('[data-testid="player-counts"] [aria-pressed="true"]', (els) => els.map((e) => e.dataset.count));
      assert.deepEqual(offered, ['2', '4']);
      await hand.tap('[data-testid="test-play"]');
      await page.waitForSelector('[data-testid="players-choice"]');
      assert.deepEqual(await page.$$eval('[data-testid="players-choice"] [data-players]', (els) => els.map((e) => e.dataset.players)), ['2', '4']);
    }));

    test('builds tic-tac-toe from blank: two players with a tray each, lines of three that win; test-played to a win', () => fromBlank(profile, async ({ page, hand, gestures }) => {
      // A 3 x 3 grid where lines run in all eight directions.
      await hand.tap('[data-tab="boards"]');
      for (const line of ['rows', 'columns']) await hand.tap(`[data-testid="${line}"] [data-step="down"]`);
      await hand.tap('[data-tab="cells"]');
      await hand.tap('[data-testid="preset-all"]');
      // Two players, each with a tray of their own; a wrong move does not pass the turn.
      await hand.tap('[data-tab="players"]');
      await hand.tap('[data-testid="add-player"]');
      for (const n of [1, 2]) await hand.choose(`.player-card:nth-child(${n}) [data-testid="player-tray"]`, '+new');
      await hand.tap('[data-testid="after-invalid"]');
      // Crosses for the first player: put down, never moved again; five in their tray.
      await hand.tap('[data-tab="tokens"]');
      await hand.tap('[data-testid="new-token"]');
      await hand.tap('[data-testid="gallery"] [data-picture="mark-x"]');
      // No property: a token with one is only accepted where the tokens around it share it.
      assert.equal(await page.locator('[data-testid="properties"] [data-chip="x"]').count(), 0, 'a new token has no property (issue #37)');
      await hand.tap('[data-testid="in-grid"] [data-choice="7"]');
      await hand.tap('[data-owner="player-1"]');
      await hand.tap('[data-tab="boards"]');
      await hand.tap('[data-board-choice="tray-player-1"]');
      for (let i = 0; i < 5; i++) await hand.tap('[data-testid="queue-length"] [data-step="up"]');
      // Noughts for the second, made from the crosses (same settings), four in their tray.
      await hand.tap('[data-tab="tokens"]');
      await hand.tap('[data-testid="new-token"]');
      await hand.tap('[data-testid="gallery"] [data-picture="mark-o"]');
      assert.equal(await page.locator('[data-testid="properties"] [data-chip="o"]').count(), 0, 'a new token has no property (issue #37)');
      await hand.tap('[data-owner="player-1"]');
      await hand.tap('[data-owner="player-2"]');
      await hand.tap('[data-tab="boards"]');
      await hand.tap('[data-board-choice="tray-player-2"]');
      for (let i = 0; i < 4; i++) await hand.tap('[data-testid="queue-length"] [data-step="up"]');
      assert.equal(await page.locator('[data-testid="queue-length"] output').textContent(), '4');
      // Three in a row wins.
      await hand.tap('[data-tab="rules"]');
      await openRules(page, hand, 'lines');
      await hand.tap('[data-testid="lines"]');
      // Lines win unless told otherwise: nothing more to choose.
      assert.equal(await page.locator('[data-testid="line-effect"] [data-choice="1"]').getAttribute('aria-pressed'), 'true');
      assert.equal(await page.locator('[data-testid="line-length"] output').textContent(), '3');
      await page.waitForSelector('[data-testid="problems"][data-count="0"]');
      const building = hand.count;
      await hand.tap('[data-testid="test-play"]');
      await page.waitForSelector('[data-testid="board"] [data-token]');
      const moves = [['tray-player-1', '0,0'], ['tray-player-2', '1,0'], ['tray-player-1', '1,1'], ['tray-player-2', '2,0'], ['tray-player-1', '2,2']];
      for (const [tray, to] of moves) {
        const [r, c] = to.split(',').map(Number);
        await gestures.drag(await cellCenter(page, tray, 0, 0), await cellCenter(page, 'grid', r, c));
        await page.waitForSelector(`[data-testid="board"] [data-token][data-at="grid:${to}"]`, { timeout: 3000 });
      }
      await page.waitForSelector('[data-testid="game-over"][data-result="won"]', { timeout: 5000 });
      assert.match(await page.locator('[data-testid="game-over"]').textContent(), /Player 1 wins!/);
      await hand.tap('[data-testid="back-to-edit"]');
      const file = await exportDesign(page, hand);
      execFileSync(CLI, ['validate', file]);
      const design = JSON.parse(readFileSync(file, 'utf8'));
      assert.deepEqual(design.rules.lines, { length: 3, effect: 'win', protect_lines: true, message: '' });
      assert.equal(design.grid.moves.length, 8);
      assert.deepEqual(design.trays.map((t) => t.queue.length), [5, 4]);
      assert.deepEqual(design.token_types.map((t) => [t.owners, t.in_grid]), [[['player-1'], 'fixed'], [['player-2'], 'fixed']]);
      replaysTo(file, await savedPlay(page), 'won');
      console.log(`# tic-tac-toe (${profile.name}): ${building} actions to build`);
      assert.ok(building <= 45, `${building} actions`);
    }));

    test("Othello's rules on an 8 x 8 grid: enclosed discs turn into the other side's, a disc must enclose, most discs wins", () => fromBlank(profile, async ({ page, hand, gestures }) => {
      await hand.tap('[data-tab="boards"]');
      for (let i = 0; i < 4; i++) for (const line of ['rows', 'columns']) await hand.tap(`[data-testid="${line}"] [data-step="up"]`);
      assert.equal(await page.locator('[data-testid="rows"] output').textContent(), '8');
      await hand.tap('[data-tab="cells"]');
      await hand.tap('[data-testid="preset-all"]');
      await hand.tap('[data-tab="players"]');
      await hand.tap('[data-testid="add-player"]');
      for (const n of [1, 2]) await hand.choose(`.player-card:nth-child(${n}) [data-testid="player-tray"]`, '+new');
      // The rules first: the token form then asks what an enclosed disc becomes.
      await hand.tap('[data-tab="rules"]');
      await openRules(page, hand, 'enclosing');
      await hand.tap('[data-testid="enclosing"] [data-choice="1"]');
      await hand.tap('[data-testid="must-enclose"]');
      // Nobody chooses the ranking: enclosing makes it "most tokens on the board", said in words.
      assert.equal(await page.locator('[data-testid="ranking-now"]').textContent(),
        'Who wins when the game ends: the player with the most tokens on the board.');
      // Black discs for the first player, white discs for the second; they never move.
      await hand.tap('[data-tab="tokens"]');
      await hand.tap('[data-testid="new-token"]');
      await hand.tap('[data-testid="gallery"] [data-picture="disc-black"]');
      assert.equal(await page.locator('[data-testid="properties"] [data-chip="black"]').count(), 0, 'a new token has no property (issue #37)');
      await hand.tap('[data-testid="in-grid"] [data-choice="7"]');
      await hand.tap('[data-owner="player-1"]');
      await hand.tap('[data-testid="new-token"]');
      await hand.tap('[data-testid="gallery"] [data-picture="disc-white"]');
      assert.equal(await page.locator('[data-testid="properties"] [data-chip="white"]').count(), 0, 'a new token has no property (issue #37)');
      await hand.tap('[data-owner="player-1"]');
      await hand.tap('[data-owner="player-2"]');
      await hand.choose('[data-testid="turns-to"][data-player="player-1"]', 'token-1');
      await hand.tap('[data-token-type="token-1"]');
      await hand.choose('[data-testid="turns-to"][data-player="player-2"]', 'token-2');
      // The four discs of the start, and a few in each tray.
      for (const [type, cells] of [['token-1', [[3, 4], [4, 3]]], ['token-2', [[3, 3], [4, 4]]]]) {
        await hand.tap(`[data-token-type="${type}"]`);
        for (const [r, c] of cells) {
          await page.evaluate(() => window.scrollTo(0, 0));
          await hand.tap(canvasCell(r, c));
        }
      }
      await hand.tap('[data-tab="boards"]');
      // Each tray is filled with its own player's discs.
      for (const tray of ['tray-player-1', 'tray-player-2']) {
        await hand.tap(`[data-board-choice="${tray}"]`);
        for (let i = 0; i < 4; i++) await hand.tap('[data-testid="queue-length"] [data-step="up"]');
      }
      await page.waitForSelector('[data-testid="problems"][data-count="0"]');
      const building = hand.count;
      await hand.tap('[data-testid="test-play"]');
      await page.waitForSelector('[data-testid="board"] [data-token]');
      assert.match(await page.locator('[data-testid="scores"]').textContent(), /Player 1 2 – Player 2 2/);
      // A disc that encloses nothing is refused; one that encloses turns the white disc black.
      await gestures.drag(await cellCenter(page, 'tray-player-1', 0, 0), await cellCenter(page, 'grid', 0, 0));
      await page.waitForSelector('[data-testid="message"].refused');
      const white = await page.getAttribute('[data-testid="board"] [data-token][data-at="grid:3,3"]', 'data-token');
      await gestures.drag(await cellCenter(page, 'tray-player-1', 0, 0), await cellCenter(page, 'grid', 2, 3));
      await page.waitForSelector(`[data-testid="board"] [data-token="${white}"][data-type="token-1"][data-flipped="true"]`, { timeout: 3000 });
      assert.equal(await page.getAttribute(`[data-testid="board"] [data-token="${white}"] image`, 'data-picture'), 'disc-black');
      assert.match(await page.locator('[data-testid="scores"]').textContent(), /Player 1 4 – Player 2 1/);
      await hand.tap('[data-testid="back-to-edit"]');
      const file = await exportDesign(page, hand);
      execFileSync(CLI, ['validate', file]);
      const design = JSON.parse(readFileSync(file, 'utf8'));
      assert.deepEqual(design.rules.enclosing, { effect: 'turn', placement_must_enclose: true });
      assert.equal(design.rules.ranking ?? 'auto', 'auto');
      assert.deepEqual(design.token_types.map((t) => t.turns_to), [{ 'player-2': 'token-2' }, { 'player-1': 'token-1' }]);
      assert.deepEqual(design.trays.map((t) => t.queue), [Array(4).fill('token-1'), Array(4).fill('token-2')]);
      replaysTo(file, await savedPlay(page), 'playing');
      console.log(`# othello rules (${profile.name}): ${building} actions to build`);
    }));

    test('the rules panel speaks plainly: each choice about matching has its sentence, no jargon', () => fromBlank(profile, async ({ page, hand }) => {
      await hand.tap('[data-tab="rules"]');
      for (const [lang, words] of [['en', /go together when they have…/], ['fr', /vont ensemble quand ils ont…/]]) {
        if (lang === 'fr') {
          await page.evaluate(() => localStorage.setItem('tablier.lang', 'fr'));
          await page.reload();
          await page.waitForSelector('[data-testid="designer"]');
          await page.click('[data-tab="rules"]');
        }
        const panel = await page.locator('[data-testid="rules-panel"]').textContent();
        assert.match(panel, words);
        assert.doesNotMatch(panel, /\b(strict|loose|souple)\b/i);
        for (const hook of ['matching', 'if-matched', 'if-not-matched']) {
          const caption = await page.locator(`[data-testid="${hook}"]`).evaluate((e) => e.previousElementSibling?.className);
          assert.equal(caption, 'caption', `${hook} (${lang}) has its sentence`);
        }
      }
    }));

    test('the strategy settings: lines that take, place before moving, flying, losing, moves along lines; in French too', () => fromBlank(profile, async ({ page, hand }) => {
      await hand.tap('[data-tab="rules"]');
      await openRules(page, hand, 'lines');
      await hand.tap('[data-testid="lines"]');
      await hand.tap('[data-testid="line-effect"] [data-choice="0"]');
      await hand.tap('[data-testid="line-length"] [data-step="down"]');
      assert.equal(await page.locator('[data-testid="line-length"] output').textContent(), '2');
      await hand.tap('[data-testid="line-length"] [data-step="down"]');
      assert.equal(await page.locator('[data-testid="line-length"] output').textContent(), '2', 'a line has two tokens at least');
      await hand.tap('[data-testid="line-length"] [data-step="up"]');
      await hand.tap('[data-testid="protect-lines"]');
      await hand.type('[data-testid="line-message"]', 'Mill!');
      await openRules(page, hand, 'placing');
      await hand.tap('[data-testid="place-before-moving"]');
      assert.equal(await page.locator('[data-testid="flying"] output').textContent(), 'off');
      for (let i = 0; i < 3; i++) await hand.tap('[data-testid="flying"] [data-step="up"]');
      await openRules(page, hand, 'losing');
      for (let i = 0; i < 3; i++) await hand.tap('[data-testid="fewer-tokens"] [data-step="up"]');
      await hand.tap('[data-testid="when-blocked"] [data-choice="1"]');
      await openRules(page, hand, 'several');
      await hand.tap('[data-testid="ranking"] [data-choice="5"]');
      // A draw when one position comes back: on at once with the usual three times.
      assert.equal(await page.locator('[data-testid="draw-on-repeat"] output').textContent(), 'off');
      await hand.tap('[data-testid="draw-on-repeat"] [data-step="up"]');
      assert.equal(await page.locator('[data-testid="draw-on-repeat"] output').textContent(), '3');
      await openRules(page, hand, 'together');
      await hand.tap('[data-testid="zones-are-goals"]');
      await hand.tap('[data-tab="cells"]');
      await hand.tap('[data-testid="along-lines"]');
      const file = await exportDesign(page, hand);
      const design = JSON.parse(readFileSync(file, 'utf8'));
      assert.deepEqual(design.rules.lines, { length: 3, effect: 'take', protect_lines: false, message: 'Mill!' });
      assert.equal(design.rules.place_before_moving, true);
      assert.equal(design.rules.flying, 3);
      assert.equal(design.rules.lose.fewer_tokens_than, 3);
      assert.equal(design.rules.when_blocked, 'lose');
      assert.equal(design.rules.ranking, 'most-points');
      assert.equal(design.rules.draw_on_repeat, 3);
      assert.equal(design.rules.zones_are_goals, true);
      assert.equal(design.grid.along_lines, true);
      // Switched off again, the lines leave the design.
      await hand.tap('[data-tab="rules"]');
      await hand.tap('[data-testid="lines"]');
      assert.equal(await page.locator('[data-testid="line-length"]').count(), 0);
      await hand.tap('[data-testid="flying"] [data-step="down"]');
      await hand.tap('[data-testid="draw-on-repeat"] [data-step="down"]');
      // In French.
      await page.evaluate(() => localStorage.setItem('tablier.lang', 'fr'));
      await page.reload();
      await page.waitForSelector('[data-testid="designer"]');
      await page.click('[data-tab="rules"]');
      const text = await page.locator('[data-testid="rules-panel"]').textContent();
      for (const words of ['Prendre en sandwich', 'Poser tous ses jetons avant d\'en déplacer', 'Le plus de jetons sur le plateau', 'Un joueur qui ne peut pas jouer perd']) {
        assert.ok(text.includes(words), words);
      }
      assert.equal(await page.locator('[data-testid="flying"] output').textContent(), '2');
      assert.ok(text.includes('Match nul quand une position revient'));
      assert.equal(await page.locator('[data-testid="draw-on-repeat"] output').textContent(), '2');
      // Below two it is off: a position always comes once.
      await page.click('[data-testid="draw-on-repeat"] [data-step="down"]');
      assert.equal(await page.locator('[data-testid="draw-on-repeat"] output').textContent(), 'non');
      await page.click('[data-group="enclosing"] summary');
      await page.click('[data-testid="enclosing"] [data-choice="2"]');
      assert.equal(await page.locator('[data-testid="must-enclose"]').count(), 1);
    }));
  });
}

describe('designer: starting points, copies and the way back', () => {
  test('tablet: a 6-pair memory from the "memory" starting point, in at most 20 actions, won only by finding every pair', async () => {
    const { page, context, errors, ...gestures } = await openPage(env.browser, TABLET, env.served.url);
    const hand = hands(page, gestures);
    await newGame(page, hand, 'memory');
    // Reached by a tap, the template's name is chosen whole: typing replaces it.
    await page.tap('[data-testid="game-name"]');
    await page.keyboard.type('Farm');
    assert.equal(await page.inputValue('[data-testid="game-name"]'), 'Farm');
    await hand.type('[data-testid="game-name"]', 'Farm animals');
    // Two pictures changed: the cat's cards become ducks, the dog's owls (each pair at once).
    await hand.tap('[data-token-type="cat"]');
    await hand.tap('[data-testid="gallery"] [data-picture="animal-duck"]');
    await hand.tap('[data-token-type="dog"]');
    await hand.tap('[data-testid="gallery"] [data-picture="animal-owl"]');
    assert.equal(await page.locator('[data-token-type="cat"] .palette-name').textContent(), 'Duck');
    assert.equal(await page.locator('[data-testid="problem-count"]').count(), 0, 'no problem to fix');
    await hand.tap('[data-testid="test-play"]');
    const building = hand.count;
    await page.waitForSelector('[data-testid="board"] [data-token]');
    // A wrong pair: turned back, the game goes on.
    const downs = await page.$$eval('[data-testid="board"] [data-token][data-face="down"]', (els) => els.map((e) => e.dataset.at));
    assert.equal(downs.length, 12);
    const taps = await playMemory(page, gestures, 12);
    await page.waitForSelector('[data-testid="game-over"]', { timeout: 5000 });
    assert.equal(await page.locator('[data-testid="board"] [data-token][data-face="down"]').count(), 0, 'over only when every pair is found');
    console.log(`# memory from its starting point (tablet): ${building} actions to build and test, ${taps} taps to play`);
    assert.ok(building <= 20, `${building} actions`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('tablet: a two-row sort game from the "sort game" starting point, in at most 20 actions, refuses a wrong row and is won by the right ones', async () => {
    const { page, context, errors, ...gestures } = await openPage(env.browser, TABLET, env.served.url);
    const hand = hands(page, gestures);
    await newGame(page, hand, 'sort');
    await hand.type('[data-testid="game-name"]', 'Fruits or animals?');
    await hand.tap('[data-testid="test-play"]');
    const building = hand.count;
    await page.waitForSelector('[data-testid="board"] [data-token]');
    const fruits = ['apple', 'banana', 'cherry', 'pear'];
    const next = { 0: 0, 1: 0 };
    let wrongTried = false;
    for (let guard = 0; guard < 12; guard++) {
      if (await page.locator('[data-testid="game-over"]').count()) break;
      const inTray = await trayTokens(page);
      if (inTray.length === 0) break;
      const { at, type } = inTray[0];
      const [r, c] = at.split(':')[1].split(',').map(Number);
      const row = fruits.includes(type) ? 0 : 1;
      if (!wrongTried) {
        wrongTried = true;
        await gestures.drag(await cellCenter(page, 'tray', r, c), await cellCenter(page, 'grid', 1 - row, 3));
        await page.waitForSelector('.message.refused');
        assert.equal(await page.locator(`[data-token][data-at="${at}"]`).count(), 1, 'a wrong row sends the picture back');
        assert.equal(await page.locator('[data-testid="game-over"]').count(), 0);
      }
      const col = next[row]++;
      await gestures.drag(await cellCenter(page, 'tray', r, c), await cellCenter(page, 'grid', row, col));
      await page.waitForSelector(`[data-token][data-at="grid:${row},${col}"]`, { timeout: 3000 });
    }
    await page.waitForSelector('[data-testid="game-over"][data-result="won"]', { timeout: 5000 });
    assert.deepEqual(next, { 0: 4, 1: 4 });
    console.log(`# sort game from its starting point (tablet): ${building} actions to build and test`);
    assert.ok(building <= 20, `${building} actions`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('"Edit a copy" adds nothing to the library until something is changed', async () => {
    const { page, context, errors } = await openPage(env.browser, PROFILES[1], env.served.url);
    // Once every card came (the first screen's come first, the others once it is painted):
    // the built-in games are the list's last ones.
    const cardCount = async () => {
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="game-card"]').length >= n, BUILTIN);
      return page.locator('[data-testid="game-card"]').count();
    };
    await page.click('[data-game="memory"] [data-testid="edit"]');
    await page.waitForSelector('[data-testid="designer"] [data-testid="canvas"]');
    // Nothing changed, nothing to say about saving.
    assert.equal(await page.locator('[data-testid="save-state"]').textContent(), '');
    // Looked at and test-played, not changed: nothing new in the library.
    await page.click('[data-testid="test-play"]');
    await page.waitForSelector('[data-testid="board"] [data-token]');
    await page.click('[data-testid="back-to-edit"]');
    await page.click('[data-testid="designer"] [data-testid="library"]');
    await page.waitForSelector('.library');
    assert.equal(await cardCount(), BUILTIN);
    // Changed: the copy joins the user's games, with the change, and the address names it.
    await page.click('[data-game="memory"] [data-testid="edit"]');
    await page.waitForSelector('[data-testid="designer"] [data-testid="canvas"]');
    assert.equal(await page.inputValue('[data-testid="game-name"]'), 'Memory (copy)');
    await page.fill('[data-testid="game-name"]', 'Our memory');
    await page.press('[data-testid="game-name"]', 'Enter');
    await page.waitForFunction(() => location.hash.startsWith('#/edit/my-'));
    // Saved a moment after the edit, and said: in English, then in French.
    await page.waitForFunction(() => document.querySelector('[data-testid="save-state"]').textContent === '✓ Saved');
    await page.click('[data-testid="lang"]');
    assert.equal(await page.locator('[data-testid="save-state"]').textContent(), '✓ Enregistré');
    await page.fill('[data-testid="game-name"]', 'Notre mémoire');
    await page.press('[data-testid="game-name"]', 'Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="save-state"]').textContent === '✓ Enregistré');
    await page.click('[data-testid="lang"]');
    await page.fill('[data-testid="game-name"]', 'Our memory');
    await page.press('[data-testid="game-name"]', 'Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="save-state"]').textContent === '✓ Saved');
    await page.click('[data-testid="designer"] [data-testid="library"]');
    await page.waitForSelector('.library');
    assert.equal(await cardCount(), BUILTIN + 1);
    // (The educator's own games come first.)
    assert.equal(await page.locator('[data-testid="game-card"] h2').first().textContent(), 'Our memory');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("the browser's Back button during test-play goes back to editing", async () => {
    const { page, context, errors } = await openPage(env.browser, TABLET, `${env.served.url}design/#/edit/taquin`);
    await page.waitForSelector('[data-testid="designer"] [data-testid="canvas"]');
    const address = page.url();
    await page.locator('[data-testid="test-play"]').tap();
    await page.waitForSelector('[data-testid="board"] [data-token]');
    await page.goBack();
    await page.waitForSelector('[data-testid="designer"][data-editing="true"] [data-testid="canvas"]');
    assert.equal(page.url(), address, 'still in the designer');
    // Tested again and left with the button: one more Back leaves the designer as usual.
    await page.locator('[data-testid="test-play"]').tap();
    await page.waitForSelector('[data-testid="board"] [data-token]');
    await page.locator('[data-testid="back-to-edit"]').tap();
    await page.waitForSelector('[data-testid="designer"][data-editing="true"]');
    assert.equal(page.url(), address);
    assert.deepEqual(errors, []);
    await context.close();
  });
  test('an educator seats the computer: "Played by" on the players panel, test-played, exported', async () => {
    const { page, context, errors, ...gestures } = await openPage(env.browser, TABLET, env.served.url);
    const hand = hands(page, gestures);
    await newGame(page, hand, 'duel');
    await hand.tap('[data-tab="players"]');
    await hand.choose('.player-card:nth-child(2) [data-testid="player-computer"]', '1');
    await hand.tap('[data-testid="test-play"]');
    await page.waitForSelector('[data-testid="board"] [data-token]');
    // Red (a person) plays; Blue, the computer, answers by itself.
    await gestures.tap(await cellCenter(page, 'red-tray', 0, 0));
    await gestures.tap(await cellCenter(page, 'grid', 1, 1));
    await page.waitForFunction(() => document.querySelectorAll('.tokens [data-at^="grid:"]').length === 2, null, { timeout: 10000 });
    await page.locator('[data-testid="back-to-edit"]').tap();
    await page.waitForSelector('[data-testid="designer"][data-editing="true"]');
    const design = JSON.parse(readFileSync(await exportDesign(page, hand), 'utf8'));
    assert.equal(design.players[1].computer, 1);
    assert.equal(design.players[0].computer, undefined);
    assert.deepEqual(errors, []);
    await context.close();
  });
  test('an educator sets rows, a floor with points, a shared bag in rounds and drafting (the mechanisms of Azul)', async () => {
    const { page, context, errors, ...gestures } = await openPage(env.browser, TABLET, env.served.url);
    const hand = hands(page, gestures);
    await newGame(page, hand, 'duel');
    // A row that belongs to the first player and holds one kind; a floor with points.
    await hand.tap('[data-tab="zones"]');
    await hand.tap('[data-testid="add-zone"]');
    await page.locator('[data-testid="zone-owner"]').selectOption({ index: 1 });
    await hand.tap('[data-testid="zone-one-kind"]');
    await hand.drag(canvasCell(0, 0), canvasCell(0, 1));
    await hand.tap('[data-testid="add-zone"]');
    await hand.type('[data-testid="zone-points"]', '-1, minus two');
    await page.waitForFunction(() => document.querySelector('[data-testid="designer"]').textContent.includes('Write whole numbers'));
    await hand.type('[data-testid="zone-points"]', '-1 -2');
    await hand.drag(canvasCell(2, 0), canvasCell(2, 1));
    await hand.tap('[data-zone-choice="zone-1"]');
    await hand.choose('[data-testid="zone-overflow"]', 'zone-2');
    // A wall of one square for the first player, beside the row.
    await hand.tap('[data-testid="add-zone"]');
    await page.locator('[data-testid="zone-owner"]').selectOption({ index: 1 });
    await hand.tap(canvasCell(0, 2));
    // A new tray dealt from another tray's queue, every tray dealt again in rounds, and drafting.
    await hand.tap('[data-tab="boards"]');
    await hand.tap('[data-testid="add-tray"]');
    await page.locator('[data-testid="tray-bag"]').selectOption({ index: 1 });
    await hand.tap('[data-testid="tray-min-players"] [data-step="up"]');
    await hand.tap('[data-tab="rules"]');
    await openRules(page, hand, 'trays');
    await hand.tap('[data-testid="refill"] button:nth-child(4)');
    await openRules(page, hand, 'drafting');
    await hand.tap('[data-testid="drafting"]');
    await page.waitForSelector('[data-testid="drafting-leftovers"]');
    // The mosaic: that zone as the wall, and the kinds of its pattern.
    await hand.tap('[data-testid="mosaic"]');
    await hand.tap('[data-testid="mosaic-walls"] [data-known="zone-3"]');
    await hand.tap('[data-testid="mosaic-kinds"] .chip.ghost');
    const design = JSON.parse(readFileSync(await exportDesign(page, hand), 'utf8'));
    assert.deepEqual(design.rules.mosaic.walls, ['zone-3']);
    assert.equal(design.rules.mosaic.pattern.length, 1);
    assert.ok(design.token_types.some((t) => t.id === design.rules.mosaic.pattern[0][0]), 'the pattern names a token type');
    const [row, floor] = design.grid.zones;
    assert.equal(row.owner, design.players[0].id);
    assert.equal(row.one_kind, true);
    assert.equal(row.overflow, 'zone-2');
    assert.deepEqual(floor.points, [-1, -2]);
    const added = design.trays[design.trays.length - 1];
    assert.ok(design.trays.some((t) => t.id === added.bag), `the new tray deals from another: ${added.bag}`);
    assert.equal(added.min_players, 1);
    assert.equal(design.rules.refill, 'each-round');
    assert.ok(design.trays.some((t) => t.id === design.rules.drafting.leftovers), 'the rest goes to a tray');
    execFileSync(CLI, ['validate', await exportDesign(page, hand)]);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
