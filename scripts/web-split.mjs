// Cuts a bundle's wasm in two where the code marks a split point (`#[wasm_split]`: the player,
// src/web/library/player_page.rs and src/web/designer/test_play.rs), so that the first load
// leaves out what only a game's page runs: the library, or the designer, shows before the
// player's code arrives. Run by scripts/web-build.sh right after trunk built the bundle, before
// scripts/minify.mjs:
//
//   node scripts/web-split.mjs dist                   (index.html's bundle, tablier-web)
//   node scripts/web-split.mjs dist/design design     (design.html's, tablier-design)
//
// Trunk has no step for this, so its wasm-bindgen and wasm-opt are redone here from cargo's own
// output (target/wasm32-unknown-unknown/web/tablier-<name>.wasm, linked with its relocations:
// build.rs): wasm-split-cli cuts it into a main module, one module per split point and the
// JavaScript that loads them (__wasm_split.js); wasm-bindgen makes the main module's
// JavaScript; wasm-opt shrinks each module. The files trunk wrote are replaced, each wasm named
// by its content, and the page's names and integrity hashes follow.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The optimisation trunk would have run (it is told not to: data-wasm-opt="0" in the page),
// with the features the Rust target uses, which a split module does not declare itself.
const WASM_OPT = ['-Oz', '--converge', '--low-memory-unused',
  '--enable-bulk-memory', '--enable-nontrapping-float-to-int', '--enable-sign-ext', '--enable-mutable-globals',
  // TABLIER_WASM_NAMES=1 keeps the functions' names, for a profile to read (a bigger download).
  ...(process.env.TABLIER_WASM_NAMES ? ['-g'] : [])];
/** What the loader's JavaScript is called: wasm-bindgen's JavaScript imports it by this name. */
const LOADER = '__wasm_split.js';
/** How a pack's file is named (the main module and a link's modules in one: see below). */
export const PACK = 'pack-';
/** The cache a pack's modules are kept in for the service worker (public/sw.js), which takes
 * them from there instead of fetching them again. */
export const PACKED = 'tablier-pack';

const sri = (bytes) => 'sha384-' + createHash('sha384').update(bytes).digest('base64');
const short = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);
const run = (tool, args) => execFileSync(tool, args, { stdio: ['ignore', 'ignore', 'inherit'] });

/** JSON without the spaces and newlines between tokens, strings kept as they are: as build.rs
 * writes a built-in game into the designer's bundle, so that a game is the same text in both
 * (the saves of a game in progress are marked with its text's hash). */
function compact(json) {
  let out = '', inString = false, escaped = false;
  for (const c of json) {
    if (inString) {
      out += c;
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
      out += c;
    } else if (!/\s/.test(c)) out += c;
  }
  return out;
}

/**
 * The built-in games (games/) as files of the children's bundle, which does not carry them in
 * its wasm (src/web/library/builtin.rs): one per game, for a link to it, and one of them all,
 * for the library; each a JSON list of [id, design's text] pairs, named by its content.
 */
async function builtInGames(dir) {
  const from = join(root, 'games');
  const games = [];
  for (const file of (await readdir(from)).filter((n) => n.endsWith('.json')).sort()) {
    games.push([file.replace(/\.json$/, ''), compact(await readFile(join(from, file), 'utf8'))]);
  }
  const write = async (name, pairs) => {
    const bytes = Buffer.from(JSON.stringify(pairs));
    const file = `${name}-${short(bytes)}.json`;
    await writeFile(join(dir, file), bytes);
    return file;
  };
  const one = {};
  for (const game of games) one[game[0]] = await write(`game-${game[0]}`, [game]);
  return { all: await write('games', games), one };
}

