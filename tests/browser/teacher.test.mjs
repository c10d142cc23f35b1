// Issue #37's "Done when", for a memory and a sort game: a teacher on a tablet, touch only, in
// French then in English, builds each game from "New game" in few actions (each tap and each
// typed field counts), then test-plays it as a child would: a wrong move is refused with the
// game's own words, a wrong move never wins, and cards pair by their pictures only.
// Needs dist/ (scripts/web-build.sh).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { servedBrowser, openPage, cellCenter, TABLET, hands, trayTokens } from './helpers.mjs';

const env = servedBrowser(before, after);


/** The library in `lang`, in educator mode, on the tablet. */
async function library(lang) {
  const opened = await openPage(env.browser, TABLET, env.served.url);
  if (lang === 'fr') {
    await opened.page.evaluate(() => localStorage.setItem('tablier.lang', 'fr'));
    await opened.page.reload();
    await opened.page.waitForSelector('.library');
  }
  return { ...opened, hand: hands(opened.page, opened) };
}

async function newGame(page, hand, start) {
  await hand.tap('[data-testid="new-game"]');
  await page.waitForSelector('[data-testid="starts"]', { timeout: 20000 });
  await hand.tap(`[data-start="${start}"]`);
  await page.waitForSelector('[data-testid="designer"]', { timeout: 20000 });
}

const WORDS = {
  en: {
    name: 'Does it fly?', flies: 'It flies', not: 'It does not fly',
    notPair: /do not go together|Not a pair/, pair: /^A pair/,
  },
  fr: {
    name: 'Est-ce que ça vole ?', flies: 'Ça vole', not: 'Ça ne vole pas',
    notPair: /ne vont pas ensemble|Pas une paire/, pair: /^Une paire/,
  },
};

const message = (page) => page.locator('[data-testid="message"]').textContent();

/** Start test-play and wait for the board. */
async function testPlay(page) {
  await page.locator('[data-testid="test-play"]').tap();
  await page.waitForSelector('[data-testid="board"] [data-token]', { timeout: 20000 });
}

