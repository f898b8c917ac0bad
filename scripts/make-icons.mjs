// Renders app/icon.svg to the PNG icons the web app manifest names (public/icons/). Run by hand when the
// icon changes (node scripts/make-icons.mjs); the PNGs are committed, so builds need no browser.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const svg = readFileSync(new URL('../app/icon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const variants = [
  { file: 'icon-192.png', size: 192, padding: 0 },
  { file: 'icon-512.png', size: 512, padding: 0 },
  // Maskable: the mark inside the central 80 % safe zone, on the brand colour.
  { file: 'icon-maskable-512.png', size: 512, padding: 0.1 },
];
for (const { file, size, padding } of variants) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inset = Math.round(size * padding);
  await page.setContent(
    `<html><body style="margin:0;background:#0f766e"><div style="position:absolute;inset:${inset}px">${svg.replace(
      '<svg ',
      '<svg width="100%" height="100%" ',
    )}</div></body></html>`,
  );
  await page.screenshot({
    path: new URL(`../public/icons/${file}`, import.meta.url).pathname,
    omitBackground: padding === 0,
  });
  await page.close();
}
await browser.close();
console.log('public/icons/ escritos');
