// Renders the app's PNG icons and favicon.ico from public/logo.svg with Chromium (no image tools needed).
// Run after changing the logo: `npx tsx apps/web/build/renderIcons.ts`; the files are committed, so a build
// needs no browser. The manifest (public/manifest.webmanifest) and index.html name them.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright';

const publicDir = new URL('../public/', import.meta.url);
const logo = readFileSync(new URL('logo.svg', publicDir), 'utf8');

/**
 * The logo as a square without rounded corners, its letter scaled down: launchers and iOS cut their own
 * shape out of it (a maskable icon keeps everything that matters inside the middle 80%).
 */
function fullBleed(scale: number): string {
  const shift = (256 * (1 - scale)).toFixed(1);
  const fullSquare = logo.replace(/rx="\d+"/, 'rx="0"');
  if (fullSquare === logo) throw new Error('logo.svg: no rounded tile (rx) to square');
  return fullSquare.replace(
    /(<path [^>]*\/>)/,
    `<g transform="translate(${shift} ${shift}) scale(${scale})">$1</g>`,
  );
}

const icons: { file: string; size: number; svg: string }[] = [
  { file: 'icons/icon-192.png', size: 192, svg: logo },
  { file: 'icons/icon-512.png', size: 512, svg: logo },
  { file: 'icons/icon-maskable-512.png', size: 512, svg: fullBleed(0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.9) },
];

/** favicon.ico for browsers and tools that ask for it without reading the page: PNGs inside an ICO. */
function ico(pngs: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size, 0);
    entry.writeUInt8(size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ png }) => png)]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--force-color-profile=srgb'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const render = async (svg: string, size: number) => {
    await page.setViewportSize({ width: size, height: size });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block}</style><img src="${src}" width="${size}" height="${size}">`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    return page.screenshot({ omitBackground: true, type: 'png' });
  };
  for (const { file, size, svg } of icons) writeFileSync(new URL(file, publicDir), await render(svg, size));
  const favicons = [];
  for (const size of [16, 32, 48]) favicons.push({ size, png: await render(logo, size) });
  writeFileSync(new URL('favicon.ico', publicDir), ico(favicons));
} finally {
  await browser.close();
}