export async function split(dir, input, bin) {
  const names = await readdir(dir);
  const js = names.find((n) => new RegExp(`^${bin}-[0-9a-f]+\\.js$`).test(n));
  const wasm = names.find((n) => new RegExp(`^${bin}-[0-9a-f]+_bg\\.wasm$`).test(n));
  if (!js || !wasm) throw new Error(`${dir} has no ${bin} JavaScript and wasm from trunk`);
  const work = await mkdtemp(join(tmpdir(), 'tablier-split-'));
  try {
    const cut = join(work, 'cut');
    // Trunk's name for the JavaScript: the loader imports it, wasm-bindgen writes it.
    const base = js.replace(/\.js$/, '');
    run('wasm-split-cli', ['--target', 'web', '--out-name', base, input, cut]);
    run('wasm-bindgen', ['--target', 'web', '--keep-lld-exports', '--no-demangle', '--no-typescript',
      '--out-name', base, '--out-dir', join(work, 'bound'), join(cut, `${base}.wasm`)]);
    const optimised = async (from) => {
      const out = join(work, 'opt.wasm');
      run('wasm-opt', [from, ...WASM_OPT, '-o', out]);
      return readFile(out);
    };
    // The main module, named by its content like trunk names it.
    const main = await optimised(join(work, 'bound', `${base}_bg.wasm`));
    const mainName = `${bin}-${short(main)}_bg.wasm`;
    await rm(join(dir, wasm));
    await writeFile(join(dir, mainName), main);
    const script = await readFile(join(work, 'bound', `${base}.js`));
    await writeFile(join(dir, js), script);
    // Each split module, and the loader that names them.
    let loader = await readFile(join(cut, LOADER), 'utf8');
    const pieces = {};
    // The split points' modules (split_*), and chunks of code two of them share (chunk_*).
    for (const piece of (await readdir(cut)).filter((n) => /^(split|chunk)_.*\.wasm$/.test(n))) {
      const bytes = await optimised(join(cut, piece));
      const named = `${piece.replace(/\.wasm$/, '')}-${short(bytes)}.wasm`;
      pieces[piece] = named;
      await writeFile(join(dir, named), bytes);
      if (!loader.includes(`"./${piece}"`)) throw new Error(`${LOADER} does not name ${piece}`);
      loader = loader.split(`"./${piece}"`).join(`"./${named}"`);
    }
    // The page: the wasm's new name, and both files' integrity.
    let html = await readFile(join(dir, 'index.html'), 'utf8');
    html = html.split(wasm).join(mainName);
    const sums = { [js]: sri(script), [mainName]: sri(main) };
    html = html.replace(/<[^>]*integrity="[^"]*"[^>]*>/g, (tag) => {
      const name = tag.match(/href="([^"]*)"/)?.[1]?.split('/').pop();
      return name in sums ? tag.replace(/integrity="[^"]*"/, `integrity="${sums[name]}"`) : tag;
    });
    // A link to a game fetches and compiles the player's module, and the chunks it shares with
    // other modules (a link to a shared game: the link page's module and the player's; the
    // library's address: the library page's module, src/web/library/library_page.rs), before
    // the main module is asked for them: the page's first script starts them before the styles
    // hold scripts back (globalThis.tablierEarly), the loader takes each, or fetches it itself
    // when there is none or it failed.
    // On a first visit (no service worker yet) they come with the main module in one file, a
    // pack: the main module, then theirs, end to end. Compressed together, the game's modules
    // share what they have in common with the main module (about 20 KB of Brotli less, a tenth
    // of a second on a slow school connection); the script cuts the pack's body into a stream
    // per module as it comes, so each compiles while it downloads as a file of its own would,
    // and the main module, first in it, runs while the game's code comes. The main module's
    // response goes to the page's module script (globalThis.tablierMain). Were the pack
    // missing (a host that lost it: an error, or a page in its place, not wasm), each file is
    // fetched on its own; a pack cut part-way fails the parts it had not finished only. The service worker, which
    // keeps every file for offline use once the board showed, would fetch those files again:
    // the script also keeps each part in a cache of its own (PACKED), where the worker takes
    // them from (public/sw.js).
    // A page the service worker serves has every file at hand: they are asked for at once, and
    // compiled as the main module's response comes to the module script
    // (globalThis.tablierEarlyGo), beside it. Compiled while the page was read, they held the
    // main module, which runs first, back by about 0.3 s on a slow tablet; started a task after
    // it, the board came about 0.2 s later (the main module waits for them to run the game).
    // Any other page preloads the main module: the script adds the preload (a static one would
    // fetch it beside the pack), or the worker did, as it served the page (public/sw.js).
    // globalThis.tablierEarlyCame settles once they came (or failed): the service worker, which
    // fetches the whole app on a first visit, is registered only then (shared/offline.rs).
    const servedTo = (module) => {
      const names = [pieces[`split_${module}.wasm`]];
      for (const m of loader.matchAll(/\/\* ([a-z_, ]+) \*\/\s*const __chunk_\d+ = makeLoad\(\(\) => \{\s*const src = fetch\(new URL\("\.\/([^"]+)"/g)) {
        if (m[1].split(', ').includes(module)) names.push(m[2]);
      }
      return names.filter(Boolean);
    };
    const player = servedTo('player');
    if (player.length) {
      const link = [...new Set([...servedTo('sharing'), ...player])];
      // The library's page (library_page.rs): a link's first visit does not fetch it.
      const library = servedTo('library');
      /** The pack of the main module and `names`: its file and each part's length. */
      const pack = async (names) => {
        const parts = [main, ...(await Promise.all(names.map((n) => readFile(join(dir, n)))))];
        const bytes = Buffer.concat(parts);
        // Named .wasm (it is not one) so that a host compresses it as it does the modules.
        const file = `${PACK}${short(bytes)}.wasm`;
        await writeFile(join(dir, file), bytes);
        return { file, sizes: parts.map((p) => p.length) };
      };
      const packs = { play: await pack(player), shared: await pack(link), library: library.length ? await pack(library) : null };
      const preload = html.match(new RegExp(`<link rel="preload" href="\\./${mainName}"[^>]*>`));
      if (!preload) throw new Error(`${dir}/index.html does not preload ${mainName}`);
      // The built-in games are files (builtInGames): the script fetches, as the page comes,
      // those the page's address calls for (a game's own for `#/play/<id>`, all of them for
      // any other page of the children's, none for the designer's), and answers the app's
      // requests (globalThis.tablierGames(id), undefined for all) from what it started.
      const games = await builtInGames(dir);
      const early = `<script>(() => { const h = location.hash;`
        // (The address read as src/web/shared/route.rs reads it.)
        + ` const G = ${JSON.stringify(games)}, asked = {}, own = (id) => Object.prototype.hasOwnProperty.call(G.one, id);`
        + ` const take = (f) => (asked[f] ??= fetch('./' + f).then((r) => { if (!r.ok) throw new Error(r.status); return r.json(); }).catch((e) => { delete asked[f]; throw e; }));`
        + ` globalThis.tablierGames = (id) => take(own(id) ? G.one[id] : G.all);`
        + ` const path = h.replace(/^#+/, '').split('?')[0].replace(/^\\/+/, ''); let id;`
        + ` if (path.startsWith('play/') && path.length > 5) { id = path.slice(5); try { id = decodeURIComponent(id); } catch {} }`
        + ` const designer = (path.startsWith('edit/') && path.length > 5) || path === 'new';`
        + ` if (id !== undefined ? own(id) : !designer) globalThis.tablierGames(id).catch(() => {});`
        // Each page's modules and pack (tests/browser and web-budget.sh read them here).
        + ` const P = ${JSON.stringify({ play: [player, packs.play], shared: [link, packs.shared], library: packs.library ? [library, packs.library] : [[], null] })};`
        + ` const rest = (p) => path.startsWith(p) && path.length > p.length;`
        + ` const [names, pack] = id !== undefined ? P.play : rest('shared/') ? P.shared`
        + ` : designer || rest('set/') || path === 'class' ? [[], null] : P.library;`
        + ` const worker = navigator.serviceWorker?.controller, streaming = !!WebAssembly.compileStreaming;`
        + ` if (!worker && (!pack || !streaming)) { const l = document.createElement('link');`
        + ` Object.assign(l, { rel: 'preload', href: './${mainName}', as: 'fetch', type: 'application/wasm', crossOrigin: 'anonymous', integrity: '${sums[mainName]}' });`
        + ` document.head.append(l); }`
        + ` if (!names.length || !streaming) return; globalThis.tablierEarly = {}; let came;`
        + ` globalThis.tablierEarlyCame = new Promise((r) => (came = r));`
        + ` const compile = (n, body) => { const p = WebAssembly.compileStreaming(body); p.catch(() => {}); globalThis.tablierEarly[n] = p; return p; };`
        + ` if (worker) { let started = false; const asked = Object.fromEntries(names.map((n) => [n, fetch(n)])); Object.values(asked).forEach((p) => p.catch(() => {}));`
        + ` globalThis.tablierEarlyGo = () => { if (started) return; started = true; Promise.allSettled(names.map((n) => compile(n, asked[n]))).then(came); }; return; }`
        + ` const feeds = []; const streams = pack.sizes.map((size) => new ReadableStream({ start: (c) => feeds.push({ c, size }) }));`
        + ` const got = fetch('./' + pack.file).then((r) => { if (!r.ok || !/wasm/.test(r.headers.get('content-type'))) throw new Error(r.status); return r; });`
        + ` let i = 0; got.then((r) => { const reader = r.body.getReader(); let left = feeds[0].size;`
        + ` const feed = ({ done, value }) => { if (done) throw new Error('cut'); let at = 0;`
        + ` while (at < value.length) { const n = Math.min(left, value.length - at); feeds[i].c.enqueue(value.subarray(at, at + n)); at += n; left -= n;`
        + ` if (!left) { feeds[i].c.close(); if (++i === feeds.length) return; left = feeds[i].size; } }`
        + ` return reader.read().then(feed); }; return reader.read().then(feed); })`
        + `.catch((e) => feeds.slice(i).forEach((f) => { try { f.c.error(e); } catch {} }));`
        + ` const wasm = (body) => new Response(body, { headers: { 'content-type': 'application/wasm' } });`
        + ` const keep = self.caches && navigator.serviceWorker ? caches.open('${PACKED}').catch(() => null) : null; const kept = [];`
        + ` const part = (k, name) => { if (!keep) return streams[k]; const [one, two] = streams[k].tee();`
        + ` kept.push(keep.then((c) => c?.put(new URL('./' + name, document.baseURI), wasm(two))).catch(() => {})); return one; };`
        + ` const parts = ['${mainName}', ...names].map((n, k) => part(k, n));`
        + ` const main = got.then(() => wasm(parts[0]), () => fetch('./${mainName}')); main.catch(() => {}); globalThis.tablierMain = main;`
        + ` Promise.allSettled([...names.map((n, k) => compile(n, got.then(() => wasm(parts[k + 1])))), ...kept]).then(came); })();</script>\n`;
      // Right after the character set, which must come first.
      const charset = html.match(/<meta charset="[^"]*"\s*\/?>/);
      if (!charset) throw new Error(`${dir}/index.html has no <meta charset>`);
      html = html.replace(preload[0], '').replace(charset[0], `${charset[0]}\n${early}`);
      // The loader is the main script's import: asked for beside it, not once it was read (a
      // round trip on a slow line, and about 0.1 s of a slow tablet's reading of it when warm).
      const script = html.match(/<link rel="modulepreload"[^>]*>/);
      if (!script) throw new Error(`${dir}/index.html does not preload its script`);
      html = html.replace(script[0], `${script[0]}<link rel="modulepreload" href="./${LOADER}" crossorigin="anonymous">`);
      const init = `init({ module_or_path: './${mainName}' })`;
      if (!html.includes(init)) throw new Error(`${dir}/index.html does not start ${mainName} as expected`);
      const served = `(globalThis.tablierEarlyGo ? fetch('./${mainName}').then((r) => (globalThis.tablierEarlyGo(), r)) : './${mainName}')`;
      html = html.replace(init, `init({ module_or_path: globalThis.tablierMain ?? ${served} })`);
      for (const name of new Set([...link, ...player, ...library])) {
        const fetcher = `    const src = fetch(new URL("./${name}", import.meta.url));\n`
          + `    return async (imports) => (WebAssembly.instantiateStreaming(src, imports));`;
        if (!loader.includes(fetcher)) throw new Error(`${LOADER} does not load ${name} as expected`);
        loader = loader.replace(fetcher, [
          `    const early = globalThis.tablierEarly?.["${name}"]; if (early) delete globalThis.tablierEarly["${name}"];`,
          `    const fresh = (imports) => WebAssembly.instantiateStreaming(fetch(new URL("./${name}", import.meta.url)), imports);`,
          `    return async (imports) => (early ? early.then((m) => WebAssembly.instantiate(m, imports), () => fresh(imports)) : fresh(imports));`,
        ].join('\n'));
      }
    }
    // Every other module (the panels, the class's pages...): its fetch starts beside the chunks
    // it needs, and a failed one is answered only once they came; marked as handled meanwhile,
    // it is not reported as an uncaught error (the load still fails, and the page says so).
    const plain = /( +const src = fetch\(new URL\("\.\/[^"]+", import\.meta\.url\)\);)\n/g;
    loader = loader.replace(plain, '$1 src.catch(() => {});\n');
    await writeFile(join(dir, LOADER), loader);
    await writeFile(join(dir, 'index.html'), html);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = resolve(root, process.argv[2] ?? 'dist');
  // The bundle's bin: tablier-web (the children's) or tablier-design.
  const bin = `tablier-${process.argv[3] ?? 'web'}`;
  const input = join(root, 'target', 'wasm32-unknown-unknown', 'web', `${bin}.wasm`);
  try {
    await split(dir, input, bin);
  } catch (e) {
    console.error(`web-split: ${e.message}`);
    process.exit(1);
  }
}
