// The library and the end of a game, as a teacher and a child would use them: export a game and
// import the file back (file picker and drop on the page), broken files, delete with a way back,
// a browser whose storage is full or denied, "Play again", pair scores, and cells big enough
// for a finger on a phone. At a phone size with real touch and at a desktop size with a mouse.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { servedBrowser, openPage, cellCenter, reveal, unlock, PROFILES, TABLET, ROOT, BUILTIN } from './helpers.mjs';

const env = servedBrowser(before, after);

const cards = (page) => page.locator('[data-testid="game-card"]');
const waitCards = (page, n) => page.waitForFunction((n) => document.querySelectorAll('[data-testid="game-card"]').length === n, n);
const saved = (page) => page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
const taquinJson = () => readFileSync(join(ROOT, 'games/taquin.json'));

/** Every token's place and type: { "grid:r,c": type }. */
async function layoutOf(page) {
  await page.waitForSelector('.tokens [data-token]');
  return page.$$eval('.tokens [data-token]', (els) => Object.fromEntries(els.map((e) => [e.dataset.at, e.dataset.type ?? ''])));
}

for (const profile of PROFILES) {
  describe(`${profile.name}: library`, () => {
    const press = (locator) => (profile.touch ? locator.tap() : locator.click());

    test('export a game, import the file back: it is my game and plays the same', async () => {
      const { page, context, errors } = await openPage(env.browser, profile, env.served.url);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        press(page.locator('[data-game="taquin"] [data-testid="export"]')),
      ]);
      assert.equal(download.suggestedFilename(), 'taquin.json');
      const file = await download.path();
      // The file is a valid design for the command line too.
      execFileSync(join(ROOT, 'target/release/tablier'), ['validate', file]);
      assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')).name, JSON.parse(taquinJson()).name);
      assert.ok(readFileSync(file, 'utf8').endsWith('}\n'), 'a text file ends with a line break');
      await page.locator('[data-testid="import"]').setInputFiles(file);
      await waitCards(page, BUILTIN + 1);
      const mine = page.locator('[data-testid="game"]').first(); // (the educator's own games come first)
      const id = await mine.getAttribute('data-game');
      assert.match(id, /^my-/);
      assert.ok(await mine.locator('[data-testid="delete"]').isVisible(), 'an imported game is the user\'s own');
      assert.match(JSON.stringify(await saved(page)), new RegExp(id));
      // Same seed, same board as the built-in game.
      await page.goto(`${env.served.url}#/play/taquin?seed=3`);
      const builtin = await layoutOf(page);
      await page.goto(`${env.served.url}#/play/${id}?seed=3`);
      await page.waitForSelector(`main.player[data-game="${id}"]`);
      assert.deepEqual(await layoutOf(page), builtin);
      assert.deepEqual(errors, []);
      await context.close();
    });

    test("importing a built-in game's file twice says so each time, with a name of its own, and shows the new card", async () => {
      const { page, context, errors } = await openPage(env.browser, profile, env.served.url);
      const status = page.locator('[role="status"][data-testid="added"]');
      const file = { name: 'taquin.json', mimeType: 'application/json', buffer: taquinJson() };
      for (const [n, name] of [[1, 'Taquin (2)'], [2, 'Taquin (3)']]) {
        await page.locator('[data-testid="import"]').setInputFiles(file);
        await waitCards(page, BUILTIN + n);
        await page.waitForFunction((name) => document.querySelector('[data-testid="added"]').textContent.includes(name), name);
        assert.equal((await status.textContent()).trim(), `“${name}” was added to your games.`);
        const card = page.locator('[data-testid="game"]').nth(n - 1);
        assert.equal((await card.locator('h2').textContent()).trim(), name);
        // The new card is the one focused, and in view.
        const id = await card.getAttribute('data-game');
        await page.waitForFunction((id) => document.activeElement?.closest('[data-game]')?.dataset.game === id, id);
        const box = await card.locator('[data-testid="game-card"]').boundingBox();
        const view = page.viewportSize();
        assert.ok(box.y < view.height && box.y + box.height > 0, `the new card is in view (${box.y} in ${view.height})`);
      }
      assert.equal(await page.locator('[data-testid="game"] h2', { hasText: /^Taquin$/ }).count(), 1, 'the built-in game keeps its name');
      // In French: the sentence follows; a bilingual name gets its number in both languages.
      await page.locator('[data-testid="lang"]').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="added"]').textContent.includes('ajouté'));
      assert.equal((await status.textContent()).trim(), '«\u00a0Taquin (3)\u00a0» a été ajouté à vos jeux.');
      await page.locator('[data-testid="import"]').setInputFiles({ name: 's.json', mimeType: 'application/json', buffer: readFileSync(join(ROOT, 'games/solitaire-french.json')) });
      await waitCards(page, BUILTIN + 3);
      await page.waitForFunction(() => document.querySelector('[data-testid="added"]').textContent.includes('Solitaire'));
      assert.equal((await status.textContent()).trim(), '«\u00a0Solitaire français (2)\u00a0» a été ajouté à vos jeux.');
      await page.locator('[data-testid="lang"]').click();
      assert.equal((await page.locator('[data-testid="game"]').nth(2).locator('h2').textContent()).trim(), 'French solitaire (2)');
      assert.equal(await page.locator('[data-testid="import-problems"] li').count(), 0);
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('a file dropped on the page is imported', async () => {
      const { page, context, errors } = await openPage(env.browser, profile, env.served.url);
      const text = readFileSync(join(ROOT, 'games/memory.json'), 'utf8');
      await page.evaluate((text) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([text], 'memory.json', { type: 'application/json' }));
        const target = document.querySelector('.cards');
        for (const type of ['dragenter', 'dragover', 'drop']) {
          target.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
        }
      }, text);
      await waitCards(page, BUILTIN + 1);
      assert.match(await cards(page).first().textContent(), /Memory/);
      assert.equal(await page.locator('[data-testid="import-problems"] li').count(), 0);
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('a broken file lists its problems in plain words and changes nothing', async () => {
      const { page, context, errors } = await openPage(env.browser, profile, env.served.url);
      await page.locator('[data-testid="import"]').setInputFiles({ name: 'taquin.json', mimeType: 'application/json', buffer: taquinJson() });
      await waitCards(page, BUILTIN + 1);
      const before = await saved(page);
      const problems = page.locator('[data-testid="import-problems"] li');
      await page.locator('[data-testid="import"]').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('not json at all') });
      await problems.first().waitFor();
      assert.match(await problems.first().textContent(), /not a valid game file/);
      // Another program's file: one sentence, not the list of a game's settings it lacks.
      await page.locator('[data-testid="import"]').setInputFiles({ name: 'package.json', mimeType: 'application/json', buffer: Buffer.from('{"name":"app","version":"1.0.0","dependencies":{"a":"1"}}') });
      await page.waitForFunction(() => document.querySelector('[data-testid="import-problems"] li')?.textContent.includes('another program'));
      assert.equal(await problems.count(), 1);
      const design = JSON.parse(taquinJson());
      design.grid.tokens[0].type = 'unicorn';
      design.rules.group_size = 0;
      await page.locator('[data-testid="import"]').setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(design)) });
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="import-problems"] li').length === 2);
      const text = (await problems.allTextContents()).join('\n');
      assert.match(text, /there is no token type 'unicorn'/);
      // The sentence first, the place in the file after.
      assert.match(await problems.first().textContent(), /^[A-Z][^:]+ 'unicorn'.* \(in the file: grid\.tokens\[0\]\.type\)$/);
      assert.match(text, /A selection group has 0 tokens/);
      assert.equal(await cards(page).count(), BUILTIN + 1);
      assert.deepEqual(await saved(page), before);
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('a deleted game can be brought back with Undo for a few seconds', async () => {
      const { page, context, errors } = await openPage(env.browser, profile, env.served.url);
      for (const name of ['a.json', 'b.json']) {
        await page.locator('[data-testid="import"]').setInputFiles({ name, mimeType: 'application/json', buffer: taquinJson() });
        await waitCards(page, name === 'a.json' ? BUILTIN + 1 : BUILTIN + 2);
      }
      const ids = await page.$$eval('[data-testid="game"]', (els) => els.map((e) => e.dataset.game));
      const before = await saved(page);
      await press(page.locator(`[data-game="${ids[0]}"] [data-testid="delete"]`));
      await waitCards(page, BUILTIN + 1);
      const toast = page.locator('[data-testid="deleted"]');
      assert.match(await toast.textContent(), /Deleted: Taquin/);
      await press(toast.locator('[data-testid="undo-delete"]'));
      await waitCards(page, BUILTIN + 2);
      // The focus is on the game brought back, not at the top of the page.
      await page.waitForFunction((id) => document.activeElement?.closest('[data-game]')?.dataset.game === id, ids[0]);
      assert.deepEqual(await page.$$eval('[data-testid="game"]', (els) => els.map((e) => e.dataset.game)), ids);
      assert.deepEqual(await saved(page), before);
      assert.equal(await toast.count(), 0);
      // Without Undo, the game is gone for good once the message has gone.
      await press(page.locator(`[data-game="${ids[1]}"] [data-testid="delete"]`));
      await waitCards(page, BUILTIN + 1);
      await toast.waitFor();
      await toast.waitFor({ state: 'detached', timeout: 12000 });
      await page.reload();
      await page.waitForSelector('.library');
      assert.deepEqual(await page.$$eval('[data-testid="game"]', (els) => els.map((e) => e.dataset.game)), ids.filter((_, i) => i !== 1));
      // Leaving the library while Undo is offered: the game stays deleted, nothing breaks.
      await press(page.locator(`[data-game="${ids[0]}"] [data-testid="delete"]`));
      await waitCards(page, BUILTIN);
      await press(cards(page).first());
      await page.waitForSelector('main.player');
      await page.waitForTimeout(8500);
      await page.goBack();
      await page.waitForSelector('.library');
      assert.deepEqual(await page.$$eval('[data-testid="game"]', (els) => els.map((e) => e.dataset.game)), ids.slice(2));
      assert.equal(await page.locator('[data-testid="deleted"]').count(), 0);
      assert.deepEqual(errors, []);
      await context.close();
    });

    for (const [kind, script] of [
      ['full', () => {
        Storage.prototype.setItem = function () {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      }],
      ['denied', () => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        });
      }],
    ]) {
      test(`storage ${kind}: a visible message, and the imported game still plays`, async () => {
        const context = await env.browser.newContext({ ...profile.options, locale: 'en-GB' });
        await context.addInitScript(script);
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (e) => errors.push(e));
        await page.goto(env.served.url);
        await page.waitForSelector('.library');
        const warning = page.locator('[data-testid="storage-warning"]');
        assert.equal(await warning.count(), 0);
        // On a touch screen the library opens in child mode: the educator unlocks it (kept in
        // the page's memory only, and said so).
        if (profile.touch) await unlock(page);
        await page.locator('[data-testid="import"]').setInputFiles({ name: 'taquin.json', mimeType: 'application/json', buffer: taquinJson() });
        await waitCards(page, BUILTIN + 1);
        assert.equal(await warning.textContent(), "Your browser's storage is full: this game is kept only until you close the page.");
        const id = await page.locator('[data-testid="game"]').first().getAttribute('data-game');
        await press(cards(page).first());
        await page.waitForSelector(`main.player[data-game="${id}"] [data-board="grid"]`);
        // Slide a tile into the gap with a tap on the tile then on the gap.
        const empty = await page.evaluate(() => {
          const taken = new Set([...document.querySelectorAll('.tokens [data-at^="grid:"]')].map((e) => e.dataset.at.slice(5)));
          return [...document.querySelectorAll('[data-board="grid"] [data-cell]')].find((e) => !taken.has(e.dataset.cell)).dataset.cell.split(',').map(Number);
        });
        const tile = [[empty[0] - 1, empty[1]], [empty[0] + 1, empty[1]]].find(([r]) => r >= 0 && r < 3);
        const at = (c) => cellCenter(page, 'grid', ...c);
        if (profile.touch) {
          await page.touchscreen.tap(...Object.values(await at(tile)));
          await page.waitForSelector(`[data-at="grid:${tile}"].held`);
          await page.touchscreen.tap(...Object.values(await at(empty)));
        } else {
          await page.mouse.click(...Object.values(await at(tile)));
          await page.waitForSelector(`[data-at="grid:${tile}"].held`);
          await page.mouse.click(...Object.values(await at(empty)));
        }
        await page.waitForSelector(`[data-at="grid:${empty}"]`);
        assert.equal(await page.locator('[data-testid="undo"]').isEnabled(), true);
        assert.ok(await warning.isVisible());
        await page.locator('[data-testid="lang"]').click();
        assert.match(await warning.textContent(), /Le stockage de votre navigateur est plein/);
        assert.deepEqual(errors, []);
        await context.close();
      });
    }
  });

  describe(`${profile.name}: end of a game`, () => {
    /** Win a game of memory whose seed is in the saved game; returns that seed. */
    async function winMemory(page, tap) {
      await page.waitForSelector('[data-face="down"]');
      const seed = await page.evaluate(() => JSON.parse(localStorage.getItem('tablier.play.memory')).seed);
      const byType = new Map();
      const lines = reveal('memory', seed).split('\n');
      for (const line of lines.slice(lines.findIndex((l) => l.startsWith('grid (')) + 2)) {
        if (!line.trim()) break;
        const [row, ...types] = line.trim().split(/\s+/);
        types.forEach((t, c) => byType.set(t, [...(byType.get(t) ?? []), [Number(row), c]]));
      }
      let first = true;
      for (const [p, q] of byType.values()) {
        await tap(await cellCenter(page, 'grid', ...p));
        await tap(await cellCenter(page, 'grid', ...q));
        if (first) {
          // Scores count pairs, not cards.
          await page.waitForFunction(() => /Player 1: 1 pair · Player 2: 0 pairs/.test(document.querySelector('[data-testid="scores"]').textContent));
          first = false;
        }
      }
      await page.locator('[data-testid="game-over"]').waitFor();
      return seed;
    }

    test('memory: scores in pairs; Play again deals a new shuffle', async () => {
      const { page, context, errors, tap } = await openPage(env.browser, profile, `${env.served.url}#/play/memory`);
      const seed = await winMemory(page, tap);
      assert.match(await page.locator('[data-testid="scores"]').textContent(), /Player 1: \d pairs? · Player 2: \d pairs?/);
      await page.locator('[data-testid="play-again"]').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-face="down"]').length === 16);
      assert.equal(await page.locator('[data-testid="game-over"]').count(), 0);
      const next = await page.evaluate(() => JSON.parse(localStorage.getItem('tablier.play.memory')).seed);
      assert.notEqual(next, seed, 'a new game has a new seed');
      assert.match(await page.locator('[data-testid="scores"]').textContent(), /Player 1: 0 pairs · Player 2: 0 pairs/);
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('memory: with ?seed= in the address, Play again deals the same cards', async () => {
      const { page, context, errors, tap } = await openPage(env.browser, profile, `${env.served.url}#/play/memory?seed=7`);
      assert.equal(await winMemory(page, tap), '7');
      await page.locator('[data-testid="play-again"]').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-face="down"]').length === 16);
      assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('tablier.play.memory')).seed), '7');
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}

