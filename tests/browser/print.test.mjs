// A game's card printed as a one-page sheet: its name, goal and rules in the game's words and
// its board, in the language shown; on paper nothing else of the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { servedBrowser, openPage, TABLET } from './helpers.mjs';

const env = servedBrowser(before, after);

test("a game's sheet to print, in English then French, alone on paper", async () => {
  const { page, context, errors } = await openPage(env.browser, TABLET, env.served.url);
  await page.locator('[data-testid="game"][data-game="tic-tac-toe"] [data-testid="print-card"]').click();
  const sheet = page.locator('[data-testid="print-sheet"]');
  await sheet.waitFor();
  assert.equal(await sheet.locator('h1').textContent(), 'Tic-tac-toe');
  const lines = () => sheet.locator('[data-testid="sheet-line"]').allTextContents();
  assert.ok((await lines()).includes('For 2 players: Crosses and Noughts.'));
  assert.ok(await sheet.locator('.sheet-board svg [data-cell]').count() >= 9, 'the board, drawn');
  await page.locator('[data-testid="sheet-lang"]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="print-sheet"] h1')?.textContent === 'Morpion');
  assert.ok((await lines()).includes('Pour 2 joueurs\u00a0: Croix et Ronds.'));
  // On paper: the sheet only.
  await page.emulateMedia({ media: 'print' });
  const seen = (sel) => page.locator(sel).first().evaluate((e) => getComputedStyle(e).visibility);
  assert.equal(await seen('.print-sheet h1'), 'visible');
  assert.equal(await seen('.cards h2'), 'hidden');
  assert.equal(await seen('[data-testid="print"]'), 'hidden');
  await page.emulateMedia({ media: 'screen' });
  await page.locator('[data-testid="print-close"]').click();
  await sheet.waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});