/** Turn a face-down card over; its picture's type once it shows. */
async function turn(page, tap, at) {
  const card = page.locator(`[data-testid="board"] [data-token][data-at="${at}"]`).first();
  const id = await card.getAttribute('data-token');
  const box = await card.boundingBox();
  await tap({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  // Face up where it lies, or already taken away as a pair: the card shows its picture.
  const shown = await page.waitForFunction((id) => document.querySelector(`[data-testid="board"] [data-token="${id}"]`)?.dataset.type, id, { timeout: 3000 });
  return shown.jsonValue();
}

/** Both cards turned back (not a pair) or gone from the grid (a pair). */
async function settled(page, a, b) {
  await page.waitForFunction(([a, b]) => [a, b].every((at) => {
    const el = document.querySelector(`[data-testid="board"] [data-token][data-at="${at}"]`);
    return !el || el.dataset.face === 'down';
  }), [a, b], { timeout: 5000 });
}

const faceDown = (page) => page.$$eval('[data-testid="board"] [data-token][data-face="down"][data-at^="grid:"]', (els) => els.map((e) => e.dataset.at));

/**
 * Play a memory to its end as a child who remembers: every two cards of different pictures
 * must be "not a pair" and stay, every two of the same picture a pair. `pairs(a, b)` says which
 * types pair (a picture with itself; linked cards).
 */
async function playMemory(page, tap, words, { pairs = (a, b) => a === b, mix = null } = {}) {
  const seen = new Map();
  const checked = { wrong: 0, right: 0, mixed: false };
  for (let guard = 0; guard < 80; guard++) {
    if (await page.locator('[data-testid="game-over"]').count()) break;
    const left = await faceDown(page);
    if (left.length === 0) break;
    const known = [...seen.entries()].filter(([at]) => left.includes(at));
    // The cards of `mix` wait for their mixed turn before they are paired.
    const waits = (t) => mix && !checked.mixed && mix.includes(t);
    const pair = known.find(([a, t]) => !waits(t) && known.some(([b, u]) => b !== a && pairs(t, u)));
    // `mix`: two types to turn together once both are known (they must not pair).
    let mixed = mix && !checked.mixed && mix.map((t) => known.find(([, u]) => u === t)?.[0]);
    let first;
    let second;
    if (mixed && mixed.every(Boolean)) {
      [first, second] = mixed;
      checked.mixed = true;
    } else if (pair) {
      first = pair[0];
      second = known.find(([b, u]) => b !== first && pairs(pair[1], u))[0];
    } else {
      // While `mix` waits, a new card is turned second, after a known card of another picture:
      // a card of `mix` is then never paired with its twin by chance.
      const safe = mix && !checked.mixed && known.find(([, t]) => !mix.includes(t))?.[0];
      first = safe || (left.find((at) => !seen.has(at)) ?? left[0]);
    }
    const a = await turn(page, tap, first);
    seen.set(first, a);
    // A card of `mix` just shown, its other type known: turned with it, on purpose.
    const other = mix && !checked.mixed && mix.includes(a) && mix.find((t) => t !== a);
    const otherAt = other && known.find(([at, u]) => u === other && at !== first)?.[0];
    if (!second && otherAt) {
      second = otherAt;
      mixed = [first, second];
      checked.mixed = true;
    }
    // A card of `mix` whose other is not known yet: turned with a known card of another
    // picture, so that it is not paired by chance before its mixed turn.
    if (!second && waits(a)) {
      second = known.find(([at, u]) => at !== first && !pairs(a, u) && !mix.includes(u))?.[0];
    }
    if (!second) {
      second = [...seen.entries()].find(([b, u]) => b !== first && !waits(a) && pairs(a, u) && left.includes(b))?.[0]
        ?? left.find((at) => at !== first && !seen.has(at)) ?? left.find((at) => at !== first);
    }
    const b = await turn(page, tap, second);
    seen.set(second, b);
    const said = await message(page);
    if (mixed && first === mixed[0]) checked.mixedSaid = said;
    if (pairs(a, b)) {
      // The last pair ends the game: the message line says who won instead.
      if (!(await page.locator('[data-testid="game-over"]').count())) assert.match(said, words.pair, `${a} + ${b}: "${said}"`);
      checked.right++;
    } else {
      assert.match(said, words.notPair, `${a} + ${b} must not be a pair: "${said}"`);
      assert.equal(await page.locator('[data-testid="game-over"]').count(), 0, 'a wrong pair never ends the game');
      checked.wrong++;
    }
    await settled(page, first, second);
    if (!pairs(a, b)) {
      assert.equal((await faceDown(page)).filter((at) => at === first || at === second).length, 2, 'cards not paired stay on the grid');
    }
  }
  await page.waitForSelector('[data-testid="game-over"]', { timeout: 5000 });
  return checked;
}

for (const lang of ['fr', 'en']) {
  const w = WORDS[lang];

  test(`a teacher (${lang}) builds a memory of 6 pictures in at most 10 actions, and it pairs pictures only`, async () => {
    const { page, context, errors, hand, tap } = await library(lang);
    await newGame(page, hand, 'memory');
    await page.waitForSelector('[data-testid="memory-editor"]');
    // The starting point's cards go, and the chooser opens for the teacher's own.
    await hand.tap('[data-testid="remove-all-pairs"]');
    await page.waitForSelector('[data-testid="chooser"]');
    const pictures = ['animal-bird', 'animal-bee', 'fruit-apple', 'fruit-cherry', 'animal-owl', 'animal-snail'];
    for (const p of pictures) await hand.tap(`[data-testid="chooser"] [data-picture="${p}"]`);
    const built = hand.count;
    console.log(`# memory of 6 pictures (tablet, ${lang}): ${built} actions`);
    assert.ok(built <= 10, `${built} actions`);
    // What the teacher sees: six pairs, named in their language; twelve cards on the board.
    assert.equal(await page.locator('[data-testid="pair"]').count(), 6);
    const names = await page.locator('[data-testid="pair"] .pair-name').allTextContents();
    assert.deepEqual(names.slice(0, 2), lang === 'fr' ? ['Oiseau', 'Abeille'] : ['Bird', 'Bee']);
    assert.equal(await page.locator('[data-testid="canvas"] [data-placed]').count(), 12);
    await page.waitForFunction(() => document.querySelector('[data-testid="problems"]')?.dataset.count === '0');
    await testPlay(page);
    const { wrong, right } = await playMemory(page, tap, w);
    assert.equal(right, 6, 'six pairs found');
    assert.ok(wrong >= 1, 'two different pictures were tried');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`a teacher (${lang}) builds "${w.name}", 2 zones and 6 tokens, in at most 15 actions; wrong moves are refused in its words`, async () => {
    const { page, context, errors, hand, tap } = await library(lang);
    await newGame(page, hand, 'sort');
    await page.waitForSelector('[data-testid="sort-editor"]');
    await hand.type('[data-testid="game-name"]', w.name);
    await hand.type('[data-testid="sort-zone"]:nth-child(1) [data-testid="zone-name"]', w.flies);
    await hand.type('[data-testid="sort-zone"]:nth-child(2) [data-testid="zone-name"]', w.not);
    await hand.tap('[data-testid="remove-all-sorted"]');
    const answer = { 1: ['animal-bird', 'animal-bee', 'animal-butterfly'], 2: ['animal-cat', 'animal-dog', 'animal-cow'] };
    for (const [zone, pictures] of Object.entries(answer)) {
      await hand.tap(`[data-testid="sort-zone"]:nth-child(${zone}) [data-testid="add-to-zone"]`);
      for (const p of pictures) await hand.tap(`[data-testid="chooser"] [data-picture="${p}"]`);
    }
    const built = hand.count;
    console.log(`# sort game of 6 tokens in 2 zones (tablet, ${lang}): ${built} actions`);
    assert.ok(built <= 15, `${built} actions`);
    // The answer shown: three tokens in each zone, the tray holding the six.
    for (const zone of [1, 2]) {
      assert.equal(await page.locator(`[data-testid="sort-zone"]:nth-child(${zone}) [data-testid="sort-token"]`).count(), 3);
    }
    assert.equal(await page.locator('[data-testid="sort-zone"]:nth-child(1) [data-testid="zone-name"]').inputValue(), w.flies);
    await page.waitForFunction(() => document.querySelector('[data-testid="problems"]')?.dataset.count === '0');
    await testPlay(page);
    // Rows: "it flies" on top. Each token of the tray: first to the wrong row, refused in the
    // game's words, then to its own.
    const flies = new Set(['bird', 'bee', 'butterfly']);
    const free = { 0: [0, 1, 2], 1: [0, 1, 2] };
    for (let guard = 0; guard < 12; guard++) {
      if (await page.locator('[data-testid="game-over"]').count()) break;
      const inTray = await trayTokens(page);
      if (inTray.length === 0) break;
      const { at, type } = inTray[0];
      const [r, c] = at.split(':')[1].split(',').map(Number);
      const row = flies.has(type) ? 0 : 1;
      const wrong = 1 - row;
      if (free[wrong].length) {
        await tap(await cellCenter(page, 'tray', r, c));
        await tap(await cellCenter(page, 'grid', wrong, free[wrong][0]));
        await page.waitForFunction(() => document.querySelector('[data-testid="message"]')?.classList.contains('refused'));
        const said = await message(page);
        assert.ok(said.includes(w.flies) || said.includes(w.not), `"${said}" speaks of the game's zones`);
        assert.doesNotMatch(said, /fruit|animal/i, "no word of the starting point's");
        assert.equal(await page.locator(`[data-token][data-at="grid:${wrong},${free[wrong][0]}"]`).count(), 0, 'nothing put in the wrong zone');
        assert.equal(await page.locator('[data-testid="game-over"]').count(), 0, 'a wrong move never wins');
        await tap(await cellCenter(page, 'tray', r, c)).catch(() => {});
        await page.waitForTimeout(100);
      }
      const target = free[row].shift();
      await page.waitForSelector(`[data-token][data-at="${at}"]`);
      const held = await page.locator(`[data-token][data-at="${at}"].held`).count();
      if (!held) await tap(await cellCenter(page, 'tray', r, c));
      await tap(await cellCenter(page, 'grid', row, target));
      await page.waitForSelector(`[data-token][data-at="grid:${row},${target}"][data-type="${type}"]`, { timeout: 3000 });
    }
    await page.waitForSelector('[data-testid="game-over"][data-result="won"]', { timeout: 5000 });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a card given another picture and name, and a new card made from it, keep no hidden pairing', async () => {
  const { page, context, errors, hand, tap } = await library('en');
  await newGame(page, hand, 'memory');
  // In the Tokens tab, as the teacher did: Cat is named "Red apple", then shows an apple.
  await hand.tap('[data-tab="tokens"]');
  await hand.tap('[data-token-type="cat"]');
  await hand.type('[data-testid="token-name"]', 'Red apple');
  await hand.tap('[data-testid="gallery"] [data-picture="fruit-apple"]');
  assert.equal(await page.locator('[data-token-type="cat"] .palette-name').textContent(), 'Red apple', 'the name typed stays');
  assert.equal(await page.locator('[data-testid="keep-settings"]').isChecked(), true, 'keep settings is on');
  // The dog goes; a new card made with "Keep settings" from the apple shows a dog.
  await hand.tap('[data-token-type="dog"]');
  await hand.tap('[data-testid="delete-token"]');
  await hand.tap('[data-token-type="cat"]');
  await hand.tap('[data-testid="new-token"]');
  await hand.tap('[data-testid="gallery"] [data-picture="animal-dog"]');
  const made = await page.$eval('.palette-entry[aria-pressed="true"]', (e) => e.dataset.tokenType);
  assert.equal(await page.locator(`[data-token-type="${made}"] .palette-name`).textContent(), 'Dog');
  assert.equal(await page.locator('[data-testid="properties"] .chip[data-chip]').count(), 0, 'no property came with it');
  await hand.tap('[data-testid="fill-grid"]');
  assert.equal(await page.locator('[data-testid="canvas"] [data-placed]').count(), 12);
  await testPlay(page);
  // The apple (once the cat) and the new dog turned together: not a pair.
  // (Turned by chance with its twin before the dog was seen, the apple pairs: the game is then
  // dealt again, until the two meet.)
  let checked = await playMemory(page, tap, WORDS.en, { mix: ['cat', made] });
  for (let deal = 0; deal < 4 && !checked.mixed; deal++) {
    assert.equal(checked.right, 6, 'the right pairs, and only those');
    await page.locator('[data-testid="play-again"]').click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="game-over"]'));
    checked = await playMemory(page, tap, WORDS.en, { mix: ['cat', made] });
  }
  assert.ok(checked.mixed, 'the apple and the dog were turned together');
  assert.match(checked.mixedSaid, /Red apple.*Dog|Dog.*Red apple/, 'the refusal names the cards as the teacher named them');
  assert.equal(checked.right, 6);
  assert.deepEqual(errors, []);
  await context.close();
});
