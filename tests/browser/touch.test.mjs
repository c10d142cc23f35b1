// Issue #37, as a teacher and a child meet it on a tablet: what is typed is kept, the other
// language shows beside a text, the hint speaks of the token just refused, test-play starts a
// new game after an edit, nothing moves under the finger, and the status line's colours.
// Needs dist/ (scripts/web-build.sh).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { servedBrowser, openPage, cellCenter, reveal, TABLET, ROOT } from './helpers.mjs';

const env = servedBrowser(before, after);

const hint = (page) => page.locator('[data-testid="hint"]');
const message = (page) => page.locator('[data-testid="message"]');

const PIGEON = JSON.parse(readFileSync(join(ROOT, 'games/pigeon-vole.json'), 'utf8'));
/** The row where a Pigeon vole animal belongs: the top row if it flies. */
const rowOf = (type) => (PIGEON.token_types.find((t) => t.id === type).properties.includes('flies') ? 0 : 1);
const nameOf = (type, lang) => PIGEON.token_types.find((t) => t.id === type).name[lang];

test('Pigeon vole: after each refused drop the hint names the animal refused, in English and French', async () => {
  const { page, context, errors, drag } = await openPage(env.browser, TABLET, `${env.served.url}#/play/pigeon-vole?seed=1`);
  await page.waitForSelector('[data-testid="board"] [data-token]');
  const refuse = async (c) => {
    const type = await page.locator(`[data-at="tray:0,${c}"]`).getAttribute('data-type');
    await drag(await cellCenter(page, 'tray', 0, c), await cellCenter(page, 'grid', 1 - rowOf(type), 5));
    await page.waitForFunction(() => document.querySelector('[data-testid="message"]').classList.contains('refused'));
    return type;
  };
  // The three animals the tray offers, each put where it does not belong, the last one first.
  for (const c of [2, 1, 0, 2]) {
    const type = await refuse(c);
    assert.match(await hint(page).textContent(), new RegExp(`Look carefully: ${nameOf(type, 'en')}\\.`), `the hint after ${type} was refused`);
  }
  await page.locator('[data-testid="lang"]').tap();
  const type = await refuse(1);
  assert.match(await hint(page).textContent(), new RegExp(`Regarde bien\u00a0: ${nameOf(type, 'fr')}\\.`));
  assert.deepEqual(errors, []);
  await context.close();
});

test("a memory's 'Not a pair' is said in the neutral colour, not the success colour", async () => {
  const { page, context, errors, tap } = await openPage(env.browser, TABLET, `${env.served.url}#/play/memory?seed=7`);
  const lines = reveal('memory', 7).split('\n');
  const first = lines.findIndex((l) => l.startsWith('grid ('));
  const cards = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.trim()) break;
    const [row, ...cells] = line.trim().split(/\s+/);
    cells.forEach((type, c) => cards.push({ at: [Number(row), c], type }));
  }
  const a = cards[0];
  const b = cards.find((x) => x.type !== a.type);
  await tap(await cellCenter(page, 'grid', ...a.at));
  await tap(await cellCenter(page, 'grid', ...b.at));
  await page.waitForFunction(() => /Not a pair/.test(document.querySelector('[data-testid="message"]').textContent));
  const colour = (sel) => page.evaluate((sel) => {
    const probe = document.createElement('span');
    probe.style.color = sel;
    document.body.append(probe);
    const c = getComputedStyle(probe).color;
    probe.remove();
    return c;
  }, sel);
  const shown = await message(page).evaluate((e) => getComputedStyle(e).color);
  assert.notEqual(shown, await colour('var(--good)'), 'not the colour of "A pair!"');
  assert.deepEqual(errors, []);
  await context.close();
});

/** The library in teacher mode on a tablet, in French when asked, then a blank new game. */
async function designer(lang, start = 'blank') {
  const opened = await openPage(env.browser, TABLET, env.served.url);
  const { page } = opened;
  if (lang === 'fr') await page.locator('[data-testid="lang"]').tap();
  await page.locator('[data-testid="new-game"]').tap();
  await page.waitForSelector('[data-testid="starts"]', { timeout: 20000 });
  await page.locator(`[data-start="${start}"]`).tap();
  await page.waitForSelector('[data-testid="designer"] [data-testid="canvas"]', { timeout: 20000 });
  return opened;
}

