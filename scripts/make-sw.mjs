// Writes dist/sw.js from public/sw.js after a build (scripts/web-build.sh runs it): the list of
// every file in dist/ and a version that changes whenever any of them changes.
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACK, PACKED } from './web-split.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

/** Every file under `dir`, its subfolders' too (Node's own walk). */
const files = async (dir) =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath ?? e.path, e.name));

// Not the .br copies (scripts/compress.mjs): the server sends them in their files' place.
// Nor the packs of a link's first visit (scripts/web-split.mjs): the worker keeps their modules
// as files of their own.
const all = (await files(dist))
  .filter((f) => relative(dist, f) !== 'sw.js' && !f.endsWith('.br') && !basename(f).startsWith(PACK))
  .sort();
const hash = createHash('sha256');
const urls = [];
for (const file of all) {
  const url = relative(dist, file).split(sep).join('/');
  urls.push(url);
  hash.update(url).update('\0').update(await readFile(file));
}
const version = hash.digest('hex').slice(0, 16);
const template = await readFile(join(root, 'public', 'sw.js'), 'utf8');
// The designer's files are kept apart: a child's tablet never downloads them (see public/sw.js).
const designer = urls.filter((u) => u.startsWith('design/'));
// A game's modules first (the player's, then the chunks of code the modules share, the
// player's among them, then its panels': the end card, who plays, the saves), the library's
// page, then the built-in games (the library's file of them all, then each game's): the worker
// keeps them a few at a time in this order (public/sw.js), and a child who opens a game while
// it does finds them come, not queued behind the rest.
const RANKS = [/^split_player-/, /^chunk_/, /^split_panels-/, /^split_library-/, /^games-/, /^game-/];
/** Where `u` goes in the worker's list: its place in RANKS, or after them all. */
function rank(u) {
  const r = RANKS.findIndex((re) => re.test(u));
  return r < 0 ? RANKS.length : r;
}
const core = urls.filter((u) => !u.startsWith('design/')).sort((a, b) => rank(a) - rank(b));
const sw = template
  .replace('__VERSION__', version)
  // (The cache the page's first script keeps a pack's modules in: one name, web-split.mjs's.)
  .replace('__PACKED__', PACKED)
  .replace('__FILES__', JSON.stringify(core, null, 1))
  .replace('__DESIGNER__', JSON.stringify(designer, null, 1));
await writeFile(join(dist, 'sw.js'), sw);
console.log(`make-sw: dist/sw.js caches ${core.length} files, and ${designer.length} of the designer for an educator (version ${version})`);
