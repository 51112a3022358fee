// Renders the app's icons, drawn as SVG in src/pwa/icons/, into the PNG sizes that home screens and app launchers
// ask for, with headless Chromium (playwright-core, as the browser tests use it). The PNGs are committed: run this
// again only after changing an SVG.
// Usage: node tools/icons.mjs   (CHROMIUM=/path/to/chromium; default /usr/bin/chromium)
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const iconsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../src/pwa/icons');
const RENDERS = [
  // The plain icon has transparent corners; the maskable one fills the square (Android crops it to its own shape,
  // iOS rounds it and would show transparent corners black, so the apple-touch-icon is the maskable drawing too).
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
try {
  for (const { svg, png, size } of RENDERS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const source = readFileSync(join(iconsDir, svg), 'utf8');
    await page.setContent('<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>'
      + source.replace('<svg ', `<svg width="${size}" height="${size}" `));
    await page.screenshot({ path: join(iconsDir, png), omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`icons: ${png} (${size}×${size}) from ${svg}`);
  }
} finally {
  await browser.close();
}
