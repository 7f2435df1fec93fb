/**
 * Draws the installable app's icons (decision 014) from one SVG with the machine's Chromium: run
 * `npx tsx scripts/make-icons.ts` after changing the mark; the PNGs are committed, nothing is drawn at run time.
 * CHROMIUM_PATH picks the browser (default /usr/bin/chromium).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const out = path.resolve(import.meta.dirname, '../src/client/public/icons');

/** The favicon's mark; `maskable` keeps it inside the safe zone (the inner 80 %) on a full-bleed background. */
const mark = (maskable: boolean) => {
  const scale = maskable ? 0.6 : 1;
  const offset = (32 - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${maskable ? 0 : 7}" fill="#4338ca"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})"><path d="M9 9h3v6h8V9h3v14h-3v-5h-8v5H9z" fill="#fff"/></g>
</svg>`;
};

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = mark(icon.maskable).replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<body style="margin:0;background:transparent">${svg}</body>`);
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    writeFileSync(path.join(out, icon.file), png);
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`wrote ${icons.length} icons to ${out}`);
