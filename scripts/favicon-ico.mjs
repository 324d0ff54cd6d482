// Writes apps/web/public/favicon.ico from the logo mark apps/web/public/images/favicon.svg, for
// clients that ask for /favicon.ico without reading a page (docs/decisions/025). Run it again when
// the mark changes: `node scripts/favicon-ico.mjs` (needs Chromium, CHROME_PATH or /usr/bin/chromium).
// The .ico holds PNG images of 16, 32 and 48 px, which every current browser reads.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const svg = fs.readFileSync(path.join(root, 'apps/web/public/images/favicon.svg'), 'utf8');
const sizes = [16, 32, 48];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
const pngs = [];
try {
  for (const size of sizes) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const img = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(`<html><body style="margin:0;background:transparent"><img src="${img}" width="${size}" height="${size}" style="display:block"></body></html>`);
    await page.locator('img').evaluate((el) => el.decode());
    pngs.push(await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
    await page.close();
  }
} finally {
  await browser.close();
}

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the PNG data.
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(sizes.length, 4);
let offset = 6 + 16 * sizes.length;
const entries = sizes.map((size, i) => {
  const e = Buffer.alloc(16);
  e.writeUInt8(size % 256, 0);
  e.writeUInt8(size % 256, 1);
  e.writeUInt16LE(1, 4);
  e.writeUInt16LE(32, 6);
  e.writeUInt32LE(pngs[i].length, 8);
  e.writeUInt32LE(offset, 12);
  offset += pngs[i].length;
  return e;
});
const out = path.join(root, 'apps/web/public/favicon.ico');
fs.writeFileSync(out, Buffer.concat([header, ...entries, ...pngs]));
console.log(`${path.relative(root, out)}: ${fs.statSync(out).size} bytes`);