/** A touch on an element's centre (the real touch events of the tablet profile). */
async function touch(page, tap, selector) {
  const el = page.locator(selector).first();
  await el.scrollIntoViewIfNeeded();
  const box = await el.boundingBox();
  await tap({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
}

/** Type as on a tablet: a touch on the field, then the keys, and nothing else (no Enter, no Tab). */
async function typeIn(page, tap, selector, text) {
  await touch(page, tap, selector);
  await page.waitForFunction((sel) => document.activeElement === document.querySelector(sel), selector);
  await page.keyboard.type(text);
}

const value = (page, selector) => page.locator(selector).first().inputValue();

test('"Oiseau" typed over a token named by its picture, then the bird picture tapped: the name stays "Oiseau" (French, tablet)', async () => {
  const { page, context, errors, tap } = await designer('fr', 'sort');
  await touch(page, tap, '[data-tab="tokens"]');
  await touch(page, tap, '[data-token-type="apple"]');
  assert.equal(await value(page, '[data-testid="token-name"]'), 'Pomme');
  await typeIn(page, tap, '[data-testid="token-name"]', 'Oiseau');
  await touch(page, tap, '[data-testid="gallery"] [data-picture="animal-bird"]');
  await page.waitForSelector('[data-testid="gallery"] [data-picture="animal-bird"][aria-pressed="true"]');
  assert.equal(await value(page, '[data-testid="token-name"]'), 'Oiseau');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a name typed on a tablet is kept by a tap on a picture, a tab or the page being left, as one undo step (French)', async () => {
  const { page, context, errors, tap } = await designer('fr');
  await touch(page, tap, '[data-tab="tokens"]');
  await touch(page, tap, '[data-testid="new-token"]');
  // "Oiseau", then straight onto the bird's picture.
  await typeIn(page, tap, '[data-testid="token-name"]', 'Oiseau');
  await touch(page, tap, '[data-testid="gallery"] [data-picture="animal-bird"]');
  await page.waitForSelector('[data-testid="gallery"] [data-picture="animal-bird"][aria-pressed="true"]');
  assert.equal(await value(page, '[data-testid="token-name"]'), 'Oiseau');
  // A name that is not the picture's is kept too: "Merle", then the bird.
  await touch(page, tap, '[data-testid="new-token"]');
  const before = await value(page, '[data-testid="token-name"]');
  await typeIn(page, tap, '[data-testid="token-name"]', 'Merle');
  await touch(page, tap, '[data-tab="zones"]');
  await touch(page, tap, '[data-tab="tokens"]');
  assert.equal(await value(page, '[data-testid="token-name"]'), 'Merle', 'kept by a tap on a tab');
  // (The new token kept the bird's picture: another one.)
  await touch(page, tap, '[data-testid="gallery"] [data-picture="animal-owl"]');
  await page.waitForSelector('[data-testid="gallery"] [data-picture="animal-owl"][aria-pressed="true"]');
  assert.equal(await value(page, '[data-testid="token-name"]'), 'Merle', 'the picture does not rename a typed name');
  // Undo: the picture, then the whole name at once (not one letter).
  await touch(page, tap, '[data-testid="undo"]');
  await touch(page, tap, '[data-testid="undo"]');
  assert.equal(await value(page, '[data-testid="token-name"]'), before, 'one undo step for the whole name');
  // Typed, then the page is left: kept in the draft.
  await typeIn(page, tap, '[data-testid="token-name"]', 'Pie bavarde');
  await page.reload();
  await page.waitForSelector('[data-testid="designer"]');
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tablier.draft.')).map((k) => localStorage.getItem(k)).join(''));
  assert.match(kept, /Pie bavarde/, 'the name typed before leaving is in the draft');
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [lang, name, other, otherName] of [['fr', 'Oiseau', 'Bird', 'Anglais'], ['en', 'Bird', 'Oiseau', 'French']]) {
  test(`a picture names its token in the designer's language, the other language shown under the name (${lang})`, async () => {
    const { page, context, errors, tap } = await designer(lang);
    await touch(page, tap, '[data-tab="tokens"]');
    await touch(page, tap, '[data-testid="new-token"]');
    await touch(page, tap, '[data-testid="gallery"] [data-picture="animal-bird"]');
    await page.waitForFunction((name) => document.querySelector('[data-testid="token-name"]').value === name, name);
    assert.equal(await value(page, '[data-testid="token-name-other"]'), other);
    const beside = page.locator('[data-testid="token-name-other-lang"]').first();
    assert.match(await beside.innerText(), new RegExp(otherName));
    assert.equal(await beside.getAttribute('data-mark'), '', 'both written: nothing to mark');
    const box = await page.locator('[data-testid="token-name-other"]').first().boundingBox();
    assert.ok(box.height >= 44, 'the other language is a finger-sized field');
    // A name typed in this language only: the other is marked as not written yet.
    await typeIn(page, tap, '[data-testid="token-name"]', lang === 'fr' ? 'Merle' : 'Blackbird');
    await touch(page, tap, '[data-tab="game"]');
    await touch(page, tap, '[data-tab="tokens"]');
    assert.equal(await value(page, '[data-testid="token-name-other"]'), other);
    // The other language, edited by a tap on it.
    await typeIn(page, tap, '[data-testid="token-name-other"]', lang === 'fr' ? 'Blackbird' : 'Merle');
    await touch(page, tap, '[data-tab="game"]');
    await page.locator('[data-testid="lang"]').first().click();
    await touch(page, tap, '[data-tab="tokens"]');
    assert.equal(await value(page, '[data-testid="token-name"]'), lang === 'fr' ? 'Blackbird' : 'Merle');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("the other language is marked when a starting point's words are left in it", async () => {
  const { page, context, errors, tap } = await designer('en', 'sort');
  await touch(page, tap, '[data-tab="zones"]');
  const zone = page.locator('[data-zone-choice]:not([data-zone-choice="rest"])').first();
  await touch(page, tap, `[data-zone-choice="${await zone.getAttribute('data-zone-choice')}"]`);
  await typeIn(page, tap, '[data-testid="zone-name"]', 'It can fly');
  await touch(page, tap, '[data-tab="tokens"]');
  await touch(page, tap, '[data-tab="zones"]');
  const beside = page.locator('[data-testid="zone-name-other-lang"]');
  assert.equal(await beside.getAttribute('data-mark'), 'template');
  assert.match(await beside.innerText(), /still the starting point's words/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a property's × tapped right after typing a zone's name is not lost", async () => {
  // A game whose zones ask for properties (the sort starting point shows its answers instead).
  const { page, context, errors, tap } = await openPage(env.browser, TABLET, env.served.url);
  await page.locator('[data-testid="lang"]').tap();
  await page.goto(`${env.served.url}design/#/edit/families`);
  await page.waitForSelector('[data-testid="designer"] [data-testid="canvas"]', { timeout: 20000 });
  await touch(page, tap, '[data-tab="zones"]');
  const zone = await page.locator('[data-zone-choice]:not([data-zone-choice="rest"])').first().getAttribute('data-zone-choice');
  await touch(page, tap, `[data-zone-choice="${zone}"]`);
  const chips = page.locator('[data-testid="zone-properties"] .chip[data-chip]');
  const count = await chips.count();
  assert.ok(count >= 1, 'the zone asks for a property');
  await typeIn(page, tap, '[data-testid="zone-name"]', 'Ça vole');
  await touch(page, tap, '[data-testid="zone-properties"] .chip[data-chip] button');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="zone-properties"] .chip[data-chip]').length === n - 1, count, { timeout: 3000 });
  assert.equal(await value(page, '[data-testid="zone-name"]'), 'Ça vole');
  // And the next zone's button, tapped right after typing, chooses it.
  await typeIn(page, tap, '[data-testid="zone-name"]', 'Ça vole haut');
  await touch(page, tap, '[data-zone-choice="rest"]');
  await page.waitForSelector('[data-zone-choice="rest"][aria-pressed="true"]');
  assert.match(await page.locator(`[data-zone-choice="${zone}"]`).innerText(), /Ça vole haut/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the header keeps its height and the tabs their place when "Saving…" and "Saved" come (tablet, French)', async () => {
  const { page, context, errors, tap } = await designer('fr');
  await touch(page, tap, '[data-tab="tokens"]');
  const measure = () => page.evaluate(() => ({
    toolbar: document.querySelector('.designer .toolbar').getBoundingClientRect().height,
    tabs: document.querySelector('[data-tab="zones"]').getBoundingClientRect().top,
  }));
  const untouched = await measure();
  await touch(page, tap, '[data-testid="new-token"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="save-state"]').textContent === 'Enregistrement…');
  assert.deepEqual(await measure(), untouched, 'while saving');
  await page.waitForFunction(() => document.querySelector('[data-testid="save-state"]').textContent === '✓ Enregistré');
  assert.deepEqual(await measure(), untouched, 'once saved');
  // A problem counted in the toolbar does not move it either.
  await touch(page, tap, '[data-testid="gallery"] [data-picture="animal-bird"]');
  await page.waitForTimeout(600);
  assert.deepEqual(await measure(), untouched, 'after more edits');
  assert.deepEqual(errors, []);
  await context.close();
});

for (const lang of ['en', 'fr']) {
  test(`on a tablet the designer's toolbar and its eight tabs each hold on one row (${lang})`, async () => {
    const { page, context, errors } = await designer(lang);
    const rows = (selector) => page.$$eval(selector, (els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);
    assert.equal(await rows('.tabs [role="tab"]'), 1, 'the tabs');
    assert.equal(await rows('.designer .toolbar > :is(a, button, .words-field)'), 1, 'the toolbar, "Test" included');
    const test = await page.locator('[data-testid="test-play"]').boundingBox();
    assert.ok(test.x + test.width <= 768, 'and nothing leaves the screen');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/** Put the tray's first animal in its row, at column `col`; the square it went to. */
async function placeFirst(page, drag, col) {
  const type = await page.locator('[data-at="tray:0,0"]').getAttribute('data-type');
  const at = `grid:${rowOf(type)},${col}`;
  await drag(await cellCenter(page, 'tray', 0, 0), await cellCenter(page, 'grid', rowOf(type), col));
  await page.waitForSelector(`[data-at="${at}"][data-type="${type}"]`);
  return `[data-at="${at}"][data-type="${type}"]`;
}

test('test-play and the library start a new game after the design changed, and go on when it did not', async () => {
  const { page, context, errors, tap, drag } = await openPage(env.browser, TABLET, `${env.served.url}design/#/edit/pigeon-vole`);
  await page.waitForSelector('[data-testid="designer"] [data-testid="canvas"]');
  // An edit makes the educator's own copy.
  await typeIn(page, tap, '[data-testid="game-name"]', 'Pigeon vole CP');
  await touch(page, tap, '[data-testid="test-play"]');
  await page.waitForSelector('[data-testid="board"] [data-token]');
  const id = await page.evaluate(() => location.hash.match(/edit\/([^?]+)/)[1]);
  const placed = await placeFirst(page, drag, 0);
  // Back to editing and to the test, nothing changed: the game goes on.
  await touch(page, tap, '[data-testid="back-to-edit"]');
  await touch(page, tap, '[data-testid="test-play"]');
  await page.waitForSelector(placed);
  await touch(page, tap, '[data-testid="back-to-edit"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="save-state"]')?.textContent !== 'Saving…');
  // The library's player takes the game up again on the same design.
  const player = await context.newPage();
  await player.goto(`${env.served.url}#/play/${id}`);
  await player.waitForSelector('[data-testid="board"] [data-token]');
  assert.equal(await player.locator(placed).count(), 1, 'an unchanged design resumes');
  await player.close();
  // An edit, then the test: a new game, said.
  await typeIn(page, tap, '[data-testid="game-name"]', 'Pigeon vole CE1');
  await touch(page, tap, '[data-testid="test-play"]');
  await page.waitForSelector('[data-testid="board"] [data-token]');
  assert.equal(await page.locator('[data-at^="grid:"][data-type]').count(), 0, 'the animal is back in the tray');
  assert.match(await page.locator('[data-testid="designer-message"]').textContent(), /starts again/);
  await placeFirst(page, drag, 1);
  await touch(page, tap, '[data-testid="back-to-edit"]');
  await typeIn(page, tap, '[data-testid="game-name"]', 'Pigeon vole CE2');
  await touch(page, tap, '[data-tab="tokens"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="save-state"]')?.textContent === '✓ Saved');
  // The library's player: the game saved on the design before the edit starts anew.
  const again = await context.newPage();
  await again.goto(`${env.served.url}#/play/${id}`);
  await again.waitForSelector('[data-testid="board"] [data-token]');
  assert.equal(await again.locator('[data-at^="grid:"][data-type]').count(), 0, 'a changed design starts a new game');
  await again.close();
  assert.deepEqual(errors, []);
  await context.close();
});

test('the library on a tablet: New game and Import on the first screen, own games first, memories show faces', async () => {
  const { page, context, errors } = await openPage(env.browser, TABLET, env.served.url);
  for (const hook of ['new-game', 'import']) {
    const box = await page.locator(`[data-testid="${hook}"]`).evaluate((e) => (e.closest('label') ?? e).getBoundingClientRect().toJSON());
    assert.ok(box.bottom <= 1024 && box.top >= 0, `${hook} is reached without scrolling (${box.top}–${box.bottom})`);
  }
  const memory = JSON.parse(readFileSync(join(ROOT, 'games/memory.json'), 'utf8'));
  memory.name = { en: 'Our memory', fr: 'Notre mémoire' };
  await page.locator('[data-testid="import"]').setInputFiles({ name: 'ours.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(memory)) });
  await page.waitForFunction(() => /Our memory/.test(document.querySelector('[data-testid="game"] h2')?.textContent ?? ''), null, { timeout: 15000 });
  const faces = await page.locator('[data-testid="game"][data-game="memory"] svg [data-face="up"]').count();
  assert.ok(faces > 0, 'a memory card shows some faces');
  assert.deepEqual(errors, []);
  await context.close();
});

for (const lang of ['en', 'fr']) {
  test(`import problems speak to a teacher: a picture is said to be one, the place in the file comes after, in small type (${lang})`, async () => {
    const { page, context, errors } = await openPage(env.browser, TABLET, env.served.url);
    if (lang === 'fr') await page.locator('[data-testid="lang"]').tap();
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    await page.locator('[data-testid="import"]').setInputFiles({ name: 'cat.json', mimeType: 'application/json', buffer: png });
    await page.waitForSelector('[data-testid="import-problems"] li');
    assert.match(await page.locator('[data-testid="import-problems"] li').first().innerText(),
      lang === 'fr' ? /^Ce fichier est une image \(PNG\), pas un jeu\./ : /^This file is a picture \(PNG\), not a game\./);
    const design = JSON.parse(readFileSync(join(ROOT, 'games/taquin.json'), 'utf8'));
    design.grid.tokens[0].type = 'tile9';
    await page.locator('[data-testid="import"]').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(design)) });
    await page.waitForSelector('[data-testid="import-problems"] li small.place');
    const item = page.locator('[data-testid="import-problems"] li').first();
    assert.match(await item.locator('small.place').innerText(), lang === 'fr' ? /dans le fichier/ : /in the file/);
    assert.doesNotMatch(await item.evaluate((e) => e.firstChild.textContent), /in the file|dans le fichier/);
    // The fix is one tap away: the designer opens on the game kept.
    await page.locator('[data-testid="fix-now"]').tap();
    await page.waitForSelector('[data-testid="designer"]', { timeout: 20000 });
    await page.waitForFunction(() => /tile9/.test(document.querySelector('[data-testid="problems"]')?.textContent ?? ''));
    // ... on the first problem: its panel open (a token placed on the board), the problem in view and focused.
    await page.waitForFunction(() => document.activeElement?.classList.contains('problem'), null, { timeout: 5000 });
    assert.equal(await page.locator('[role="tab"][data-tab="tokens"]').getAttribute('aria-selected'), 'true');
    const box = await page.locator('[data-testid="problems"] .problem').first().boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 1024, `the problem is on screen (${box?.y})`);
    assert.ok(!page.url().includes('?fix'), 'once: a reload or a test-play does not jump there again');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
