// Renders the app icons of the web app manifest from public/icon.svg with the browser the tests
// use (no image library needed): PNGs of 192 and 512 px, and maskable ones whose artwork sits
// inside the safe zone (the inner 80 %) on a full-bleed background, as launchers crop them.
// Run `npm run icons` after changing the SVG; the PNGs are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/browser.ts';

const root = path.resolve(import.meta.dirname, '..');
const svg = readFileSync(path.join(root, 'public/icon.svg'), 'utf8');
const BACKGROUND = '#1a1020';

const executablePath = findChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const size of [192, 512]) {
    for (const maskable of [false, true]) {
      const inner = maskable ? Math.round(size * 0.8) : size;
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(
        `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? BACKGROUND : 'transparent'}">` +
          `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${inner}" height="${inner}"></body></html>`,
      );
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      const file = `public/icons/${maskable ? 'maskable' : 'icon'}-${size}.png`;
      writeFileSync(path.join(root, file), await page.screenshot({ omitBackground: !maskable }));
      console.log(`wrote ${file}`);
    }
  }
} finally {
  await browser.close();
}
