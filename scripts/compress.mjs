// Writes FILE.br beside every text and wasm file of dist/ (scripts/web-build.sh runs it last,
// after the service worker's list is made): Brotli at its highest setting takes about a fifth
// off gzip's bytes on the wasm (the main module 315 -> 248 KB), which a slow school connection
// carries a second sooner or so per visit, but it is too slow to compress at each request.
// scripts/serve.mjs (run.sh, the browser tests) sends these files to browsers that accept `br`;
// a host that serves precompressed files (Caddy's `precompressed br`, nginx's `brotli_static`)
// can do the same with the folder of scripts/site.sh; any other host ignores them.
import { readFile, readdir, writeFile, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotli } from './brotli.mjs';

const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
/** Worth compressing (as scripts/serve.mjs): pictures are compressed already. */
const COMPRESSED = new Set(['.html', '.js', '.wasm', '.css', '.svg', '.json', '.webmanifest']);

/** Every file under `dir`, its subfolders' too (Node's own walk). */
const files = async (dir) =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath ?? e.path, e.name));

const all = await files(dist);
// A .br left by an earlier build whose file is gone would be served for nothing.
for (const stale of all.filter((f) => f.endsWith('.br') && !all.includes(f.slice(0, -3)))) await rm(stale);
let raw = 0;
let packed = 0;
for (const file of all.filter((f) => COMPRESSED.has(extname(f)))) {
  const body = await readFile(file);
  const br = brotli(body);
  await writeFile(`${file}.br`, br);
  raw += body.length;
  packed += br.length;
}
console.log(`compress: ${(raw / 1024).toFixed(0)} KB of text and wasm written as ${(packed / 1024).toFixed(0)} KB of Brotli (.br beside each file)`);
