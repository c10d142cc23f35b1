// Draws the PNG icons of the web manifest from public/icons/icon.svg with Debian's chromium
// (playwright-core from tests/browser): `node scripts/make-icons.mjs`. Run once after changing
// the picture; the PNGs are committed (a build needs no browser).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const root = fileURLToPath(new URL('..', import.meta.url));
const { chromium } = createRequire(join(root, 'tests/browser/package.json'))('playwright-core');
const svg = await readFile(join(root, 'public/icons/icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const size of [180, 192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
  await page.screenshot({ path: join(root, `public/icons/icon-${size}.png`), omitBackground: false });
  await page.close();
}
await browser.close();
console.log('make-icons: public/icons/icon-180.png, icon-192.png, icon-512.png');
