// scripts/minify.mjs: the CSS loses its comments and indentation but not a character of its
// rules or strings, and every page of the built app names files whose integrity it gives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { readdirSync } from 'node:fs';
import { stripCss, checkIntegrity } from '../../scripts/minify.mjs';
import { ROOT } from './helpers.mjs';

test('CSS without comments keeps its rules and strings', () => {
  const css = `/* why */\n.a {\n  margin: 1px/**/2px;\n  content: "/* kept */";\n  quotes: '*/' "it's";\n}\n\n/* a comment\n   on two lines */\n.b::after { content: "a\\\n/*b" }\n`;
  assert.equal(
    stripCss(css),
    `.a {\nmargin: 1px 2px;\ncontent: "/* kept */";\nquotes: '*/' "it's";\n}\n.b::after { content: "a\\\n/*b" }`,
  );
});

test('every page of the built app gives the integrity of the files it names', async () => {
  for (const dir of ['dist', 'dist/design', 'dist/think'].map((d) => join(ROOT, d))) {
    const pages = readdirSync(dir).filter((n) => n.endsWith('.html'));
    assert.ok(pages.length > 0, dir);
    for (const page of pages) await checkIntegrity(dir, page);
  }
});
