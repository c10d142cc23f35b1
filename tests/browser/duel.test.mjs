// Issue #37, "a board game for two": a teacher on a touch tablet builds four in a row on 5 x 5
// from "New game" → "A board game for two" in at most 12 counted actions (each tap and each
// typed field), in French then in English, and test-plays it by taps to a win for four in a
// row on a full grid (the trays hold enough); a move onto an occupied square is refused with
// a sentence. Also: the Rules tab of a sort game opens on its messages, the rest in closed
// groups. Needs dist/ (scripts/web-build.sh).
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { servedBrowser, TABLET, openPage, cellCenter, hands } from './helpers.mjs';

const env = servedBrowser(before, after);


/** A tablet page of the library in `lang`, in educator mode. */
async function tablet(lang) {
  const opened = await openPage(env.browser, TABLET, env.served.url);
  await opened.page.evaluate((l) => localStorage.setItem('tablier.lang', l), lang);
  await opened.page.reload();
  await opened.page.waitForSelector('[data-testid="new-game"]');
  return opened;
}

/** Four in a row on a full 5 x 5 grid: red and blue in turns, red's 13th (2,3) makes the line
 * (1,4) (2,3) (3,2) (4,1); no line of four before it, in any direction. */
const RED = ['0,2', '0,4', '1,0', '1,1', '1,3', '1,4', '2,0', '2,1', '3,2', '3,3', '3,4', '4,1', '2,3'];
const BLUE = ['0,0', '0,1', '0,3', '1,2', '2,2', '2,4', '3,0', '3,1', '4,0', '4,2', '4,3', '4,4'];

/** "New game" → "A board game for two", by taps: the duel's editor open. */
async function startDuel(page, hand) {
  await hand.tap('[data-testid="new-game"]');
  await page.waitForSelector('[data-testid="starts"]', { timeout: 20000 });
  await hand.tap('[data-start="duel"]');
  await page.waitForSelector('[data-testid="duel-editor"]', { timeout: 20000 });
}

const WORDS = {
  fr: { enough: 'Assez pour remplir la grille', name: 'Quatre alignés', winner: /Rouge/ },
  en: { enough: 'Enough to fill the grid', name: 'Four in a row', winner: /Red/ },
};

