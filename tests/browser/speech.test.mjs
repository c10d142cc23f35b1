// Read aloud: with the setting on (remembered), a tapped token's word, each refusal and, on
// request, the game's goal are said by the browser's speech synthesis, in the interface's
// language with a voice of that language; without such a voice nothing is said, and no error.
// The page's speechSynthesis is a stub that writes down what would be said.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { servedBrowser, TABLET, openPage, cellCenter } from './helpers.mjs';

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
  const animal = await wrongMove(page, tap);
  await page.waitForTimeout(100);
  const refusal = await page.locator('[data-testid="message"]').textContent();
  const said = await spoken(page);
  const name = (await page.locator('[data-token][data-at="tray:0,0"]').getAttribute('aria-label')).split(',')[0];
  assert.deepEqual(said[0], { text: name, lang: 'en-GB', voice: 'Daniel' }, `the ${animal}'s word first`);
  assert.equal(said.at(-1).text, refusal, 'then the refusal');

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
  assert.equal(french.at(-1).text, await page.locator('[data-testid="message"]').textContent());

  // Remembered on this device.
  await page.reload();
  await page.waitForSelector('[data-testid="board"]');
  assert.equal(await page.locator('[data-testid="read-aloud"]').getAttribute('aria-pressed'), 'true');

  // No French voice: nothing is said, and nothing goes wrong.
  await page.evaluate(() => { window.__voices = [{ name: 'Daniel', lang: 'en-GB', default: true, localService: true, voiceURI: 'd' }]; });
  await wrongMove(page, tap);
  await page.waitForTimeout(100);
  assert.deepEqual(await spoken(page), []);
  assert.deepEqual(errors, []);
  await context.close();
});
