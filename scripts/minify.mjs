// Shrinks what trunk wrote into dist/, dist/design/ and dist/think/: wasm-bindgen's JavaScript
// through terser (trunk's own minifier fails on it), the CSS without its comments and
// indentation (they explain the source; the download does not need them). The pages'
// integrity hashes (SRI) are made again for the new files. Run after trunk, before make-sw.mjs.
import { readFile, writeFile, readdir } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { minify } = createRequire(join(root, '.tools', 'package.json'))('terser');

/** CSS without comments, blank lines and indentation; strings are kept as they are. */
export function stripCss(css) {
  const text = css.replace(/("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')|\/\*[\s\S]*?\*\//g, (m, str) => str ?? '');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line)
    .join('\n');
}

const sri = (text) => 'sha384-' + createHash('sha384').update(text).digest('base64');

for (const dir of ['dist', 'dist/design', 'dist/think'].map((d) => join(root, d))) {
  const names = await readdir(dir).catch(() => []);
  const swaps = [];
  for (const name of names) {
    const file = join(dir, name);
    const before = await readFile(file, 'utf8').catch(() => null);
    let after;
    if (name.endsWith('.js') && name !== 'sw.js') {
      after = (await minify(before, { module: true, compress: true, mangle: true })).code;
    } else if (name.endsWith('.css')) {
      after = stripCss(before);
    } else {
      continue;
    }
    swaps.push([sri(before), sri(after)]);
    await writeFile(file, after);
  }
  for (const name of names.filter((n) => n.endsWith('.html'))) {
    const file = join(dir, name);
    let html = await readFile(file, 'utf8');
    for (const [old, now] of swaps) html = html.split(old).join(now);
    await writeFile(file, html);
  }
}
