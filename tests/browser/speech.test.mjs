// Read aloud: with the setting on (remembered), a tapped token's word, each refusal and, on
// request, the game's goal are said by the browser's speech synthesis, in the interface's
// language with a voice of that language; without such a voice nothing is said, and no error.
// The page's speechSynthesis is a stub that writes down what would be said.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { servedBrowser, TABLET, PROFILES, ROOT, openPage, cellCenter } from './helpers.mjs';

const PHONE = PROFILES.find((p) => p.name === 'phone');

const env = servedBrowser(before, after);
const FLIES = ['bird', 'owl', 'eagle', 'bee', 'butterfly', 'bat'];

async function withStubbedVoice(context) {
  await context.addInitScript(() => {
    window.__spoken = [];
    window.__voices = [
      { name: 'Amélie', lang: 'fr-FR', default: false, localService: true, voiceURI: 'amelie' },
      { name: 'Daniel', lang: 'en-GB', default: true, localService: true, voiceURI: 'daniel' },
    ];
    const synth = {
      pending: false,
      speaking: false,
      speak(u) { window.__spoken.push({ text: u.text, lang: u.lang, voice: u.voice ? u.voice.name : null }); },
      cancel() {},
      getVoices() { return window.__voices; },
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    window.SpeechSynthesisUtterance = class { constructor(text) { this.text = text; this.lang = ''; this.voice = null; } };
  });
}

const spoken = (page) => page.evaluate(() => window.__spoken.splice(0));

/** Tap the tray's first animal, then a square of the row where it does not go. */
async function wrongMove(page, tap) {
  const animal = await page.locator('[data-token][data-at="tray:0,0"]').getAttribute('data-type');
  await tap(await cellCenter(page, 'tray', 0, 0));
  await tap(await cellCenter(page, 'grid', FLIES.includes(animal) ? 1 : 0, 0));
  return animal;
}

test('tokens, refusals and the goal are said in English and in French; off, nothing is said', async () => {
  const url = env.served.url + '#/play/pigeon-vole?seed=1';
  const { page, context, errors, tap } = await openPage(env.browser, TABLET, url);
  await withStubbedVoice(context);
  await page.reload();
  await page.waitForSelector('[data-testid="board"]');
  const toggle = page.locator('[data-testid="read-aloud"]');
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  assert.equal(await page.locator('[data-testid="hear-goal"]').isHidden(), true);
  await wrongMove(page, tap);
  await page.waitForFunction(() => document.querySelector('[data-testid="message"]').textContent !== '');
  assert.deepEqual(await spoken(page), [], 'nothing is said with the setting off');

  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  assert.deepEqual(await spoken(page), [{ text: 'Reading aloud.', lang: 'en-GB', voice: 'Daniel' }], 'turned on, it says so');
  const animal = await wrongMove(page, tap);
  await page.waitForTimeout(100);
  const refusal = await page.locator('[data-testid="message"]').textContent();
  const help = await page.locator('[data-testid="hint"]').textContent();
  assert.notEqual(help, '', 'after a wrong try the help words are shown');
  const said = await spoken(page);
  const name = (await page.locator('[data-token][data-at="tray:0,0"]').getAttribute('aria-label')).split(',')[0];
  assert.deepEqual(said[0], { text: name, lang: 'en-GB', voice: 'Daniel' }, `the ${animal}'s word first`);
  assert.equal(said.at(-1).text, `${refusal} ${help}`, 'then the refusal and the help, in one breath');

  await page.locator('[data-testid="hear-goal"]').click();
  const goal = await spoken(page);
  assert.equal(goal.length, 1);
  assert.match(goal[0].text, /fl/i, 'the goal is the game’s description');

  // In French: a French voice says the French words.
  await page.locator('[data-testid="lang"]').click();
  await wrongMove(page, tap);
  await page.waitForTimeout(100);
  const french = await spoken(page);
  assert.ok(french.length >= 2, JSON.stringify(french));
  assert.ok(french.every((s) => s.lang === 'fr-FR' && s.voice === 'Amélie'), JSON.stringify(french));
  assert.ok(french.at(-1).text.startsWith(await page.locator('[data-testid="message"]').textContent()), french.at(-1).text);

  // Remembered on this device.
  await page.reload();
  await page.waitForSelector('[data-testid="board"]');
  assert.equal(await page.locator('[data-testid="read-aloud"]').getAttribute('aria-pressed'), 'true');
  // A game opened with the setting on starts by saying what to do: alone, the goal.
  await page.waitForFunction(() => window.__spoken.length > 0);
  const opening = await spoken(page);
  assert.equal(opening.length, 1, JSON.stringify(opening));
  assert.match(opening[0].text, /vol/i, 'the goal, in French');

  // No French voice: nothing is said, and nothing goes wrong.
  await page.evaluate(() => { window.__voices = [{ name: 'Daniel', lang: 'en-GB', default: true, localService: true, voiceURI: 'd' }]; });
  await wrongMove(page, tap);
  await page.waitForTimeout(100);
  assert.deepEqual(await spoken(page), []);
  assert.deepEqual(errors, []);
  await context.close();
});

/** The accepted actions of a replay file of tests/replays. */
function accepted(name) {
  const actions = readFileSync(join(ROOT, `tests/replays/${name}.actions`), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  const results = readFileSync(join(ROOT, `tests/replays/${name}.expected`), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  return actions.filter((_, i) => results[i].ok);
}

/** A game saved at `log` for two people, then opened from the library's card (read aloud on). */
async function fromCard(page, game, log) {
  await page.evaluate(([game, log]) => {
    localStorage.setItem(`tablier.play.${game}`, JSON.stringify({ seed: '1', players: 2, log, seats: [null, null] }));
  }, [game, log]);
  await page.evaluate(() => { location.hash = '#/'; });
  await page.locator(`[data-game="${game}"] [data-testid="game-card"]`).click();
  await page.waitForSelector('[data-testid="board"] [data-token]');
  await page.waitForTimeout(100);
}

/** Tap a tray's next token, then a square. */
async function place(page, tap, tray, r, c) {
  await tap(await cellCenter(page, tray, 0, 0));
  await tap(await cellCenter(page, 'grid', r, c));
  await page.waitForSelector(`.tokens [data-at="grid:${r},${c}"]`);
  await page.waitForTimeout(100);
}

for (const profile of [TABLET, PHONE]) {
  test(`${profile.name}: a card's name, whose turn between two people, the end once (won and drawn), a pass; in English and French`, async () => {
    const { page, context, errors, tap } = await openPage(env.browser, profile, env.served.url);
    await withStubbedVoice(context);
    await page.reload();
    await page.locator('[data-testid="read-aloud"]').click();
    await spoken(page);
    const texts = async () => (await spoken(page)).map((s) => s.text);

    // English: Noughts play, the turn passes to Crosses and is said; Crosses' row of three.
    await fromCard(page, 'tic-tac-toe', ['move crosses-tray:0,0 grid:0,0', 'move noughts-tray:0,0 grid:1,0', 'move crosses-tray:0,0 grid:0,1']);
    // The card tapped says the game, then the game says whose turn it is.
    const opened = await texts();
    assert.equal(opened.length, 2, JSON.stringify(opened));
    assert.equal(opened[0], 'Tic-tac-toe');
    assert.match(opened[1], /^Noughts' turn/);
    await place(page, tap, 'noughts-tray', 2, 2);
    // The token's word as it is picked up, then whose turn it is.
    assert.deepEqual(await texts(), ['Nought', "Crosses' turn"]);
    await place(page, tap, 'crosses-tray', 0, 2);
    await page.waitForSelector('[data-testid="game-over"]');
    await page.waitForTimeout(100);
    const end = (await texts()).filter((t) => t !== 'Cross');
    assert.equal(end.length, 1, JSON.stringify(end));
    assert.match(end[0], /^Crosses win! /);
    assert.equal(end[0].match(/win!/g).length, 1, `said once: ${end[0]}`);

    // French: a draw says why, once.
    await page.locator('[data-testid="lang"]').click();
    await fromCard(page, 'tic-tac-toe', accepted('tic-tac-toe-draw').slice(0, 8));
    const ouvert = await texts();
    assert.equal(ouvert.length, 2, JSON.stringify(ouvert));
    assert.equal(ouvert[0], 'Morpion');
    assert.match(ouvert[1], /^C'est au tour des Croix/);
    await place(page, tap, 'crosses-tray', 0, 1);
    await page.waitForSelector('[data-testid="game-over"]');
    await page.waitForTimeout(100);
    const draw = (await texts()).filter((t) => t !== 'Croix');
    assert.equal(draw.length, 1, JSON.stringify(draw));
    assert.equal(draw[0].match(/Égalité/g).length, 1, `said once: ${draw[0]}`);

    // Othello: a side with no move is told to pass, aloud.
    const log = accepted('othello-pass').filter((a) => a !== 'pass').slice(0, 18);
    await fromCard(page, 'othello', log);
    const pass = await texts();
    assert.ok(pass.some((t) => /Les Noirs ne peuvent pas jouer\u00a0: passe ton tour\./.test(t)), JSON.stringify(pass));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('against the computer, the child hears what it turned and that it is their turn again; Othello refusals are said once; in English and French', async () => {
  const { page, context, errors, tap } = await openPage(env.browser, PHONE, `${env.served.url}#/play/othello?seed=1`);
  await withStubbedVoice(context);
  await page.evaluate(() => {
    localStorage.setItem('tablier.pace', 'fast');
    localStorage.setItem('tablier.voice', 'true');
    localStorage.setItem('tablier.play.othello', JSON.stringify({ seed: '1', players: 2, log: [], seats: [null, 1] }));
  });
  await page.reload();
  await page.waitForSelector('[data-testid="board"] [data-token]');
  await spoken(page);
  // A square where no disc may go: the rule is said once, with no help words after it.
  await tap(await cellCenter(page, 'board', 0, 0));
  await page.waitForFunction(() => document.querySelector('[data-testid="message"]').classList.contains('refused'));
  await page.waitForTimeout(100);
  const refusal = (await spoken(page)).map((s) => s.text);
  assert.equal(refusal.length, 1, JSON.stringify(refusal));
  assert.equal(refusal[0].match(/traps/g).length, 1, `the rule once: ${refusal[0]}`);
  assert.equal(await page.locator('[data-testid="hint"]').textContent(), '');
  // The child plays; the computer answers; the child hears it.
  await tap(await cellCenter(page, 'board', 2, 3));
  await page.waitForFunction(() => window.__spoken.some((s) => /Black's turn/.test(s.text)), null, { timeout: 15000 });
  const back = (await spoken(page)).map((s) => s.text).find((t) => /Black's turn/.test(t));
  assert.match(back, /^The computer turned 1 disc\. Black's turn/);
  // In French, the next time.
  await page.locator('[data-testid="lang"]').click();
  await spoken(page);
  const lit = await page.evaluate(() => [...document.querySelectorAll('[data-board="board"] [data-cell]')].map((c) => c.dataset.cell));
  for (const at of lit) {
    const [r, col] = at.split(',').map(Number);
    if (await page.locator(`.tokens [data-at="board:${at}"]`).count()) continue;
    await tap(await cellCenter(page, 'board', r, col));
    await page.waitForTimeout(50);
    if (await page.locator(`.tokens [data-at="board:${at}"]`).count()) break;
  }
  await page.waitForFunction(() => window.__spoken.some((s) => /tour des Noirs/.test(s.text)), null, { timeout: 15000 });
  const fr = (await spoken(page)).map((s) => s.text).find((t) => /tour des Noirs/.test(t));
  assert.match(fr, /^L'ordinateur a retourné \d+ pions?\. C'est au tour des Noirs/);
  assert.deepEqual(errors, []);
  await context.close();
});