describe('phone portrait 390x844', () => {
  for (const game of ['memory', 'taquin', 'pigeon-vole', 'families', 'arithmetic', 'solitaire-english', 'solitaire-french']) {
    test(`${game}: every cell of the grid is at least 44 px`, async () => {
      const { page, context } = await openPage(env.browser, PROFILES[0], `${env.served.url}#/play/${game}?seed=1`);
      const boxes = await page.$$eval('[data-board="grid"] [data-cell]', (els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.width, r.height, r.left, r.right, r.bottom]));
      assert.ok(boxes.length >= 3, `only ${boxes.length} cells drawn`);
      for (const [w, h, left, right, bottom] of boxes) {
        assert.ok(w >= 44 && h >= 44, `a cell is ${w.toFixed(1)}x${h.toFixed(1)} px`);
        assert.ok(left >= 0 && right <= 390 && bottom <= 844, 'the cell is on the screen');
      }
      await context.close();
    });
  }
});

describe('routes', () => {
  test('a game that does not exist says so and leads back to the library', async () => {
    const { page, context, errors } = await openPage(env.browser, PROFILES[1], env.served.url);
    await page.goto(`${env.served.url}#/play/no-such-game`);
    await page.waitForSelector('main.missing');
    assert.match(await page.locator('main.missing').textContent(), /This game does not exist/);
    await page.locator('main.missing a').click();
    await page.waitForSelector('.library');
    assert.equal(await page.locator('main').count(), 1, 'one page at a time');
    assert.equal(await cards(page).count(), BUILTIN);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('child mode', () => {
  const visible = (page, id) => page.locator(`[data-testid="${id}"]:visible`).count();

  test('on a tablet children see only the games; an educator holds a button to unlock the rest', async () => {
    const { page, context, errors, tap } = await openPage(env.browser, TABLET, env.served.url, { mode: null });
    assert.equal(await cards(page).count(), BUILTIN, 'every game can be played');
    for (const id of ['edit', 'export', 'duplicate', 'new-game', 'import']) {
      assert.equal(await visible(page, id), 0, `no "${id}" for a child`);
    }
    // A tap (a child's) does not unlock: it says to hold.
    await page.locator('[data-testid="unlock"]').scrollIntoViewIfNeeded();
    const button = await page.locator('[data-testid="unlock"]').boundingBox();
    const at = { x: button.x + button.width / 2, y: button.y + button.height / 2 };
    await tap(at);
    await page.waitForTimeout(1700);
    assert.equal(await visible(page, 'new-game'), 0);
    assert.match(await page.locator('[data-testid="unlock-help"]').textContent(), /Keep your finger on the button/);
    // Held for a moment with a finger: the educator's buttons appear.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
    await page.waitForTimeout(2500);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForSelector('[data-testid="new-game"]:visible');
    await page.waitForTimeout(300);
    assert.equal(await visible(page, 'child-mode'), 1, 'lifting the finger that unlocked taps nothing');
    assert.equal(await visible(page, 'edit'), BUILTIN);
    // Remembered; and one tap gives the tablet back to the children.
    await page.reload();
    await page.waitForSelector('[data-testid="new-game"]:visible');
    await page.locator('[data-testid="child-mode"]').tap();
    assert.equal(await visible(page, 'edit'), 0);
    await page.reload();
    await page.waitForSelector('.library');
    assert.equal(await visible(page, 'new-game'), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('on a computer with a mouse the library opens for the educator', async () => {
    const { page, context, errors } = await openPage(env.browser, PROFILES[1], env.served.url, { mode: null });
    assert.equal(await visible(page, 'new-game'), 1);
    assert.equal(await visible(page, 'unlock'), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

test('a game with mistakes imported in French on a tablet while the designer cannot be reached: said plainly, nothing kept', async () => {
  const { page, context } = await openPage(env.browser, TABLET, env.served.url);
  // The player's checks find the mistakes; their list comes from the designer's bundle,
  // which this time cannot be loaded (a dropped network).
  await context.route('**/design/**', (route) => route.abort());
  await page.locator('[data-testid="lang"]').tap();
  const before = await saved(page);
  const design = JSON.parse(taquinJson());
  design.grid.tokens[0].type = 'licorne';
  await page.locator('[data-testid="import"]').setInputFiles({ name: 'mon-jeu.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(design)) });
  const problems = page.locator('[data-testid="import-problems"] li');
  await problems.first().waitFor();
  assert.deepEqual(await problems.allTextContents(), [
    "Ce fichier est un jeu Tablier qui contient des erreurs, et leur liste n'a pas pu être chargée\u00a0: réessayez dans un instant.",
  ]);
  assert.equal(await cards(page).count(), BUILTIN);
  assert.deepEqual(await saved(page), before);
  // Back online: the same file gets its list.
  await context.unroute('**/design/**');
  await page.locator('[data-testid="import"]').setInputFiles({ name: 'mon-jeu.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(design)) });
  await page.waitForFunction(() => document.querySelector('[data-testid="import-problems"] li')?.textContent.includes('licorne'));
  assert.match(await problems.first().textContent(), /il n'y a pas de type de jeton 'licorne'.*\(dans le fichier\u00a0: grid\.tokens\[0\]\.type\)/);
  await context.close();
});

test('an import while the thinking bundle, which checks games, cannot be reached: said plainly in French, nothing kept; back online, kept', async () => {
  const { page, context, errors } = await openPage(env.browser, TABLET, env.served.url);
  // The player has no checker of its own: the thinking bundle checks an imported game, in a
  // worker. This time it cannot be loaded (a dropped network, nothing cached yet).
  await context.route('**/think/**', (route) => route.abort());
  await page.locator('[data-testid="lang"]').tap();
  const before = await saved(page);
  const design = JSON.parse(taquinJson());
  design.name = { en: 'My puzzle', fr: 'Mon taquin' };
  const file = { name: 'mon-taquin.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(design)) };
  await page.locator('[data-testid="import"]').setInputFiles(file);
  const problems = page.locator('[data-testid="import-problems"] li');
  await problems.first().waitFor();
  assert.deepEqual(await problems.allTextContents(), [
    "Ce jeu n'a pas pu être vérifié pour l'instant (la connexion Internet est-elle perdue\u00a0?)\u00a0: réessayez dans un instant.",
  ]);
  // Said again in the other language when it is switched.
  await page.locator('[data-testid="lang"]').tap();
  assert.deepEqual(await problems.allTextContents(), [
    'This game could not be checked just now (is the Internet connection lost?): try again in a moment.',
  ]);
  await page.locator('[data-testid="lang"]').tap();
  assert.equal(await cards(page).count(), BUILTIN);
  assert.deepEqual(await saved(page), before);
  // Back online: the same file is checked and kept.
  await context.unroute('**/think/**');
  await page.locator('[data-testid="import"]').setInputFiles(file);
  await waitCards(page, BUILTIN + 1);
  assert.match(await page.locator('[data-testid="added"]').textContent(), /Mon taquin/);
  // Only the dropped network's own complaints: nothing broke.
  assert.deepEqual(errors.map(String).filter((e) => !/Failed to fetch|Failed to load resource/.test(e)), []);
  await context.close();
});

test('games saved by an older build are checked once and kept; one edited outside the app into a broken game is set apart for the educator to fix', async () => {
  const { page, context, errors } = await openPage(env.browser, TABLET, env.served.url);
  const good = JSON.parse(taquinJson());
  good.name = 'Old puzzle';
  const broken = JSON.parse(taquinJson());
  broken.name = 'Edited puzzle';
  broken.grid.tokens[0].type = 'unicorn';
  // Saved before games carried the checks' mark, and one whose mark is not of its JSON (edited
  // by hand in the browser's storage).
  await page.evaluate(([good, broken]) => {
    localStorage.setItem('tablier.games', JSON.stringify([
      { id: 'my-old', json: good },
      { id: 'my-edited', json: broken, checked: '0000000000000000-0000000000000000-ok' },
      { id: 'my-cut', json: good.slice(0, 200) },
    ]));
  }, [JSON.stringify(good), JSON.stringify(broken)]);
  await page.reload();
  await waitCards(page, BUILTIN + 1);
  assert.equal(await page.locator('[data-game="my-old"] h2').textContent(), 'Old puzzle');
  // The broken one is not offered to play, but shown apart to the educator, with a way to fix it.
  const faulty = page.locator('[data-testid="faulty"][data-game="my-edited"]');
  await faulty.waitFor();
  assert.equal(await faulty.locator('h2').textContent(), 'Edited puzzle');
  assert.match(await faulty.locator('p').textContent(), /has mistakes and cannot be played.*open it to fix them/);
  assert.equal(await faulty.locator('[data-testid="edit"]').getAttribute('href'), 'design/#/edit/my-edited?fix', 'Fix opens the designer on the first problem');
  // A file cut short cannot be opened: kept to export, not offered to fix.
  const cut = page.locator('[data-testid="faulty"][data-game="my-cut"]');
  assert.match(await cut.locator('p').textContent(), /file is damaged and cannot be opened: export it to keep it/);
  assert.equal(await cut.locator('[data-testid="edit"]').count(), 0);
  assert.equal(await cut.locator('[data-testid="export"]').count(), 1);
  assert.equal(await cut.locator('h2').textContent(), 'Damaged game');
  // Each is marked with its verdict, so the next start does not check them again.
  const marks = await page.evaluate(() => JSON.parse(localStorage.getItem('tablier.games')).map((g) => [g.id, g.checked.split('-').pop()]));
  assert.deepEqual(marks, [['my-old', 'ok'], ['my-edited', 'no'], ['my-cut', 'no']]);
  // The kept one plays; a link to the broken one says it is not there, and nothing breaks.
  await page.goto(`${env.served.url}#/play/my-old`);
  await page.waitForSelector('.tokens [data-token]');
  await page.goto(`${env.served.url}#/play/my-edited`);
  await page.waitForFunction(() => document.querySelector('[data-testid="missing"]')?.textContent
    === 'This game has mistakes and cannot be played. In the list of games, an adult can open it to fix them.');
  await page.goto(`${env.served.url}#/play/my-cut`);
  await page.waitForFunction(() => document.querySelector('[data-testid="missing"]')?.textContent
    === "This game's file is damaged: it cannot be played.");
  // In French, and fixed in the designer, which names the problem.
  await page.goto(`${env.served.url}#/`);
  await page.locator('[data-testid="lang"]').tap();
  await faulty.waitFor();
  assert.match(await faulty.locator('p').textContent(), /contient des erreurs et ne peut pas être joué/);
  await faulty.locator('[data-testid="edit"]').tap();
  await page.waitForSelector('[data-testid="designer"] [data-testid="canvas"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="problems"]')?.textContent.includes('unicorn'));
  // Hidden from children: they get only games to play.
  await page.goto(`${env.served.url}#/`);
  await page.evaluate(() => localStorage.setItem('tablier.mode', 'child'));
  await page.reload();
  await waitCards(page, BUILTIN + 1);
  assert.equal(await page.locator('[data-testid="faulty"]').count(), 0);
  assert.deepEqual(errors.map(String), []);
  await context.close();
});

test('a saved game whose moves the rules now refuse goes on from the last good move, and says so in English and in French', async () => {
  const solution = execFileSync(join(ROOT, 'target/release/tablier'), ['solve', join(ROOT, 'games/taquin.json'), '--seed', '1'], { encoding: 'utf8' })
    .split('\n').filter((l) => l.trim());
  // Two good moves, then one no rule allows (saved by an older version of the game), then more.
  const log = [solution[0], solution[1], 'grid:0,0-grid:2,2', ...solution.slice(2)];
  const { page, context, errors } = await openPage(env.browser, TABLET, env.served.url);
  await page.evaluate((log) => localStorage.setItem('tablier.play.taquin', JSON.stringify({ seed: '1', log })), log);
  await page.evaluate(() => { location.hash = '#/play/taquin'; });
  const message = page.locator('[data-testid="message"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="message"]')?.textContent.includes('older version'));
  assert.equal(await message.textContent(), 'This game was saved by an older version: it goes on from the last move that still follows the rules.');
  await page.locator('[data-testid="lang"]').tap();
  assert.equal(await message.textContent(), 'Cette partie a été enregistrée par une version plus ancienne\u00a0: elle reprend au dernier coup qui suit encore les règles.');
  // The game is the one of the two good moves, and is saved so.
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('tablier.play.taquin')).log.length), 2);
  assert.deepEqual(errors.map(String), []);
  await context.close();
});

test('a game added in another tab shows in this library at once', async () => {
  const { page, context, errors } = await openPage(env.browser, TABLET, env.served.url);
  await waitCards(page, BUILTIN);
  const other = await context.newPage();
  await other.goto(env.served.url);
  await other.locator('[data-game="taquin"] [data-testid="duplicate"]').tap();
  await other.waitForFunction(() => document.querySelector('[data-testid="added"]').textContent.includes('Taquin (copy)'));
  // The first tab, untouched, shows the copy too.
  await waitCards(page, BUILTIN + 1);
  assert.equal(await page.locator('[data-testid="game-card"] h2').first().textContent(), 'Taquin (copy)');
  assert.deepEqual(errors.map(String), []);
  await context.close();
});

test('games saved by an older build while the thinking bundle cannot be reached: the library still opens, without them, and they are kept', async () => {
  const { page, context, errors } = await openPage(env.browser, TABLET, env.served.url);
  const game = (name) => { const d = JSON.parse(taquinJson()); d.name = name; return JSON.stringify(d); };
  await page.evaluate((games) => localStorage.setItem('tablier.games', JSON.stringify(games.map((json, i) => ({ id: `my-${i}`, json })))),
    [game('One'), game('Two'), game('Three')]);
  await context.route('**/think/**', (route) => route.abort());
  await page.reload();
  await waitCards(page, BUILTIN);
  // Kept, unjudged, for a later start.
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('tablier.games')).length), 3);
  // The educator is told why they are missing.
  const notice = page.locator('[data-testid="unchecked"] span');
  assert.equal(await notice.textContent(),
    '3 of your games are not shown yet (“One”, “Two”, “Three”): Tablier could not check that they can be played (is the Internet connection lost?).');
  // Above the cards, where the educator looks for them.
  assert.ok(await page.evaluate(() => document.querySelector('[data-testid="unchecked"]').compareDocumentPosition(document.querySelector('.cards')) & Node.DOCUMENT_POSITION_FOLLOWING));
  // A link to one of them says so too, not that it does not exist; in French as well.
  await page.goto(`${env.served.url}#/play/my-1`);
  const missing = page.locator('[data-testid="missing"]');
  await missing.waitFor();
  assert.equal(await missing.textContent(), 'This game could not be checked just now (is the Internet connection lost?): try again in a moment.');
  assert.equal(await page.locator('main.missing [data-testid="check-again"]').count(), 1);
  await page.locator('[data-testid="lang"]').tap();
  assert.match(await missing.textContent(), /^Ce jeu n'a pas pu être vérifié pour l'instant/);
  await page.goto(`${env.served.url}#/`);
  await waitCards(page, BUILTIN);
  assert.equal(await notice.textContent(),
    "3 de vos jeux ne sont pas encore affichés («\u00a0One\u00a0», «\u00a0Two\u00a0», «\u00a0Three\u00a0»)\u00a0: Tablier n'a pas pu vérifier qu'ils peuvent être joués (la connexion Internet est-elle perdue\u00a0?).");
  // Back online, the educator asks again: the three games are there, and the notice gone.
  await context.unroute('**/think/**');
  await page.locator('[data-testid="check-again"]').tap();
  await waitCards(page, BUILTIN + 3);
  assert.equal(await page.locator('[data-testid="unchecked"]').count(), 0);
  // Children never see the notice (nothing for them to do).
  await page.evaluate(() => localStorage.setItem('tablier.mode', 'child'));
  await context.route('**/think/**', (route) => route.abort());
  await page.evaluate((json) => {
    const list = JSON.parse(localStorage.getItem('tablier.games'));
    localStorage.setItem('tablier.games', JSON.stringify([...list, { id: 'my-new', json }]));
  }, game('Four'));
  await page.reload();
  await waitCards(page, BUILTIN + 3);
  assert.equal(await page.locator('[data-testid="unchecked"]').count(), 0);
  assert.deepEqual(errors.map(String).filter((e) => !/Failed to fetch|Failed to load resource/.test(e)), []);
  await context.close();
});

test('a network so slow that the check of saved games outlasts its time limit: the library opens, then shows the game by itself once checked', async () => {
  const { page, context, errors } = await openPage(env.browser, TABLET, env.served.url);
  const design = JSON.parse(taquinJson());
  design.name = 'Late puzzle';
  await page.evaluate((json) => localStorage.setItem('tablier.games', JSON.stringify([{ id: 'my-late', json }])), JSON.stringify(design));
  // Each file of the thinking bundle comes 4 s late: more than the 8 s the app waits.
  await context.route('**/think/**', async (route) => {
    await new Promise((r) => setTimeout(r, 4000));
    await route.continue().catch(() => {});
  });
  await page.reload();
  await page.locator('[data-testid="unchecked"]').waitFor({ timeout: 15000 });
  assert.equal(await cards(page).count(), BUILTIN);
  // No new try asked: the late answer marks the game, and the library shows it.
  await page.locator('[data-game="my-late"] [data-testid="game-card"]').waitFor({ timeout: 20000 });
  assert.equal(await page.locator('[data-testid="unchecked"]').count(), 0);
  assert.match(await page.evaluate(() => JSON.parse(localStorage.getItem('tablier.games'))[0].checked), /-ok$/);
  assert.deepEqual(errors.map(String), []);
  await context.close();
});

test('while saved games are checked at the first start after an update, the page says so, then shows them', async () => {
  const { page, context, errors } = await openPage(env.browser, TABLET, env.served.url, { mode: 'child' });
  const design = JSON.parse(taquinJson());
  design.name = 'Slow puzzle';
  await page.evaluate((json) => localStorage.setItem('tablier.games', JSON.stringify([{ id: 'my-slow', json }])), JSON.stringify(design));
  // A slow network: the thinking bundle, which checks the game, comes a second late.
  await context.route('**/think/**', async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await page.reload();
  const checking = page.locator('[data-testid="checking-games"]');
  await checking.waitFor();
  assert.equal(await checking.textContent(), 'Checking your games…');
  await waitCards(page, BUILTIN + 1);
  assert.equal(await checking.count(), 0);
  assert.deepEqual(errors.map(String), []);
  await context.close();
});

test('back from a game, the library is where the child left it', async () => {
  const { page, context, errors } = await openPage(env.browser, TABLET, env.served.url, { mode: 'child' });
  await waitCards(page, BUILTIN);
  const last = page.locator('[data-testid="game-card"]').last();
  await last.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  assert.ok(before > 300, `the library scrolled only ${before}px`);
  await last.tap();
  await page.waitForSelector('[data-testid="board"] [data-cell]');
  await page.locator('a.brand').tap();
  await page.waitForSelector('[data-testid="game-card"]');
  assert.ok(Math.abs((await page.evaluate(() => window.scrollY)) - before) < 4, 'the library came back at another place');
  assert.ok(await last.isVisible());
  assert.deepEqual(errors.map(String), []);
  await context.close();
});

for (const profile of [TABLET, PROFILES[0]]) {
  test(`${profile.name}: the first painted library fills the screen, then every game comes`, async () => {
    const context = await env.browser.newContext({ locale: 'en-GB', ...profile.options, serviceWorkers: 'block' });
    await context.addInitScript(() => {
      localStorage.setItem('tablier.mode', 'child');
      // What the first frame with cards holds, read just before its paint.
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="game-card"]')) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          const cards = [...document.querySelectorAll('[data-game]')];
          window.firstFrame = {
            cards: cards.length,
            lowest: Math.max(...cards.map((c) => c.getBoundingClientRect().bottom)),
            pictures: cards.filter((c) => c.querySelector('.card-picture svg')).length,
          };
        });
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e));
    await page.goto(env.served.url);
    await page.waitForFunction(() => window.firstFrame);
    const first = await page.evaluate(() => window.firstFrame);
    const height = profile.options.viewport.height;
    // No empty place on the first screen: its cards, pictures drawn, reach its last 60 px (a card
    // whose top edge only shows there comes a frame later).
    assert.ok(first.lowest >= height - 60, `the first cards end at ${first.lowest}px of a ${height}px screen`);
    assert.equal(first.pictures, first.cards, 'every card of the first screen has its picture');
    // Fewer than all: the others wait for the paint.
    assert.ok(first.cards < BUILTIN, `${first.cards} cards before the first paint`);
    await waitCards(page, BUILTIN);
    assert.deepEqual(errors.map(String), []);
    await context.close();
  });
}

for (const lang of ['en', 'fr']) {
  test(`a file with mistakes is kept when the educator asks, to fix in the designer (${lang})`, async () => {
    const { page, context, errors } = await openPage(env.browser, TABLET, env.served.url, { mode: 'teacher' });
    if (lang === 'fr') await page.click('[data-testid="lang"]');
    const design = JSON.parse(taquinJson());
    design.name = { en: 'Broken puzzle', fr: 'Taquin cassé' };
    // A tile of a kind the game does not have.
    design.grid.tokens[0].type = 'tile9';
    await page.locator('[data-testid="import"]').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(design)) });
    await page.waitForSelector('[data-testid="import-problems"] li');
    assert.match(await page.locator('[data-testid="import-problems"]').innerText(), /tile9/);
    const keep = page.locator('[data-testid="keep-to-fix"]');
    assert.equal(await keep.innerText(), lang === 'fr' ? 'Le garder, pour le corriger plus tard' : 'Keep it, to fix it later');
    assert.ok((await keep.boundingBox()).height >= 44);
    await keep.tap();
    // Kept apart from the games that play, with its problems gone from the list and a word said.
    const card = page.locator('[data-testid="faulty"]');
    await card.waitFor();
    assert.match(await card.innerText(), lang === 'fr' ? /Taquin cassé/ : /Broken puzzle/);
    assert.equal(await page.locator('[data-testid="import-problems"] li').count(), 0);
    assert.equal(await keep.count(), 0);
    assert.equal((await page.locator('[data-testid="added"]').innerText()).trim(), lang === 'fr'
      ? '«\u00a0Taquin cassé\u00a0» est gardé avec vos jeux, pour le corriger\u00a0: ouvrez-le avec Corriger.'
      : '“Broken puzzle” is kept with your games, to fix: open it with Fix.');
    assert.equal(await page.locator('[data-testid="game-card"]').count(), BUILTIN);
    // Still there after a reload, and the designer opens it with its problem named.
    await page.reload();
    await card.locator('[data-testid="edit"]').click();
    await page.waitForSelector('[data-testid="designer"]');
    await page.waitForFunction(() => /tile9/.test(document.querySelector('[data-testid="problems"]')?.textContent ?? ''));
    assert.deepEqual(errors.map(String), []);
    await context.close();
  });
}

test('a file that is not a design, or that could not be checked, offers nothing to keep', async () => {
  const { page, context } = await openPage(env.browser, TABLET, env.served.url, { mode: 'teacher' });
  await page.locator('[data-testid="import"]').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"format": 1, "grid": 3}') });
  await page.waitForSelector('[data-testid="import-problems"] li');
  assert.equal(await page.locator('[data-testid="keep-to-fix"]').count(), 0);
  await context.close();
});
