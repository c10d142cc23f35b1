// Designer texts in the interface's language: a built-in game is French in French (its name,
// its players in the status, its boards, its own messages), and the designer edits a text in
// one language without losing the other.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { servedBrowser, PROFILES, TABLET, openPage, cellCenter, reveal } from './helpers.mjs';

const env = servedBrowser(before, after);

/** Two cards of the memory that are not a pair, for a seed (from `tablier show --reveal`). */
function differentCards(seed) {
  const lines = reveal('memory', seed).split('\n');
  const first = lines.findIndex((l) => l.startsWith('grid ('));
  const cards = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.trim()) break;
    const [row, ...cells] = line.trim().split(/\s+/);
    cells.forEach((type, c) => cards.push({ at: [Number(row), c], type }));
  }
  const [a, ...rest] = cards;
  return [a.at, rest.find((x) => x.type !== a.type).at];
}

const text = (page, selector) => page.locator(selector).first().textContent();

for (const profile of PROFILES) {
  describe(`languages (${profile.name})`, () => {
    test('a built-in game is all French in French, and English again in English', async () => {
      const { page, context, errors, tap } = await openPage(env.browser, profile, env.served.url);
      await page.locator('[data-testid="lang"]').click();
      const card = '[data-testid="game"][data-game="memory"]';
      assert.equal(await text(page, `${card} h2`), 'Mémoire');
      assert.match(await text(page, `${card} p`), /^Retourne deux cartes/);
      await page.evaluate(() => { location.hash = '#/play/memory?seed=7'; });
      await page.waitForSelector('[data-testid="board"]');
      assert.equal(await text(page, 'h1.game-name'), 'Mémoire');
      assert.equal(await text(page, '[data-testid="current-player"]'), "C'est au tour du joueur 1");
      assert.equal(await text(page, '[data-testid="scores"]'), 'Joueur 1\u00a0: 0 paire · Joueur 2\u00a0: 0 paire');
      assert.equal(await text(page, '[data-board="found1"] .board-name'), 'Paires du joueur 1');
      const [a, b] = differentCards(7);
      await tap(await cellCenter(page, 'grid', ...a));
      await tap(await cellCenter(page, 'grid', ...b));
      await page.waitForFunction(() => document.querySelector('[data-testid="message"]')?.textContent !== '');
      assert.equal(await text(page, '[data-testid="message"]'), 'Pas une paire\u00a0: elles se retournent.');
      await page.waitForFunction(() => document.querySelectorAll('[data-face="up"]').length === 0, null, { timeout: 4000 });
      assert.equal(await text(page, '[data-testid="current-player"]'), "C'est au tour du joueur 2");
      // Back in English, every designer text follows at once.
      await page.locator('[data-testid="lang"]').click();
      assert.equal(await text(page, 'h1.game-name'), 'Memory');
      assert.equal(await text(page, '[data-testid="current-player"]'), "Player 2's turn");
      assert.equal(await text(page, '[data-testid="message"]'), 'Not a pair: they turn back.');
      assert.equal(await text(page, '[data-board="found1"] .board-name'), 'Pairs of player 1');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('the designer keeps a name in French and in English, and a game made in French is French', async () => {
      const { page, context, errors } = await openPage(env.browser, profile, env.served.url);
      const exported = async () => {
        const download = page.waitForEvent('download');
        await page.locator('[data-testid="export-design"]').click();
        const file = join(mkdtempSync(join(tmpdir(), 'tablier-')), 'design.json');
        await (await download).saveAs(file);
        return JSON.parse(readFileSync(file, 'utf8'));
      };
      const rename = async (name) => {
        // The toolbar's (the Game panel has one too).
        const field = page.locator('[data-testid="game-name"]').first();
        await field.fill(name);
        await field.press('Enter');
        await field.evaluate((e) => e.blur());
      };
      // Made in English: a plain English name, then its French beside it.
      await page.locator('[data-testid="new-game"]').click();
      await page.locator('[data-start="blank"]').click();
      await page.waitForSelector('[data-testid="designer"]', { timeout: 20000 });
      await rename('Owls');
      assert.equal((await exported()).name, 'Owls', 'one language: a plain text, as files always had');
      await page.locator('[data-testid="lang"]').click();
      assert.equal(await page.inputValue('[data-testid="game-name"]'), '', 'no French name yet');
      assert.equal(await page.getAttribute('[data-testid="game-name"]', 'placeholder'), 'Owls');
      await rename('Hiboux');
      await page.locator('[data-testid="lang"]').click();
      assert.equal(await page.inputValue('[data-testid="game-name"]'), 'Owls', 'the English name survives');
      await page.locator('[data-testid="lang"]').click();
      assert.equal(await page.inputValue('[data-testid="game-name"]'), 'Hiboux');
      const design = await exported();
      assert.deepEqual(design.name, { en: 'Owls', fr: 'Hiboux' });
      assert.equal(design.language, 'en');
      // Made in French: the game, its grid, its player and the boards it adds have French names.
      await page.locator('[data-testid="designer"] [data-testid="library"]').click();
      await page.waitForSelector('.library');
      await page.locator('[data-testid="new-game"]').click();
      await page.locator('[data-start="blank"]').click();
      await page.waitForSelector('[data-testid="designer"]', { timeout: 20000 });
      await page.locator('[data-tab="boards"]').click();
      await page.locator('[data-testid="add-tray"]').click();
      const french = await exported();
      assert.equal(french.language, 'fr');
      assert.equal(french.name, 'Nouveau jeu');
      assert.equal(french.grid.name, 'Grille');
      assert.deepEqual(french.players.map((p) => p.name), ['Joueur 1']);
      assert.deepEqual(french.trays.map((t) => t.name), ['Réserve']);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}

/** Every text a child or a teacher can read or hear on the page (text, labels, placeholders)
 *  where French breaks before "!", "?", ":", ";" or inside « »: a plain space there. */
async function breakingFrench(page) {
  return page.evaluate(() => {
    const bad = /[^\s] [!?:;»]|« /;
    const found = [];
    let right = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (bad.test(n.data)) found.push(n.data);
      if (/\u00a0[!?:;]/.test(n.data)) right += 1;
    }
    for (const el of document.querySelectorAll('[aria-label],[title],[placeholder]')) {
      for (const a of ['aria-label', 'title', 'placeholder']) {
        const v = el.getAttribute(a);
        if (v && bad.test(v)) found.push(v);
      }
    }
    return { found, right };
  });
}

describe('French spacing (tablet)', () => {
  test('no French text breaks before "!", "?", ":" or ";": in the library, in games, their help and the designer', async () => {
    const fr = { ...TABLET, options: { ...TABLET.options, locale: 'fr-FR' } };
    const { page, context, errors, tap } = await openPage(env.browser, fr, env.served.url);
    const seen = [];
    let right = 0;
    const look = async (where) => {
      const read = await breakingFrench(page);
      for (const t of read.found) seen.push(`${where}: ${t}`);
      right += read.right;
    };
    await page.waitForSelector('[data-testid="game"]');
    await look('library');
    for (const game of ['memory', 'morris', 'othello', 'azul', 'solitaire-french', 'pigeon-vole', 'goose', 'tic-tac-toe']) {
      await page.evaluate((g) => { location.hash = `#/play/${g}?seed=3`; }, game);
      await page.waitForSelector('[data-testid="board"]');
      await look(game);
      // Help, step by step, and the status it writes (« Montre-moi » takes Help's place at the top).
      const hints = page.locator('[data-testid="hints"]');
      for (let i = 0; i < 3 && (await hints.isVisible()); i++) {
        await hints.tap();
        await look(`${game} help ${i + 1}`);
      }
    }
    // A refusal in the child's words: memory's two different cards.
    await page.evaluate(() => { location.hash = '#/play/memory?seed=7'; });
    await page.waitForSelector('[data-testid="board"]');
    const [a, b] = differentCards(7);
    await tap(await cellCenter(page, 'grid', ...a));
    await tap(await cellCenter(page, 'grid', ...b));
    await page.waitForFunction(() => document.querySelector('[data-testid="message"]')?.textContent !== '');
    assert.equal(await text(page, '[data-testid="message"]'), 'Pas une paire\u00a0: elles se retournent.');
    await look('memory refused');
    // The designer, each of its tabs.
    await page.evaluate(() => { location.hash = '#/'; });
    await page.locator('[data-testid="new-game"]').click();
    await page.locator('[data-start="blank"]').click();
    await page.waitForSelector('[data-testid="designer"]', { timeout: 20000 });
    for (const tab of await page.locator('[data-tab]').all()) {
      await tab.click();
      await look(`designer ${await tab.getAttribute('data-tab')}`);
    }
    assert.deepEqual(seen, []);
    // The texts were there to be read: turns, help and refusals spaced the French way.
    assert.ok(right >= 20, `only ${right} French texts with "!", "?", ":" or ";" were read`);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
