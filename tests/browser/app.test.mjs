// The browser app, played as a child would: drags and taps at a phone size with real touch
// events and at a desktop size with a mouse. Needs dist/ (trunk build) and target/release/tablier.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { servedBrowser, openPage, cellCenter, hasTokenAt, reveal, PROFILES, ROOT, BUILTIN, solveLittleSums } from './helpers.mjs';

const env = servedBrowser(before, after);

const message = (page) => page.locator('[data-testid="message"]');

for (const profile of PROFILES) {
  describe(profile.name, () => {
    test('the library shows every built-in game and opens one', async () => {
      const { page, context, errors, tap } = await openPage(env.browser, profile, env.served.url);
      const cards = page.locator('[data-testid="game-card"]');
      // The first screen's cards come first, the others once it is painted.
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="game-card"]').length === n, BUILTIN);
      assert.equal(await cards.count(), BUILTIN);
      const card = page.locator('[data-game="taquin"] [data-testid="game-card"]');
      await card.scrollIntoViewIfNeeded();
      const box = await card.boundingBox();
      await tap({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
      await page.waitForSelector('main.player [data-board="grid"][data-kind="grid"]');
      assert.match(page.url(), /#\/play\/taquin/);
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('solitaire: legal jumps remove pegs, an illegal drag snaps back with the reason', async () => {
      const { page, context, errors, drag } = await openPage(env.browser, profile, `${env.served.url}#/play/solitaire-english?seed=1`);
      const pegs = () => page.locator('.tokens [data-token][data-at^="grid:"]').count();
      const before = await pegs();
      assert.equal(before, 32);
      await drag(await cellCenter(page, 'grid', 3, 1), await cellCenter(page, 'grid', 3, 3));
      await page.waitForFunction(() => document.querySelectorAll('.tokens [data-at^="grid:"]').length === 31);
      assert.ok(await hasTokenAt(page, 'grid:3,3'));
      assert.ok(!(await hasTokenAt(page, 'grid:3,2')));
      await drag(await cellCenter(page, 'grid', 5, 2), await cellCenter(page, 'grid', 3, 2));
      await page.waitForFunction(() => document.querySelectorAll('.tokens [data-at^="grid:"]').length === 30);
      // A step without a jump is refused: the peg glides back and the reason is shown.
      await drag(await cellCenter(page, 'grid', 2, 1), await cellCenter(page, 'grid', 3, 1));
      await page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent.length > 0);
      assert.ok(await hasTokenAt(page, 'grid:2,1'));
      assert.ok(!(await hasTokenAt(page, 'grid:3,1')));
      assert.ok(await message(page).evaluate((e) => e.classList.contains('refused')));
      assert.match(await message(page).textContent(), /jump/i);
      await page.waitForTimeout(350);
      const transform = await page.locator('[data-at="grid:2,1"]').evaluate((e) => e.style.transform);
      assert.equal(transform, '');
      // The pegs taken are in the result area.
      const taken = await page.locator('[data-kind="result"]').getAttribute('data-board');
      assert.equal(await page.locator(`.tokens [data-at^="${taken}:"]`).count(), 2);
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('memory: two different tokens turn back; a whole game is won', async () => {
      const seed = 7;
      const layout = memoryLayout(seed);
      const { page, context, errors, tap } = await openPage(env.browser, profile, `${env.served.url}#/play/memory?seed=${seed}`);
      assert.equal(await page.locator('[data-face="down"]').count(), 16);
      assert.equal(await page.locator('[data-face="down"][data-type]').count(), 0, 'face-down tokens must not tell their type');
      // Two different tokens.
      const [a, b] = differentPair(layout);
      await tap(await cellCenter(page, 'grid', ...a));
      await tap(await cellCenter(page, 'grid', ...b));
      await page.waitForFunction(() => document.querySelectorAll('[data-face="up"]').length === 2);
      await page.waitForFunction(() => document.querySelectorAll('[data-face="up"]').length === 0, null, { timeout: 3000 });
      const first = await page.locator('[data-testid="current-player"]').textContent();
      assert.match(first, /Player 2/);
      // Who finds a pair plays again: Player 2 finds every pair in a row and wins.
      for (const [i, [p, q]] of pairs(layout).entries()) {
        await tap(await cellCenter(page, 'grid', ...p));
        await tap(await cellCenter(page, 'grid', ...q));
        if (i === 0) {
          await page.waitForFunction(() => /Play again/.test(document.querySelector('[data-testid="message"]').textContent));
          assert.match(await page.locator('[data-testid="current-player"]').textContent(), /Player 2/, 'the finder keeps the turn');
        }
      }
      const over = page.locator('[data-testid="game-over"]');
      await over.waitFor();
      assert.equal(await over.getAttribute('data-result'), 'won');
      assert.match(await over.textContent(), /Player 2 wins/);
      assert.equal(await page.locator('[data-board="grid"] ~ * [data-at^="grid:"], .tokens [data-at^="grid:"]').count(), 0);
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('taquin: a tile slides by drag and by tap-tap', async () => {
      const { page, context, errors, drag, tap } = await openPage(env.browser, profile, `${env.served.url}#/play/taquin?seed=3`);
      let empty = await emptyCell(page);
      let tile = neighbour(empty);
      await drag(await cellCenter(page, 'grid', ...tile), await cellCenter(page, 'grid', ...empty));
      await page.waitForFunction((at) => document.querySelector(`[data-at="${at}"]`), `grid:${empty}`);
      assert.ok(!(await hasTokenAt(page, `grid:${tile}`)));
      empty = tile;
      tile = neighbour(empty, tile);
      await tap(await cellCenter(page, 'grid', ...tile));
      await page.waitForSelector(`[data-at="grid:${tile}"].held`);
      await tap(await cellCenter(page, 'grid', ...empty));
      await page.waitForFunction((at) => document.querySelector(`[data-at="${at}"]`), `grid:${empty}`);
      assert.ok(!(await hasTokenAt(page, `grid:${tile}`)));
      // A tile that is not next to the gap is refused and stays.
      empty = tile;
      const far = [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2], [2, 0], [2, 1], [2, 2]].find(
        ([r, c]) => Math.abs(r - empty[0]) + Math.abs(c - empty[1]) > 1,
      );
      await drag(await cellCenter(page, 'grid', ...far), await cellCenter(page, 'grid', ...empty));
      await page.waitForFunction(() => document.querySelector('[data-testid="message"].refused'));
      assert.ok(await hasTokenAt(page, `grid:${far}`));
      assert.ok(!(await hasTokenAt(page, `grid:${empty}`)));
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('pigeon vole: the right row is accepted, the wrong row refused', async () => {
      const design = JSON.parse(readFileSync(join(ROOT, 'games/pigeon-vole.json'), 'utf8'));
      const flies = new Set(design.token_types.filter((t) => t.properties.includes('flies')).map((t) => t.id));
      const { page, context, errors, drag } = await openPage(env.browser, profile, `${env.served.url}#/play/pigeon-vole?seed=2`);
      const type = await page.locator('[data-at="tray:0,0"]').getAttribute('data-type');
      const right = flies.has(type) ? 0 : 1;
      await drag(await cellCenter(page, 'tray', 0, 0), await cellCenter(page, 'grid', 1 - right, 0));
      await page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent.length > 0);
      assert.ok(await message(page).evaluate((e) => e.classList.contains('refused')));
      assert.ok(!(await hasTokenAt(page, `grid:${1 - right},0`)));
      // After a wrong try, the first step of help: the zones' question, not the answer.
      assert.match(await page.locator('[data-testid="hint"]').textContent(), /Where does it go: It flies, or It does not fly\?/);
      assert.equal(await page.locator('.cell.target').count(), 0, 'no square is lit');
      await drag(await cellCenter(page, 'tray', 0, 0), await cellCenter(page, 'grid', right, 0));
      await page.waitForFunction((at) => document.querySelector(`[data-at="${at}"]`), `grid:${right},0`);
      assert.equal(await page.locator(`[data-at="grid:${right},0"]`).getAttribute('data-type'), type);
      assert.ok(!(await message(page).evaluate((e) => e.classList.contains('refused'))));
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('little sums: tap a digit then its square, to a win', async () => {
      const { page, context, errors, tap } = await openPage(env.browser, profile, `${env.served.url}#/play/arithmetic?seed=4`);
      await solveLittleSums(page, tap);
      const over = page.locator('[data-testid="game-over"]');
      await over.waitFor();
      assert.equal(await over.getAttribute('data-result'), 'won');
      assert.match(await over.textContent(), /All the sums are right/);
      // The reward: three stars for no mistake, and the finished board stays in view.
      assert.equal(await page.getAttribute('[data-testid="stars"]', 'data-stars'), '3');
      assert.equal(await page.locator('[data-testid="stars"] .star.lit').count(), 3);
      const card = await over.boundingBox();
      const answers = await page.locator('[data-board="grid"] [data-cell="0,4"]').boundingBox();
      assert.ok(answers.y + answers.height <= card.y, 'the first answer is not under the end card');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('families: a picture can be put aside and taken back', async () => {
      const { page, context, errors, drag } = await openPage(env.browser, profile, `${env.served.url}#/play/families?seed=5`);
      const aside = await page.locator('[data-kind="waiting"]').getAttribute('data-board');
      const type = await page.locator('[data-at="tray:0,0"]').getAttribute('data-type');
      await drag(await cellCenter(page, 'tray', 0, 0), await cellCenter(page, aside, 0, 2));
      await page.waitForSelector(`[data-at="${aside}:0,2"][data-type="${type}"]`);
      // The tray refilled its cell from the queue.
      await page.waitForSelector('[data-at="tray:0,0"]');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('a keyboard plays too: arrows, Enter', async () => {
      const { page, context, errors } = await openPage(env.browser, profile, `${env.served.url}#/play/solitaire-english?seed=1`);
      await page.locator('[data-testid="board"]').focus();
      // The cursor starts on the first playable cell (0,2); go to the peg at (3,1).
      for (const key of ['ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowLeft']) await page.keyboard.press(key);
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-at="grid:3,1"].held');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-at="grid:3,3"]');
      assert.ok(!(await hasTokenAt(page, 'grid:3,1')));
      assert.ok(!(await hasTokenAt(page, 'grid:3,2')));
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('a peg that cannot jump says so when tapped, and is not picked up (English, then French)', async () => {
      const { page, context, errors, tap } = await openPage(env.browser, profile, `${env.served.url}#/play/solitaire-english?seed=1`);
      const message = page.locator('[data-testid="message"]');
      await tap(await cellCenter(page, 'grid', 0, 2));
      await page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent !== '');
      assert.equal(await message.textContent(), 'This peg cannot jump anywhere now: try another one.');
      assert.equal(await page.locator('.token.held').count(), 0, 'not picked up');
      assert.equal(await page.locator('[data-testid="scores"]').textContent(), '', 'no turn counted');
      await page.locator('[data-testid="lang"]').click();
      assert.equal(await message.textContent(), "Ce pion ne peut sauter nulle part pour l'instant\u00a0: essaies-en un autre.");
      // A peg that can jump is picked up and the line is cleared by the jump.
      await tap(await cellCenter(page, 'grid', 3, 1));
      await page.waitForSelector('[data-at="grid:3,1"].held');
      assert.equal(await message.textContent(), '', 'the refusal no longer holds for the peg in hand');
      await tap(await cellCenter(page, 'grid', 3, 3));
      await page.waitForSelector('.tokens [data-at="grid:3,3"]');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('help is a ladder climbed one tap at a time: words, squares, show me; the language toggles', async () => {
      const { page, context, errors, tap } = await openPage(env.browser, profile, `${env.served.url}#/play/solitaire-english?seed=1`);
      const hint = page.locator('[data-testid="hint"]');
      await tap(await cellCenter(page, 'grid', 3, 1));
      await page.waitForSelector('[data-at="grid:3,1"].held');
      // Nothing unasked.
      assert.equal(await page.locator('.cell.target').count(), 0);
      assert.equal(await hint.textContent(), '');
      assert.ok(await page.locator('[data-testid="show-me"]').isHidden());
      await page.locator('[data-testid="hints"]').click();
      // The game's own word for its tokens (its token type is a "Peg").
      assert.equal(await hint.textContent(), 'Jump over a peg onto the free hole just behind it.');
      assert.equal(await page.locator('.cell.target').count(), 0);
      await page.locator('[data-testid="hints"]').click();
      assert.deepEqual(await page.$$eval('.cell.target', (els) => els.map((e) => e.dataset.cell)), ['3,3']);
      await page.locator('[data-testid="hints"]').click();
      const before = await page.locator('.tokens [data-at^="grid:"]').count();
      await page.locator('[data-testid="show-me"]').click();
      await page.waitForFunction((n) => document.querySelectorAll('.tokens [data-at^="grid:"]').length === n - 1, before);
      assert.equal(await page.locator('[data-testid="hints"]').getAttribute('data-level'), '3');
      await page.locator('[data-testid="lang"]').click();
      assert.equal(await page.locator('[data-testid="undo"]').textContent(), 'Annuler');
      assert.equal(await page.locator('[data-testid="current-player"]').textContent(), 'À toi de jouer');
      assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('import, duplicate and delete a game in the library', async () => {
      const { page, context, errors } = await openPage(env.browser, profile, env.served.url);
      await page.locator('[data-testid="import"]').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"format": 1, "grid": 3}') });
      await page.waitForSelector('[data-testid="import-problems"] li');
      const json = readFileSync(join(ROOT, 'games/taquin.json'));
      await page.locator('[data-testid="import"]').setInputFiles({ name: 'taquin.json', mimeType: 'application/json', buffer: json });
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="game-card"]').length === n, BUILTIN + 1);
      assert.equal(await page.locator('[data-testid="import-problems"] li').count(), 0);
      // The educator's own games come first: found by their names.
      const game = (name) => page.locator('[data-testid="game"]').filter({ hasText: name }).first();
      await game('Taquin (2)').locator('[data-testid="duplicate"]').click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="game-card"]').length === n, BUILTIN + 2);
      // The import took a number (the built-in Taquin has the name); its copy says so.
      assert.equal(await game('Taquin (2) (copy)').count(), 1);
      assert.equal((await page.locator('[data-testid="added"]').textContent()).trim(), '“Taquin (2) (copy)” was added to your games.');
      await game('Taquin (2) (copy)').locator('[data-testid="delete"]').click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="game-card"]').length === n, BUILTIN + 1);
      // The imported game plays, and is still there after a reload.
      await page.reload();
      await game('Taquin (2)').locator('[data-testid="game-card"]').click();
      await page.waitForSelector('[data-board="grid"] [data-cell="2,2"]');
      // Its eight tiles follow the squares (a loaded machine drew them a moment later).
      await page.waitForFunction(() => document.querySelectorAll('.tokens [data-token]').length === 8);
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('leaving a game in the middle of an animation logs no error, and the game opens again', async () => {
      const { page, context, errors, tap, drag } = await openPage(env.browser, profile, `${env.served.url}#/play/memory?seed=7`);
      const away = async () => {
        await page.evaluate(() => { location.hash = '#/'; });
        await page.waitForSelector('[data-testid="game-card"]');
      };
      // Memory: two different cards face up, waiting to turn back; leave at once.
      const [a, b] = differentPair(memoryLayout(7));
      await tap(await cellCenter(page, 'grid', ...a));
      await tap(await cellCenter(page, 'grid', ...b));
      await page.waitForFunction(() => document.querySelectorAll('[data-face="up"]').length === 2);
      await away();
      await page.waitForTimeout(2000); // past the turn-back delay
      // Solitaire: a refused drag gliding back; leave during the glide.
      await page.evaluate(() => { location.hash = '#/play/solitaire-english?seed=1'; });
      await page.waitForSelector('[data-board="grid"]');
      await drag(await cellCenter(page, 'grid', 2, 1), await cellCenter(page, 'grid', 3, 1));
      await away();
      // Othello: a placement that flips a disc; leave while it turns.
      await page.evaluate(() => { location.hash = '#/play/othello?seed=1'; });
      await page.waitForSelector('[data-board="board"]');
      await drag(await cellCenter(page, 'black-discs', 0, 0), await cellCenter(page, 'board', 2, 3));
      await away();
      // Pigeon vole: a token held in the middle of a drag; leave with the finger down.
      await page.evaluate(() => { location.hash = '#/play/pigeon-vole?seed=1'; });
      await page.waitForSelector('[data-board]');
      const token = await page.locator('.tokens [data-token]').first().boundingBox();
      await page.mouse.move(token.x + token.width / 2, token.y + token.height / 2);
      await page.mouse.down();
      await page.mouse.move(token.x + token.width / 2 + 40, token.y + token.height / 2 + 40);
      await away();
      await page.mouse.up();
      await page.waitForTimeout(1000);
      // And back into a game: it plays.
      await page.evaluate(() => { location.hash = '#/play/memory?seed=7'; });
      await page.waitForFunction(() => document.querySelectorAll('[data-face="down"]').length === 16);
      assert.deepEqual(errors, []);
      await context.close();
    });

    test("a long game name is shown whole beside the buttons, in French too; 'Crosses' turn'", async () => {
      const { page, context, errors } = await openPage(env.browser, profile, `${env.served.url}#/play/morris?seed=1`);
      for (const lang of ['en', 'fr']) {
        if (lang === 'fr') await page.locator('[data-testid="lang"]').click();
        const title = page.locator('.game-name');
        await title.waitFor();
        const { scroll, client } = await title.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
        assert.ok(client > 100 && scroll <= client + 1, `${lang}: the name fits (${scroll} in ${client})`);
      }
      await page.locator('[data-testid="lang"]').click();
      await page.evaluate(() => { location.hash = '#/play/tic-tac-toe?seed=1'; });
      await page.waitForFunction(() => /^Crosses' turn$/.test(document.querySelector('[data-testid="current-player"]')?.textContent.trim()));
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('a reload keeps the game in progress', async () => {
      const { page, context, errors, drag } = await openPage(env.browser, profile, `${env.served.url}#/play/solitaire-french?seed=1`);
      const start = await page.locator('.tokens [data-at^="grid:"]').count();
      const empty = await emptyCell(page);
      // A peg two cells away in a straight line with a peg between.
      const [r, c] = empty;
      await drag(await cellCenter(page, 'grid', r + 2, c), await cellCenter(page, 'grid', r, c));
      await page.waitForFunction((n) => document.querySelectorAll('.tokens [data-at^="grid:"]').length === n - 1, start);
      await page.reload();
      await page.waitForSelector('[data-testid="board"]');
      assert.equal(await page.locator('.tokens [data-at^="grid:"]').count(), start - 1);
      assert.ok(await hasTokenAt(page, `grid:${r},${c}`));
      assert.equal(await page.locator('[data-testid="undo"]').isEnabled(), true);
      await page.locator('[data-testid="undo"]').click();
      await page.waitForFunction((n) => document.querySelectorAll('.tokens [data-at^="grid:"]').length === n, start);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}

/** The empty playable grid cell (taquin and solitaire start with one), as [r, c]. */
async function emptyCell(page) {
  return page.evaluate(() => {
    const taken = new Set([...document.querySelectorAll('.tokens [data-at^="grid:"]')].map((e) => e.dataset.at.slice(5)));
    const cell = [...document.querySelectorAll('[data-board="grid"] [data-cell]')].find((e) => !taken.has(e.dataset.cell));
    return cell.dataset.cell.split(',').map(Number);
  });
}

/** A cell of the 3x3 taquin next to `cell`, other than `not`. */
function neighbour([r, c], not) {
  const all = [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]].filter(([a, b]) => a >= 0 && b >= 0 && a < 3 && b < 3);
  return all.find((n) => !not || n.join() !== not.join());
}

/** The memory grid for a seed, read from `tablier show --reveal`: [{ at: [r, c], type }]. */
function memoryLayout(seed) {
  const lines = reveal('memory', seed).split('\n');
  const first = lines.findIndex((l) => l.startsWith('grid ('));
  const out = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.trim()) break;
    const [row, ...cells] = line.trim().split(/\s+/);
    cells.forEach((type, c) => out.push({ at: [Number(row), c], type }));
  }
  assert.equal(out.length, 16, 'the memory grid has 16 cards');
  return out;
}

function differentPair(layout) {
  const [a, ...rest] = layout;
  const b = rest.find((x) => x.type !== a.type);
  return [a.at, b.at];
}

function pairs(layout) {
  const byType = new Map();
  for (const x of layout) byType.set(x.type, [...(byType.get(x.type) ?? []), x.at]);
  return [...byType.values()];
}

// A play-test found "Solitaire français" cut to "Solit…" in the French toolbar once "Montre-moi"
// showed, on a tablet and on a phone.
const UPRIGHT_TABLET = { name: 'tablet 820x1180', touch: true, options: { viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } };
for (const profile of [UPRIGHT_TABLET, PROFILES.find((p) => p.name === 'phone'), PROFILES.find((p) => p.name === 'desktop')]) {
  test(`${profile.name}: the French game name is whole with every button shown, the buttons big, the hint says "pion"`, async () => {
    const { page, context, errors } = await openPage(env.browser, profile, `${env.served.url}#/play/solitaire-french?seed=1`);
    await page.locator('[data-testid="lang"]').click();
    const title = page.locator('h1.game-name');
    await page.waitForFunction(() => document.querySelector('h1.game-name')?.textContent === 'Solitaire français');
    // Up the help ladder to "Montre-moi": words (in the game's word), squares, show me.
    const hints = page.locator('[data-testid="hints"]');
    await hints.click();
    await page.waitForFunction(() => /pions/.test(document.querySelector('[data-testid="hint"]').textContent));
    assert.equal(await page.locator('[data-testid="hint"]').textContent(), "Fais sauter tes pions par-dessus les pions d'à côté, sur le trou libre juste derrière.");
    await hints.click();
    await hints.click();
    await page.locator('[data-testid="show-me"]').waitFor();
    const { scroll, client, height, line } = await title.evaluate((e) => ({
      scroll: e.scrollWidth, client: e.clientWidth, height: e.getBoundingClientRect().height, line: parseFloat(getComputedStyle(e).lineHeight),
    }));
    assert.ok(client > 60 && scroll <= client, `the name is not cut (${scroll} in ${client})`);
    assert.ok(height <= 2 * line + 1, `two lines at most (${height} for lines of ${line})`);
    // Every button in view, none over the name, each at least 44 px for a finger.
    const name = await title.boundingBox();
    const buttons = await page.$$eval('.toolbar button:not([hidden]), .toolbar a.button', (els) =>
      els.filter((e) => e.offsetParent).map((e) => { const r = e.getBoundingClientRect(); return { id: e.dataset.testid, x: r.x, y: r.y, w: r.width, h: r.height }; }));
    assert.ok(buttons.some((b) => b.id === 'show-me'), JSON.stringify(buttons));
    const view = page.viewportSize();
    for (const b of buttons) {
      assert.ok(b.w >= 44 && b.h >= 44, `${b.id}: ${b.w}x${b.h}`);
      assert.ok(b.x >= 0 && b.x + b.w <= view.width + 1, `${b.id} in view`);
      const over = b.x < name.x + name.width && b.x + b.w > name.x && b.y < name.y + name.height && b.y + b.h > name.y;
      assert.ok(!over, `${b.id} lies over the name`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}