describe('the game doctor (tablet, touch)', () => {
  for (const lang of ['fr', 'en']) {
    test(`${lang}: "How does it play?" plays four in a row against itself with progress and Stop, and says it in plain words`, async () => {
      const { page, context, errors, ...gestures } = await tablet(lang);
      const hand = hands(page, gestures);
      await startDuel(page, hand);
      await hand.type('[data-testid="duel-rows"]', '5');
      await hand.type('[data-testid="duel-columns"]', '5');
      await hand.type('[data-testid="duel-line"]', '4');
      // Started, then stopped at once: a progress bar and Stop while it plays, and no more
      // games after Stop (those played before it, if any, are said).
      // (Both in one go: forty games take the worker a second or two, a tap may come late.)
      const shown = await page.evaluate(async () => {
        document.querySelector('[data-testid="doctor"]').click();
        let stop = null;
        for (let i = 0; i < 50 && !stop; i++) {
          await new Promise((r) => setTimeout(r, 0));
          stop = document.querySelector('[data-testid="doctor-stop"]');
        }
        const bar = document.querySelector('[data-testid="doctor-progress"]') !== null;
        stop.click();
        return bar;
      });
      assert.ok(shown, 'a progress bar while it plays');
      await page.waitForSelector('[data-testid="doctor-progress"]', { state: 'detached' });
      await page.waitForTimeout(500);
      assert.equal(await page.locator('[data-testid="doctor"]').textContent(), lang === 'fr' ? 'Le rejouer' : 'Play it again');
      const before = await page.locator('[data-testid="doctor-said"] li').first().textContent().catch(() => '0');
      assert.ok(Number(before.match(/\d+/)[0]) < 40, before);
      // Started, stopped and started again before the worker answers: the answer of the
      // stopped round never joins the new one (the chart below counts exactly forty games).
      await page.evaluate(async () => {
        const tick = () => new Promise((r) => setTimeout(r, 0));
        const find = async (id) => {
          for (let i = 0; i < 50; i++) {
            const el = document.querySelector(`[data-testid="${id}"]`);
            if (el) return el;
            await tick();
          }
          throw new Error(`no ${id}`);
        };
        (await find('doctor')).click();
        (await find('doctor-stop')).click();
        (await find('doctor')).click();
      });
      // The whole check-up: forty games, who won, how long, in the educator's words.
      await page.waitForSelector('[data-testid="doctor-progress"]', { state: 'detached', timeout: 120000 });
      const said = await page.$$eval('[data-testid="doctor-said"] li', (els) => els.map((e) => e.textContent));
      if (lang === 'fr') {
        assert.equal(said[0], "L'ordinateur a joué 40 fois à votre jeu contre lui-même.");
        assert.match(said[1], /^Rouge \(qui commence\) a gagné \d+ parties? \(\d+\u00a0%\)\.$/);
        assert.ok(said.some((t) => /^Une partie dure \d+ coups? en moyenne\u00a0: environ \d+ minutes? au rythme d'un enfant\.$/.test(t)), said.join('\n'));
      } else {
        assert.equal(said[0], 'The computer played your game 40 times against itself.');
        assert.match(said[1], /^Red \(who starts\) won \d+ games? \(\d+%\)\.$/);
        assert.ok(said.some((t) => /^A game lasts \d+ moves? on average: about \d+ minutes? at a child's pace\.$/.test(t)), said.join('\n'));
      }
      // Nothing of ours (ids, properties, JSON paths) in what the educator reads.
      assert.ok(said.every((t) => !/grid:|p1|red-tray|\[/.test(t)), said.join('\n'));
      // The chart shows the same games, with their numbers written out.
      const legend = await page.$$eval('.doctor-legend li', (els) => els.map((e) => e.textContent));
      const total = legend.map((t) => Number(t.match(/(\d+)$/)[1])).reduce((a, b) => a + b, 0);
      assert.equal(total, 40, legend.join(', '));
      assert.ok(await page.locator('[data-testid="doctor-chart"] rect').count() >= 1);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe('a board game for two (tablet, touch)', () => {
  for (const lang of ['fr', 'en']) {
    test(`${lang}: four in a row on 5 x 5 in at most 12 actions, played by taps to a win on a full grid`, async () => {
      const { page, context, errors, ...gestures } = await tablet(lang);
      const hand = hands(page, gestures);
      await startDuel(page, hand);
      await hand.type('[data-testid="game-name"]', WORDS[lang].name);
      await hand.type('[data-testid="duel-rows"]', '5');
      await hand.type('[data-testid="duel-columns"]', '5');
      await hand.type('[data-testid="duel-line"]', '4');
      // The trays followed the grid: enough tokens for every square, said in words.
      const counts = await page.$$eval('[data-tray] [data-testid="tray-count"]', (els) => els.map((e) => Number(e.value)));
      assert.deepEqual(counts, [13, 13]);
      const said = await page.$$eval('[data-testid="tray-count-said"]', (els) => els.map((e) => e.textContent));
      assert.deepEqual(said, [`${WORDS[lang].enough}.`, `${WORDS[lang].enough}.`]);
      // The grown grid covers no tray: nothing to fix.
      await page.waitForSelector('[data-testid="problems"][data-count="0"]');
      await hand.tap('[data-testid="test-play"]');
      const building = hand.count;
      console.log(`# four in a row on 5 x 5 (tablet, ${lang}): ${building} actions to build and test`);
      assert.ok(building <= 12, `${building} actions`);
      await page.waitForSelector('[data-testid="board"] [data-board="grid"] [data-cell="4,4"]', { timeout: 20000 });
      const placed = (at) => page.waitForSelector(`[data-testid="board"] [data-token][data-at="grid:${at}"]`, { timeout: 3000 });
      const tapCell = async (at) => {
        const [r, c] = at.split(',').map(Number);
        await gestures.tap(await cellCenter(page, 'grid', r, c));
      };
      for (let i = 0; i < RED.length; i++) {
        assert.equal(await page.locator('[data-testid="game-over"]').count(), 0, `over before red's move ${i + 1}`);
        await tapCell(RED[i]);
        await placed(RED[i]);
        if (i === 0) {
          // Blue drags a token onto red's square: refused, with a sentence; red's stays.
          const [r, c] = RED[0].split(',').map(Number);
          await gestures.drag(await cellCenter(page, 'blue-tray', 0, 0), await cellCenter(page, 'grid', r, c));
          await page.waitForSelector('[data-testid="message"].refused');
          const why = (await page.locator('[data-testid="message"]').textContent()).trim();
          assert.ok(why.split(' ').length >= 3 && why.endsWith('.'), `a sentence: "${why}"`);
          assert.equal(await page.locator(`[data-token][data-at="grid:${RED[0]}"]`).count(), 1, 'one token there');
          assert.equal(await page.locator(`[data-token][data-at="grid:${RED[0]}"]`).getAttribute('data-type'), 'red');
        }
        if (i < BLUE.length) {
          await tapCell(BLUE[i]);
          await placed(BLUE[i]);
        }
      }
      await page.waitForSelector('[data-testid="game-over"][data-result="won"]', { timeout: 5000 });
      assert.match(await page.locator('[data-testid="game-over"]').textContent(), WORDS[lang].winner);
      assert.equal(await page.locator('[data-testid="board"] [data-token][data-at^="grid:"]').count(), 25, 'every square was filled');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test('the game\'s word for its pieces, set in the Game tab, is what its refusals say, in both languages', async () => {
    const { page, context, errors, ...gestures } = await tablet('fr');
    const hand = hands(page, gestures);
    await hand.tap('[data-testid="new-game"]');
    await page.waitForSelector('[data-testid="starts"]', { timeout: 20000 });
    await hand.tap('[data-start="duel"]');
    await page.waitForSelector('[data-testid="duel-editor"]', { timeout: 20000 });
    // Blank, the field shows the word the game uses now.
    assert.equal(await page.locator('[data-testid="token-word"]').getAttribute('placeholder'), 'jeton');
    await hand.type('[data-testid="token-word"]', 'bille');
    await hand.tap('[data-testid="token-feminine"]');
    await hand.type('[data-testid="token-word-other"]', 'marble');
    // And its squares: holes, «trous».
    assert.equal(await page.locator('[data-testid="cell-word"]').getAttribute('placeholder'), 'case');
    await hand.type('[data-testid="cell-word"]', 'trou');
    await hand.type('[data-testid="cell-word-other"]', 'hole');
    await page.waitForSelector('[data-testid="problems"][data-count="0"]');
    await hand.tap('[data-testid="test-play"]');
    await page.waitForSelector('[data-testid="board"] [data-board="grid"] [data-cell="0,0"]', { timeout: 20000 });
    // Red to play taps Blue's piece: whose it is, in the game's word, agreeing in French.
    await gestures.tap(await cellCenter(page, 'blue-tray', 0, 0));
    await page.waitForSelector('[data-testid="message"].refused');
    assert.match(await page.locator('[data-testid="message"]').textContent(), /^Cette bille appartient/);
    await page.locator('[data-testid="lang"]').click();
    await page.waitForFunction(() => /^This marble belongs/.test(document.querySelector('[data-testid="message"]').textContent));
    // Red puts a marble in a hole; Blue's dragged onto it is refused in the game's words.
    await gestures.tap(await cellCenter(page, 'grid', 0, 0));
    await page.waitForSelector('.tokens [data-at="grid:0,0"]');
    await gestures.drag(await cellCenter(page, 'blue-tray', 0, 0), await cellCenter(page, 'grid', 0, 0));
    await page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent === 'This hole is already taken.');
    await page.locator('[data-testid="lang"]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent === 'Ce trou est déjà occupé.');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the Rules tab of a sort game opens on what the game says; the other rules wait in closed groups', async () => {
    const { page, context, errors, ...gestures } = await tablet('en');
    const hand = hands(page, gestures);
    await hand.tap('[data-testid="new-game"]');
    await page.waitForSelector('[data-testid="starts"]', { timeout: 20000 });
    await hand.tap('[data-start="sort"]');
    await page.waitForSelector('[data-testid="designer"]', { timeout: 20000 });
    // The empty description shows the goal the card will say, made from the game's zones.
    assert.equal(await page.locator('[data-testid="game-description"]').getAttribute('placeholder'),
      'Put each picture from the tray in its place: “Fruits” or “Animals”.');
    await hand.tap('[data-tab="rules"]');
    await page.waitForSelector('[data-testid="rules-panel"]');
    // The controls a teacher sees open (group names are one tap each to open, counted apart).
    const open = await page.$$eval('[data-testid="rules-panel"] :is(input, select, textarea, button)', (els) =>
      els.filter((e) => e.checkVisibility() && !e.closest('summary') && !e.closest('.other-lang')).length);
    assert.ok(open <= 5, `${open} controls open`);
    const groups = await page.$$eval('[data-testid="rules-panel"] details', (els) => els.map((e) => [e.dataset.group, e.open]));
    assert.ok(groups.length >= 8, 'grouped by mechanism');
    assert.deepEqual(groups.filter(([, o]) => o), [], 'a sort game uses none of them');
    // The refusal sentence, on screen without scrolling.
    const refusal = page.locator('[data-testid="not-matched-message"]');
    // Left blank by the starting point: the game says it in its own words (its zones' names).
    assert.equal(await refusal.inputValue(), '');
    // ... and the empty field shows that sentence, as the child will read it.
    assert.equal(await refusal.getAttribute('placeholder'), 'Look again: “Fruits” or “Animals”?');
    assert.equal(await page.locator('[data-testid="not-matched-message-other"]').getAttribute('placeholder'),
      'Regarde encore\u00a0: «\u00a0Fruits\u00a0» ou «\u00a0Animaux\u00a0»\u00a0?');
    assert.equal(await page.locator('[data-testid="won-message"]').getAttribute('placeholder'), 'Well done! You have won!');
    const box = await refusal.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= TABLET.options.viewport.height, `on screen: ${JSON.stringify(box)}`);
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    // A group opens with a tap on its name and says what it is for.
    await hand.tap('[data-group="lines"] summary');
    assert.equal(await page.locator('[data-group="lines"]').evaluate((e) => e.open), true);
    assert.ok(await page.locator('[data-testid="lines"]').isVisible());
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a duel opens its lines group; a race and a puzzle show their own settings in the Game tab', async () => {
    const { page, context, errors, ...gestures } = await tablet('en');
    const hand = hands(page, gestures);
    await hand.tap('[data-testid="new-game"]');
    await hand.tap('[data-start="race"]');
    await page.waitForSelector('[data-testid="race-editor"]', { timeout: 20000 });
    assert.equal(await page.inputValue('[data-testid="race-players"]'), '2');
    await hand.type('[data-testid="race-players"]', '3');
    await hand.type('[data-testid="race-faces"]', '4');
    await page.waitForSelector('[data-testid="problems"][data-count="0"]');
    await hand.tap('[data-testid="go-squares"]');
    assert.equal(await page.locator('[data-tab="cells"]').getAttribute('aria-selected'), 'true');
    // The puzzle editor: how pieces move, a limit of moves.
    await hand.tap('[data-tab="game"]');
    await hand.tap('[data-testid="game-kind"] [data-choice="4"]');
    await page.waitForSelector('[data-testid="puzzle-editor"]');
    await hand.tap('[data-testid="puzzle-moves"] [data-choice="0"]');
    await hand.type('[data-testid="puzzle-limit"]', '30');
    await hand.tap('[data-tab="rules"]');
    assert.equal(await page.locator('[data-group="losing"]').evaluate((e) => e.open), true, 'a limit of moves opens Losing');
    assert.equal(await page.locator('[data-group="lines"]').evaluate((e) => e.open), false);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe("Morris's copy in the designer (tablet, touch)", () => {
  for (const lang of ['fr', 'en']) {
    test(`${lang}: the Game panel says what a mill does, names the men and raises no "too few to fill the grid" for men that move`, async () => {
      const { page, context, errors } = await openPage(env.browser, TABLET, `${env.served.url}design/#/edit/morris`);
      await page.evaluate((l) => localStorage.setItem('tablier.lang', l), lang);
      await page.reload();
      await page.locator('[data-tab="game"]').click();
      await page.waitForSelector('[data-testid="duel-editor"]');
      const label = await page.locator('[data-testid="duel-editor"]').textContent();
      assert.ok(label.includes(lang === 'fr' ? 'Jetons alignés pour en prendre un' : 'Tokens in a row to take one'), label);
      // Nine men for twenty-four points is the game: no warning, no sentence about filling.
      assert.equal(await page.locator('[data-testid="tray-count-said"]:visible').count(), 0);
      assert.equal(await page.locator('.tray-count .warning').count(), 0);
      assert.ok(!/(fill the grid|remplir la grille)/.test(label), label);
      // Each count is headed by the men's own name, not by a sentence about trays.
      const heads = await page.$$eval('.tray-count .caption', (els) => els.map((e) => e.textContent));
      assert.deepEqual(heads, lang === 'fr' ? ['Pions des Blancs', 'Pions des Noirs'] : ["White's men", "Black's men"]);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
