import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lightTokens } from '../../../packages/ui/src/theme/lightTokens';

// The files a browser reads to show and install the app: index.html's links, the manifest, the icons.
const publicDir = new URL('../public/', import.meta.url);
const indexHtml = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const manifest = JSON.parse(readFileSync(new URL('manifest.webmanifest', publicDir), 'utf8')) as {
  name: string;
  short_name: string;
  lang: string;
  dir: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

const publicFile = (path: string) => new URL(`.${path}`, publicDir);

/** Width and height from a PNG's header chunk. */
function pngSize(path: string): { width: number; height: number } {
  const png = readFileSync(publicFile(path));
  expect(png.subarray(1, 4).toString('latin1'), path).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('app identity', () => {
  it('links the icons and the manifest from index.html, each to a file that exists', () => {
    const links = [...indexHtml.matchAll(/<link rel="(icon|apple-touch-icon|manifest)" href="([^"]+)"/g)];
    expect(links.map(([, rel]) => rel).sort()).toEqual(['apple-touch-icon', 'icon', 'icon', 'manifest']);
    for (const [, , href] of links) expect(existsSync(publicFile(href!)), href).toBe(true);
  });

  it('makes the app installable in Persian, right to left', () => {
    expect(manifest).toMatchObject({ name: 'صراف', short_name: 'صراف', lang: 'fa', dir: 'rtl' });
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    const sizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('takes its colours from the theme: the header surface and the page background', () => {
    expect(manifest.theme_color).toBe(lightTokens.color.surface);
    expect(manifest.background_color).toBe(lightTokens.color.background);
    expect(indexHtml).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });

  it('has PNG icons of the sizes the manifest and index.html declare', () => {
    for (const icon of manifest.icons.filter(({ type }) => type === 'image/png')) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(icon.src), icon.src).toEqual({ width, height });
    }
    expect(pngSize('/apple-touch-icon.png')).toEqual({ width: 180, height: 180 });
    const ico = readFileSync(publicFile('/favicon.ico'));
    expect(ico.readUInt16LE(2), 'ICO type').toBe(1);
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, index) => ico.readUInt8(6 + 16 * index));
    expect(sizes).toEqual([16, 32, 48]);
  });
});
