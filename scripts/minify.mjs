// Shrinks what trunk wrote into dist/, dist/design/ and dist/think/: wasm-bindgen's JavaScript
// through terser (trunk's own minifier fails on it), the CSS without its comments and
// indentation (they explain the source; the download does not need them). Each file shrunk
// takes a name from its new content (trunk's name came from the old: the same name must not
// serve two contents, or a browser's cached copy would fail the page's integrity check), and
// the pages' names and integrity hashes (SRI) follow, then are checked, and so do the names the
// split modules' loader imports (scripts/web-split.mjs). Run after trunk and web-split.mjs,
// before make-sw.mjs (scripts/web-build.sh).
import { readFile, writeFile, readdir, rm } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** CSS without comments, blank lines and indentation; strings are kept as they are. */
export function stripCss(css) {
  // A comment becomes a space (`1px/**/2px` stays two values); strings are matched first.
  const text = css.replace(/("(?:\\[\s\S]|[^"\\])*"|'(?:\\[\s\S]|[^'\\])*')|\/\*[\s\S]*?\*\//g, (m, str) => str ?? ' ');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line)
    .join('\n');
}

const sri = (bytes) => 'sha384-' + createHash('sha384').update(bytes).digest('base64');
const short = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** Every `integrity` of a page that names a file of `dir`, checked against the file. */
export async function checkIntegrity(dir, page) {
  const html = await readFile(join(dir, page), 'utf8');
  const tags = html.match(/<[^>]*integrity="[^"]*"[^>]*>/g) ?? [];
  for (const tag of tags) {
    const href = tag.match(/href="([^"]*)"/)?.[1];
    const want = tag.match(/integrity="([^"]*)"/)[1];
    const name = href?.split('/').pop();
    if (!name) continue;
    const got = sri(await readFile(join(dir, name)));
    if (got !== want) throw new Error(`${join(dir, page)}: the integrity of ${name} does not match the file`);
  }
}

async function shrink(minify, dir) {
  const names = await readdir(dir).catch(() => []);
  const swaps = [];
  for (const name of names) {
    const file = join(dir, name);
    const hashed = name.match(/^(.*)-[0-9a-f]+\.(js|css)$/);
    if (!hashed) continue;
    const before = await readFile(file);
    const text = before.toString('utf8');
    const after = Buffer.from(
      hashed[2] === 'js' ? (await minify(text, { module: true, compress: true, mangle: true })).code : stripCss(text),
    );
    const renamed = `${hashed[1]}-${short(after)}.${hashed[2]}`;
    await writeFile(join(dir, renamed), after);
    if (renamed !== name) await rm(file);
    swaps.push([sri(before), sri(after)], [name, renamed]);
  }
  for (const page of names.filter((n) => n.endsWith('.html') || n === '__wasm_split.js')) {
    let html = await readFile(join(dir, page), 'utf8');
    for (const [old, now] of swaps) html = html.split(old).join(now);
    await writeFile(join(dir, page), html);
    if (page.endsWith('.html')) await checkIntegrity(dir, page);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let minify;
  try {
    ({ minify } = createRequire(join(root, '.tools', 'package.json'))('terser'));
  } catch {
    console.error('minify: terser is missing from .tools/: run scripts/tools.sh first.');
    process.exit(1);
  }
  try {
    for (const dir of ['dist', 'dist/design', 'dist/think']) await shrink(minify, join(root, dir));
  } catch (e) {
    console.error(`minify: ${e.message}`);
    process.exit(1);
  }
}
