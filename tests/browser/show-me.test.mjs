// "Show me" followed to the end, as a child on a tablet would: on the French solitaire (a
// board the quick search cannot solve) the worker searches longer once, the button says to
// wait meanwhile, and then every shown jump leads to the single peg left, in French.
// Needs dist/ (scripts/web-build.sh).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { servedBrowser, openPage, TABLET } from './helpers.mjs';

const env = servedBrowser(before, after);

test('French solitaire in French on a tablet: following "Montre-moi" from the start wins', async () => {
  const { page, context, errors } = await openPage(env.browser, TABLET, env.served.url);
  await page.locator('[data-testid="lang"]').click();
  await page.evaluate(() => { location.hash = '#/play/solitaire-french?seed=1'; });
  await page.waitForSelector('[data-testid="board"] [data-token]');
  const pegs = () => page.locator('.tokens [data-at^="grid:"]').count();
  const showMe = page.locator('[data-testid="show-me"]');
  while (await showMe.isHidden()) await page.tap('[data-testid="hints"]');
  let left = await pegs();
  assert.equal(left, 36);
  const waits = [];
  while (left > 1) {
    const asked = Date.now();
    await showMe.tap();
    await page.waitForFunction((n) => document.querySelectorAll('.tokens [data-at^="grid:"]').length === n - 1, left, { timeout: 60000 });
    waits.push(Date.now() - asked);
    left -= 1;
    // The first answer is the long search: the button said to wait, and the next taps of the
    // remembered line are quick.
    if (waits.length === 1) assert.equal(await showMe.textContent(), 'Montre-moi');
  }
  await page.waitForSelector('[data-testid="game-over"][data-result="won"]');
  assert.match(await page.locator('[data-testid="game-over"]').textContent(), /Il ne reste qu'un pion/);
  const later = waits.slice(1);
  assert.ok(Math.max(...later) < 5000, `each shown jump after the first came at once: ${later}`);
  console.log(`show me on the French solitaire: first ${waits[0]} ms, then at most ${Math.max(...later)} ms`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the button waits while the worker searches: taps meanwhile ask once', async () => {
  const { page, context, errors } = await openPage(env.browser, TABLET, `${env.served.url}#/play/solitaire-french?seed=1`);
  const showMe = page.locator('[data-testid="show-me"]');
  while (await showMe.isHidden()) await page.tap('[data-testid="hints"]');
  await showMe.tap();
  // The French board takes the worker a long search: meanwhile the button says so.
  assert.equal(await showMe.getAttribute('aria-busy'), 'true');
  assert.equal(await showMe.textContent(), 'One moment…');
  await showMe.tap();
  await showMe.tap();
  await page.waitForFunction(() => document.querySelectorAll('.tokens [data-at^="grid:"]').length === 35, null, { timeout: 60000 });
  await page.waitForFunction(() => document.querySelector('[data-testid="show-me"]').getAttribute('aria-busy') === 'false');
  await page.waitForTimeout(1500);
  assert.equal(await page.locator('.tokens [data-at^="grid:"]').count(), 35, 'three taps while it searched played one jump');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Chinese checkers solitaire in English on a tablet: following "Show me" brings every peg home', async () => {
  const { page, context, errors } = await openPage(env.browser, TABLET, `${env.served.url}#/play/chinese-checkers-solitaire?seed=1`);
  await page.waitForSelector('[data-testid="board"] [data-token]');
  const showMe = page.locator('[data-testid="show-me"]');
  for (let i = 0; i < 5 && (await showMe.isHidden()); i++) await page.tap('[data-testid="hints"]');
  assert.ok(await showMe.isVisible(), 'the help ladder ends with Show me');
  // Each answer turns the button from busy back to ready (a jump, or the end of a chain).
  await page.evaluate(() => {
    const button = document.querySelector('[data-testid="show-me"]');
    window.answers = 0;
    new MutationObserver(() => {
      if (button.getAttribute('aria-busy') === 'false') window.answers += 1;
    }).observe(button, { attributes: true, attributeFilter: ['aria-busy'] });
  });
  const waits = [];
  const over = page.locator('[data-testid="game-over"]');
  while (waits.length < 300 && !(await over.isVisible())) {
    const before = await page.evaluate(() => window.answers);
    const asked = Date.now();
    await showMe.tap();
    await page.waitForFunction((n) => window.answers > n, before, { timeout: 60000 });
    waits.push(Date.now() - asked);
  }
  await page.waitForSelector('[data-testid="game-over"][data-result="won"]');
  // The race is a long one: the quick searches' lines are followed, never a step back.
  assert.ok(waits.length < 150, `${waits.length} answers`);
  const sorted = [...waits].sort((a, b) => a - b);
  console.log(`show me on Chinese checkers solitaire: ${waits.length} answers, median ${sorted[sorted.length >> 1]} ms, slowest ${sorted.at(-1)} ms`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the help asked is kept with the game: after a reload the ladder is where the child left it', async () => {
  const { page, context, errors } = await openPage(env.browser, TABLET, `${env.served.url}#/play/solitaire-english?seed=1`);
  await page.waitForSelector('[data-testid="board"] [data-token]');
  const hints = page.locator('[data-testid="hints"]');
  const showMe = page.locator('[data-testid="show-me"]');
  while (await showMe.isHidden()) await hints.tap();
  const level = await hints.getAttribute('data-level');
  assert.notEqual(level, '0');
  await showMe.tap();
  await page.waitForFunction(() => document.querySelectorAll('.tokens [data-at^="grid:"]').length === 31);
  await page.reload();
  await page.waitForSelector('[data-testid="board"] [data-token]');
  assert.equal(await page.locator('.tokens [data-at^="grid:"]').count(), 31);
  assert.equal(await hints.getAttribute('data-level'), level, 'the ladder is not climbed again from the bottom');
  assert.equal(await showMe.isVisible(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test("taquin, in French: Help's squares step says what it does before a tile is held", async () => {
  const { page, context, errors, tap } = await openPage(env.browser, TABLET, `${env.served.url}#/play/taquin?seed=1`);
  await page.waitForSelector('[data-testid="board"] [data-token]');
  await page.locator('[data-testid="lang"]').click();
  const hint = () => page.locator('[data-testid="hint"]').textContent();
  assert.equal(await hint(), '');
  await page.tap('[data-testid="hints"]');
  await page.waitForFunction(() => /Prends un jeton\u00a0: les cases où il peut aller s'allument/.test(document.querySelector('[data-testid="hint"]').textContent));
  // The next step is Show me: the line has said its word.
  await page.tap('[data-testid="hints"]');
  await page.locator('[data-testid="show-me"]').waitFor();
  assert.equal(await hint(), '');
  assert.deepEqual(errors, []);
  await context.close();
});
