// Accessibility: axe-core (WCAG 2.1 A and AA rules) finds no violation on the library, every
// built-in game's player (phone and desktop), the end of a game, the designer's starting
// points, each of its panels and its test-play. The board speaks: each square and token has a
// name, and the keyboard cursor and the token in hand are said through a live region.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { servedBrowser, PROFILES, TABLET, openPage, ROOT } from './helpers.mjs';

const env = servedBrowser(before, after);
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const GAMES = readdirSync(join(ROOT, 'games')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));

/** The violations axe finds on the page, one line each (rule, impact, where, why). */
async function violations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.failureSummary.split('\n').slice(1, 2).join('')}`).join(' | ')}`);
  });
  return found;
}

async function clean(page, where) {
  const found = await violations(page);
  assert.deepEqual(found, [], `${where}:\n${found.join('\n')}`);
}

for (const profile of PROFILES) {
  describe(`accessibility (${profile.name})`, () => {
    test('the library, in English and in French, in educator and in child mode', async () => {
      const { page, context, errors } = await openPage(env.browser, profile, env.served.url);
      await clean(page, 'library');
      await page.locator('[data-testid="lang"]').click();
      await clean(page, 'library in French');
      await context.close();
      const child = await openPage(env.browser, profile, env.served.url, { mode: 'child' });
      await clean(child.page, 'library in child mode');
      assert.deepEqual([...errors, ...child.errors], []);
      await child.context.close();
    });

    test('every built-in game, as it opens', async () => {
      const { page, context, errors } = await openPage(env.browser, profile, env.served.url);
      for (const id of GAMES) {
        await page.evaluate((g) => { location.hash = `#/play/${g}?seed=1`; }, id);
        await page.waitForSelector(`[data-game="${id}"] [data-testid="board"]`);
        await clean(page, id);
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}

test('the end of a game (the win card), with its scores open', async () => {
  const solution = execFileSync(join(ROOT, 'target/release/tablier'), ['solve', join(ROOT, 'games/taquin.json'), '--seed', '1'], { encoding: 'utf8' })
    .split('\n').filter((l) => l.trim());
  const { page, context, errors } = await openPage(env.browser, TABLET, env.served.url);
  await page.evaluate((log) => localStorage.setItem('tablier.play.taquin', JSON.stringify({ seed: '1', log })), solution);
  await page.evaluate(() => { location.hash = '#/play/taquin'; });
  await page.waitForSelector('[data-testid="game-over"][data-result="won"]');
  // Colours are judged once the card has risen and its stars have popped: axe measures the
  // contrast of what it sees, and a card halfway faded in is paler than the one a child reads.
  const settled = () => page.locator('[data-testid="game-over"]').evaluate((card) =>
    Promise.all(card.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => null))));
  await settled();
  await clean(page, 'win card');
  await page.locator('[data-testid="stats"]').click();
  await settled();
  await clean(page, 'win card with scores');
  assert.deepEqual(errors, []);
  await context.close();
});

test("the computer's win on a phone: the kind card, and folded to see the board", async () => {
  const phone = PROFILES.find((p) => p.name === 'phone');
  const { page, context, errors } = await openPage(env.browser, phone, env.served.url);
  const log = ['grid:0,0', 'grid:1,0', 'grid:2,2', 'grid:1,1', 'grid:0,2'].map((to, i) => `move ${i % 2 ? 'noughts' : 'crosses'}-tray:0,0 ${to}`);
  await page.evaluate((log) => {
    localStorage.setItem('tablier.pace', 'fast');
    localStorage.setItem('tablier.play.tic-tac-toe', JSON.stringify({ seed: '1', players: 2, log, seats: [null, 5] }));
  }, log);
  await page.evaluate(() => { location.hash = '#/play/tic-tac-toe'; });
  await page.waitForSelector('[data-testid="game-over"][data-winner="computer"]', { timeout: 15000 });
  const settled = () => page.locator('[data-testid="game-over"]').evaluate((card) =>
    Promise.all(card.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => null))));
  await settled();
  await clean(page, "the computer's win card");
  await page.locator('[data-testid="see-board"]').click();
  await page.waitForSelector('[data-testid="game-over"].folded');
  await clean(page, 'the folded card');
  assert.deepEqual(errors, []);
  await context.close();
});

test("the designer: starting points, each panel of a built-in game's copy, test-play", async () => {
  const { page, context, errors } = await openPage(env.browser, TABLET, env.served.url);
  await page.goto(env.served.url + 'design/#/new');
  await page.waitForSelector('[data-testid="starts"]');
  await clean(page, 'starting points');
  for (const id of ['azul', 'goose', 'memory']) {
    await page.goto(env.served.url + `design/#/edit/${id}`);
    await page.waitForSelector('[data-testid="designer"]');
    for (const tab of ['tokens', 'boards', 'zones', 'cells', 'players', 'dice', 'rules']) {
      await page.locator(`[data-tab="${tab}"]`).click();
      await clean(page, `designer of ${id}, ${tab}`);
    }
  }
  await page.locator('[data-testid="test-play"]').click();
  await page.waitForSelector('[data-testid="board"]');
  await clean(page, 'test-play');
  assert.deepEqual(errors, []);
  await context.close();
});

describe('the board speaks', () => {
  test('squares and tokens have names; the cursor and the token in hand are said, in English and in French', async () => {
    const { page, context, errors } = await openPage(env.browser, PROFILES[1], env.served.url + '#/play/solitaire-english');
    const board = page.locator('[data-testid="board"]');
    assert.equal(await board.getAttribute('role'), 'application');
    assert.match(await page.locator('#board-keys').textContent(), /Arrow keys/);
    assert.equal(await page.locator('[data-board="grid"] [data-cell="0,2"]').getAttribute('aria-label'), 'row 1, column 3');
    assert.match(await page.locator('[data-token][data-at="grid:0,2"]').getAttribute('aria-label'), /, row 1, column 3$/);
    await board.focus();
    await page.keyboard.press('ArrowRight');
    const said = page.locator('[data-testid="board-say"]');
    assert.equal(await said.getAttribute('aria-live'), 'assertive');
    assert.match(await said.textContent(), /^row 1, column 3: \S/);
    // Along and down to the empty centre; the peg above it cannot jump: the refusal reaches
    // the live status line and nothing is taken.
    await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    assert.equal(await said.textContent(), 'row 4, column 4: empty');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    const status = page.locator('[role="status"].status');
    assert.equal(await status.getAttribute('aria-live'), 'polite');
    assert.equal(await page.locator('[data-testid="message"]').textContent(), 'This peg cannot jump anywhere now: try another one.');
    assert.equal(await said.textContent(), 'row 3, column 4: Peg');
    // The peg above that one jumps into the centre: taken, the hand is said.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    assert.match(await said.textContent(), /^row 2, column 4: (.+)\. In hand: \1, row 2, column 4\.$/);
    await page.locator('[data-testid="lang"]').click();
    assert.match(await said.textContent(), /^ligne 2, colonne 4\u00a0: .+\. En main\u00a0: .+, ligne 2, colonne 4\.$/);
    assert.equal(await page.locator('[data-board="grid"] [data-cell="0,2"]').getAttribute('aria-label'), 'ligne 1, colonne 3');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

test('the designer with the keyboard alone: choose a token, place it, paint a zone, test-play', async () => {
  const { page, context, errors } = await openPage(env.browser, PROFILES[1], env.served.url);
  await page.goto(env.served.url + 'design/#/new');
  await page.waitForSelector('[data-testid="starts"]');
  const press = async (selector, key = 'Enter') => {
    await page.locator(selector).first().focus();
    await page.keyboard.press(key);
  };
  await press('[data-start="blank"]');
  await page.waitForSelector('[data-testid="designer"]');
  // The designer opens on the Game tab.
  await press('[data-tab="tokens"]');
  await press('[data-testid="new-token"]');
  await press('[data-token-type]');
  assert.equal(await page.locator('[data-token-type]').first().getAttribute('aria-pressed'), 'true');
  const canvas = page.locator('[data-testid="canvas"]');
  assert.equal(await canvas.getAttribute('role'), 'application');
  await canvas.focus();
  await page.keyboard.press('ArrowRight');
  const said = page.locator('[data-testid="design-say"]');
  assert.match(await said.textContent(), /, row 1, column 1: empty$/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  assert.match(await said.textContent(), /, row 1, column 2: (?!empty)/);
  // Delete takes it away again, Enter puts it back.
  await page.keyboard.press('Delete');
  assert.match(await said.textContent(), /: empty$/);
  await page.keyboard.press('Enter');
  // A zone, painted with the keyboard.
  await press('[data-tab="zones"]');
  await press('[data-testid="add-zone"]');
  await canvas.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  assert.match(await said.textContent(), /, row 2, column 2: empty \(zone .+\)$/);
  // Test-play from the keyboard.
  await press('[data-testid="test-play"]');
  await page.waitForSelector('[data-testid="board"]');
  assert.equal(await page.locator('[data-token]').count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});
