// Renders the app icons of the web app manifest from public/icon.svg with the browser the tests
// use (no image library needed): PNGs of 192 and 512 px, and maskable ones whose artwork sits
// inside the safe zone (the inner 80 %) on a full-bleed background, as launchers crop them.
// It also packs public/favicon.ico (16, 32 and 48 px PNGs inside one ICO file), which browsers,
// bookmarks and link checkers ask for at /favicon.ico on both origins (server/favicon.ts).
// The same PNGs of public/icon-neutral.svg (neutral-*.png) serve the discreet manifest (issue 22,
// point 4), and each set has a 180 px apple-touch-icon on an opaque background (iOS fills
// transparency with black and ignores the manifest's icons for the home screen).
// Run `npm run icons` after changing an SVG; the PNGs and the ICO are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/browser.ts';

const root = path.resolve(import.meta.dirname, '..');
const svg = readFileSync(path.join(root, 'public/icon.svg'), 'utf8');
const BACKGROUND = '#1a1020';
const SETS = [
  { svg, prefix: '', background: BACKGROUND },
  { svg: readFileSync(path.join(root, 'public/icon-neutral.svg'), 'utf8'), prefix: 'neutral-', background: '#4a5868' },
];

/** An ICO file holding PNG images (every browser since 2007 reads PNG entries). */
function packIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, n) => {
    const entry = 6 + 16 * n;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

const executablePath = findChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const set of SETS) {
    const image = `data:image/svg+xml;base64,${Buffer.from(set.svg).toString('base64')}`;
    for (const [size, kind] of [
      [192, 'icon'],
      [512, 'icon'],
      [192, 'maskable'],
      [512, 'maskable'],
      [180, 'apple-touch-icon'],
    ] as const) {
      const opaque = kind !== 'icon';
      const inner = kind === 'maskable' ? Math.round(size * 0.8) : size;
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(
        `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${opaque ? set.background : 'transparent'}">` +
          `<img src="${image}" width="${inner}" height="${inner}"></body></html>`,
      );
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      const file = `public/icons/${set.prefix}${kind}${kind === 'apple-touch-icon' ? '' : `-${size}`}.png`;
      writeFileSync(path.join(root, file), await page.screenshot({ omitBackground: !opaque }));
      console.log(`wrote ${file}`);
    }
  }
  const favicons: { size: number; png: Buffer }[] = [];
  for (const size of [16, 32, 48]) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;background:transparent">` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    favicons.push({ size, png: await page.screenshot({ omitBackground: true }) });
  }
  writeFileSync(path.join(root, 'public/favicon.ico'), packIco(favicons));
  console.log('wrote public/favicon.ico');
} finally {
  await browser.close();
}
