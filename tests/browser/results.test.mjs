// Each child's results on a shared tablet, without accounts: the teacher lists two children,
// each picks their picture before a game of little sums and plays it on the tablet by touch,
// one with a mistake, the other with help; the teacher's spreadsheet (CSV, in English then in
// French) has one row for each game, as it was played. Then "Forget these results", and a
// full storage that keeps what was there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { TABLET, cellCenter, openPage, servedBrowser, solveLittleSums } from './helpers.mjs';

const env = servedBrowser(test.before, test.after);

/** The CSV's lines, without the byte-order mark, each cut into its cells (none is quoted here but the kinds). */
function rows(text) {
  assert.ok(text.startsWith('\ufeff'), 'a byte-order mark, so that a spreadsheet reads the accents');
  return text.slice(1).trim().split(/\r?\n/).map((line) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g).slice(0, -1).map((c) => c.replace(/,$/, '').replace(/^"|"$/g, '')));
}

async function exportCsv(page, whose = '') {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="export-csv"]').click()]);
  assert.match(download.suggestedFilename(), new RegExp(`^results-${whose}\\d{4}-\\d\\d-\\d\\d\\.csv$`));
  return readFile(await download.path(), 'utf8');
}

/** The child picks their name, before the game starts. */
async function pick(page, tap, name) {
  await page.waitForSelector('[data-testid="who"]');
  const box = await page.locator(`[data-testid="child"][data-name="${name}"]`).boundingBox();
  assert.ok(box.width >= 100 && box.height >= 100, `${name}'s button is big enough for a child's finger`);
  await tap({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  await page.waitForSelector('[data-testid="who"]', { state: 'detached' });
  assert.match(await page.locator('[data-testid="who-chip"]').textContent(), new RegExp(name));
}

/** A digit dropped on the first row's answer square where it does not belong: refused, one mistake. */
async function wrongDigit(page, tap) {
  const at = await page.locator('[data-token][data-at^="tray:"]:not([data-type="answer5"])').first().getAttribute('data-at');
  const [, r, c] = at.match(/:(\d+),(\d+)$/);
  await tap(await cellCenter(page, 'tray', Number(r), Number(c)));
  await page.waitForSelector(`[data-at="${at}"].held`);
  await tap(await cellCenter(page, 'grid', 0, 4));
  await page.waitForSelector('[data-testid="message"].refused');
}

test('two children play on one tablet; the teacher exports a spreadsheet whose rows match', async () => {
  const { page, context, errors, tap } = await openPage(env.browser, TABLET, env.served.url);
  // The teacher lists the children: asking who plays turns on with the first one.
  await page.locator('[data-testid="class"]').click();
  await page.waitForSelector('[data-testid="class-page"]');
  assert.equal(await page.locator('[data-testid="no-results"]').count(), 1);
  for (const name of ['Léa', 'Tom']) {
    await page.locator('[data-testid="child-name"]').fill(name);
    await page.locator('[data-testid="add-child"]').click();
    await page.waitForSelector(`[data-testid="class-child"][data-name="${name}"]`);
  }
  assert.equal(await page.locator('[data-testid="ask-who"]').isChecked(), true);
  // Each child got a picture of their own.
  const pictures = await page.$$eval('[data-testid="class-child"] img', (imgs) => imgs.map((i) => i.src));
  assert.equal(new Set(pictures).size, 2);

  // Léa: one wrong digit, then every sum right.
  await page.goto(`${env.served.url}#/play/arithmetic?seed=4`);
  await pick(page, tap, 'Léa');
  await wrongDigit(page, tap);
  await solveLittleSums(page, tap);
  await page.waitForSelector('[data-testid="game-over"][data-result="won"]');
  assert.equal(await page.getAttribute('[data-testid="stars"]', 'data-stars'), '2');

  // Tom, on the same tablet: "Play again" asks who plays; one step of help, no mistake.
  await page.locator('[data-testid="play-again"]').click();
  await pick(page, tap, 'Tom');
  await page.locator('[data-testid="hints"]').click();
  await solveLittleSums(page, tap);
  await page.waitForSelector('[data-testid="game-over"][data-result="won"]');

  // The teacher's page: both children, both games.
  await page.goto(`${env.served.url}#/class`);
  await page.waitForSelector('[data-testid="by-child"]');
  assert.deepEqual(await page.$$eval('[data-testid="by-child"] tbody tr', (trs) => trs.map((t) => t.dataset.child)), ['Léa', 'Tom']);
  assert.equal(await page.locator('[data-testid="result-row"]').count(), 2);
  assert.equal(await page.locator('.results-chart rect.won').count(), 2);

  const csv = rows(await exportCsv(page));
  assert.deepEqual(csv[0], ['Child', 'Game', 'Date', 'Result', 'Stars', 'Moves', 'Mistakes', 'Mistakes by kind', 'Help', 'Against']);
  assert.equal(csv.length, 3);
  const [lea, tom] = [csv[1], csv[2]];
  assert.match(lea[2], /^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  assert.deepEqual([lea[0], lea[1], lea[3], lea[4], lea[5], lea[6], lea[7], lea[8]], ['Léa', 'Little sums', 'won', '2', '4', '1', 'wrong place: 1', '0']);
  assert.deepEqual([tom[0], tom[1], tom[3], tom[4], tom[5], tom[6], tom[7], tom[8]], ['Tom', 'Little sums', 'won', '2', '3', '0', '', '1']);

  // The same in French: headings, the game's name and the words.
  await page.locator('[data-testid="lang"]').click();
  const fr = rows(await exportCsv(page));
  assert.deepEqual(fr[0].slice(0, 4), ['Enfant', 'Jeu', 'Date', 'Résultat']);
  assert.deepEqual([fr[1][1], fr[1][3], fr[1][7]], ['Petites additions', 'gagné', 'mauvaise place\u00a0: 1']);

  // One child's games only, and the export says so and holds only theirs.
  await page.locator('[data-testid="results-child"]').selectOption({ label: 'Tom' });
  assert.equal(await page.locator('[data-testid="result-row"]').count(), 1);
  assert.equal(await page.locator('[data-testid="export-csv"]').textContent(), 'Exporter les parties de Tom pour un tableur (CSV)');
  const toms = rows(await exportCsv(page, 'tom-'));
  assert.deepEqual(toms.map((r) => r[0]), ['Enfant', 'Tom']);

  // Forgotten on a second tap, for good.
  await page.locator('[data-testid="forget-results"]').click();
  assert.equal(await page.locator('[data-testid="result-row"]').count(), 1, 'one tap only asks');
  await page.locator('[data-testid="forget-results"]').click();
  await page.waitForSelector('[data-testid="no-results"]');
  await page.reload();
  await page.waitForSelector('[data-testid="no-results"]');
  // The children stay listed.
  assert.equal(await page.locator('[data-testid="class-child"]').count(), 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a full storage says so and keeps the results that were there', async () => {
  const { page, context, errors, tap } = await openPage(env.browser, TABLET, env.served.url);
  // One game finished earlier, by nobody named (no children listed: nobody is asked).
  await page.goto(`${env.served.url}#/play/arithmetic?seed=4`);
  await solveLittleSums(page, tap);
  await page.waitForSelector('[data-testid="game-over"]');
  assert.equal(await page.locator('[data-testid="who"]').count(), 0);
  const before = await page.evaluate(() => localStorage.getItem('tablier.results'));
  assert.equal(JSON.parse(before).length, 1);
  // The storage fills up; another game ends.
  await page.evaluate(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.locator('[data-testid="play-again"]').click();
  await solveLittleSums(page, tap);
  await page.waitForSelector('[data-testid="storage-warning"]');
  assert.equal(await page.evaluate(() => localStorage.getItem('tablier.results')), before, 'what was stored stays');
  // Shown until the page closes: both games.
  await page.evaluate(() => { location.hash = '#/class'; });
  await page.waitForSelector('[data-testid="by-child"]');
  assert.equal(await page.locator('[data-testid="result-row"]').count(), 2);
  assert.match(await page.locator('[data-testid="result-row"]').first().textContent(), /\(no name\)/);
  // Nobody named's games, shown alone: still shown in the other language, where the words change.
  await page.locator('[data-testid="results-child"]').selectOption({ label: '(no name)' });
  assert.equal(await page.locator('[data-testid="result-row"]').count(), 2);
  assert.equal(await page.locator('[data-testid="export-csv"]').textContent(), "Export the games without a name for a spreadsheet (CSV)");
  await page.locator('[data-testid="lang"]').click();
  assert.equal(await page.locator('[data-testid="result-row"]').count(), 2);
  assert.equal(await page.locator('[data-testid="results-child"] option:checked').textContent(), '(sans nom)');
  assert.deepEqual(errors, []);
  await context.close();
});

test("the teacher's code keeps a child out; the tablet can show only the teacher's games", async () => {
  const { page, context, errors } = await openPage(env.browser, TABLET, env.served.url);
  // One game of the teacher's, imported.
  const taquin = await readFile(new URL('../../games/taquin.json', import.meta.url));
  await page.locator('[data-testid="import"]').setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: taquin });
  await page.waitForSelector('[data-testid="game"][data-game^="my-"]');
  const all = await page.locator('[data-testid="game"]').count();
  await page.locator('[data-testid="class"]').click();
  await page.waitForSelector('[data-testid="tablet"]');
  // A code that is not one is refused; then 2468.
  await page.locator('[data-testid="code-field"]').fill('12');
  await page.locator('[data-testid="set-code"]').click();
  assert.match(await page.locator('[data-testid="code-status"]').textContent(), /4 to 8 digits/);
  await page.locator('[data-testid="code-field"]').fill('2468');
  await page.locator('[data-testid="set-code"]').click();
  assert.match(await page.locator('[data-testid="code-status"]').textContent(), /The code is set/);
  await page.locator('[data-testid="hide-builtin"]').check();
  // Back to the children: only the teacher's game.
  await page.locator('[data-testid="all-games"]').click();
  await page.locator('[data-testid="child-mode"]').click();
  await page.waitForSelector('[data-testid="unlock"]');
  assert.equal(await page.locator('[data-testid="game"]').count(), 1);
  // Holding the button now asks the code: a wrong one keeps the child out.
  const hold = async () => {
    const box = await page.locator('[data-testid="unlock"]').boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(2000);
    await page.mouse.up();
    await page.waitForSelector('[data-testid="keypad"]');
  };
  await hold();
  for (const d of '1357') await page.locator(`[data-testid="key"][data-key="${d}"]`).click();
  assert.equal(await page.locator('[data-testid="code-said"]').textContent(), 'That is not the code.');
  assert.equal(await page.locator('[data-testid="new-game"]:visible').count(), 0);
  await page.locator('[data-testid="keypad-cancel"]').click();
  await page.waitForSelector('[data-testid="keypad"]', { state: 'detached' });
  // The teacher types it: in.
  await hold();
  for (const d of '2468') await page.locator(`[data-testid="key"][data-key="${d}"]`).click();
  await page.waitForSelector('[data-testid="new-game"]:visible');
  assert.equal(await page.locator('[data-testid="game"]').count(), all, 'the educator sees every game');
  // A child who types the teacher's page's address meets the same button.
  await page.locator('[data-testid="child-mode"]').click();
  await page.evaluate(() => { location.hash = '#/class'; });
  await page.waitForSelector('[data-testid="class-page"] [data-testid="unlock"]');
  assert.equal(await page.locator('[data-testid="results"]').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a link to a teacher's game made on another device says so and how to get it", async () => {
  for (const [lang, words] of [['en', /made on another tablet or computer.*link.*file/], ['fr', /fait sur une autre tablette.*lien.*fichier/]]) {
    const { page, context, errors } = await openPage(env.browser, TABLET, env.served.url);
    await page.evaluate((l) => localStorage.setItem('tablier.lang', l), lang);
    await page.goto(`${env.served.url}#/play/my-1764250000000`);
    await page.reload();
    assert.match(await page.locator('[data-testid="missing"]').textContent(), words);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
