// Renders the app icons (web/public/icons/*.png) from their SVG sources in Chromium, the browser
// the tests already use, so no image tool is needed. Run after changing favicon.svg or
// icons/maskable.svg: node scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const icons = [
  // "any": the rounded favicon on transparent corners.
  { source: 'web/public/favicon.svg', size: 192, out: 'web/public/icons/icon-192.png' },
  { source: 'web/public/favicon.svg', size: 512, out: 'web/public/icons/icon-512.png' },
  // "maskable": full-bleed felt with the spade inside the central 80% safe zone.
  { source: 'web/public/icons/maskable.svg', size: 512, out: 'web/public/icons/maskable-512.png' },
  {
    source: 'web/public/icons/maskable.svg',
    size: 180,
    out: 'web/public/icons/apple-touch-icon.png',
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
for (const { source, size, out } of icons) {
  const svg = readFileSync(source, 'utf8');
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  await page.screenshot({ path: out, omitBackground: true });
  console.log(`${out} (${size}×${size})`);
}
await browser.close();
