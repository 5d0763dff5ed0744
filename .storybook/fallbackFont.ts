// Builds fonts/FallbackTofu.ttf, the only font the browser tests' Chromium can find (fonts/fonts.conf).
// Every code point maps to one hollow box, so a character that the bundled fonts lack is drawn the same
// way on every machine, and the font check (fontCheck.ts) can name it: the browser reports the box font
// as a platform font, never as a web font.
// Regenerate after changing this file: `npx tsx .storybook/fallbackFont.ts` (a tooling test checks that
// the committed font matches).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FALLBACK_FONT_FAMILY = 'Fallback Tofu';
export const fallbackFontPath = fileURLToPath(new URL('./fonts/FallbackTofu.ttf', import.meta.url));

const UNITS_PER_EM = 1000;
const ADVANCE = 600;
const BOX = { xMin: 50, yMin: 0, xMax: 550, yMax: 700 };
const STROKE = 50;

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n & 0xffff);
  return b;
};
const i16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeInt16BE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const cat = (...parts: Buffer[]) => Buffer.concat(parts);
const pad4 = (b: Buffer) => cat(b, Buffer.alloc((4 - (b.length % 4)) % 4));

function checksum(buffer: Buffer): number {
  const padded = pad4(buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** A hollow box: the outer contour clockwise, the inner one counter-clockwise (TrueType's hole rule). */
function boxGlyph(): Buffer {
  const { xMin, yMin, xMax, yMax } = BOX;
  const outer: [number, number][] = [
    [xMin, yMin],
    [xMin, yMax],
    [xMax, yMax],
    [xMax, yMin],
  ];
  const inner: [number, number][] = [
    [xMin + STROKE, yMin + STROKE],
    [xMax - STROKE, yMin + STROKE],
    [xMax - STROKE, yMax - STROKE],
    [xMin + STROKE, yMax - STROKE],
  ];
  const points = [...outer, ...inner];
  let x = 0;
  let y = 0;
  const xs: Buffer[] = [];
  const ys: Buffer[] = [];
  for (const [px, py] of points) {
    xs.push(i16(px - x));
    ys.push(i16(py - y));
    x = px;
    y = py;
  }
  const onCurve = Buffer.alloc(points.length, 1);
  const glyph = cat(
    i16(2),
    i16(xMin),
    i16(yMin),
    i16(xMax),
    i16(yMax),
    u16(3),
    u16(7),
    u16(0),
    onCurve,
    ...xs,
    ...ys,
  );
  return glyph.length % 2 ? cat(glyph, Buffer.alloc(1)) : glyph;
}

/** The font file's bytes; deterministic (no timestamps). */
export function buildFallbackFont(): Buffer {
  const glyph = boxGlyph();
  // Glyph 0 (.notdef) and glyph 1 (every code point) are the same box.
  const glyf = cat(glyph, glyph);
  const loca = cat(u16(0), u16(glyph.length / 2), u16(glyph.length));
  // cmap format 13 (many-to-one): all of Unicode except the surrogates -> glyph 1, in 40 bytes.
  const groups: [number, number][] = [
    [0x0000, 0xd7ff],
    [0xe000, 0x10ffff],
  ];
  const format13 = cat(
    u16(13),
    u16(0),
    u32(16 + 12 * groups.length),
    u32(0),
    u32(groups.length),
    ...groups.map(([start, end]) => cat(u32(start), u32(end), u32(1))),
  );
  const cmap = cat(u16(0), u16(1), u16(3), u16(10), u32(12), format13);
  const { xMin, yMin, xMax, yMax } = BOX;
  // The tables below list their fields in the order of the OpenType specification.
  const head = cat(
    u32(0x00010000),
    u32(0x00010000),
    u32(0),
    u32(0x5f0f3cf5),
    u16(0x000b),
    u16(UNITS_PER_EM),
    Buffer.alloc(8),
    Buffer.alloc(8),
    i16(xMin),
    i16(yMin),
    i16(xMax),
    i16(yMax),
    u16(0),
    u16(8),
    i16(2),
    i16(0),
    i16(0),
  );
  const hhea = cat(
    u32(0x00010000),
    i16(800),
    i16(-200),
    i16(0),
    u16(ADVANCE),
    i16(xMin),
    i16(ADVANCE - xMax),
    i16(xMax),
    i16(1),
    i16(0),
    i16(0),
    Buffer.alloc(8),
    i16(0),
    u16(2),
  );
  const maxp = cat(u32(0x00010000), u16(2), u16(8), u16(2), u16(0), u16(0), u16(2), Buffer.alloc(16));
  const hmtx = cat(u16(ADVANCE), i16(xMin), u16(ADVANCE), i16(xMin));
  const post = cat(u32(0x00030000), u32(0), i16(-100), i16(STROKE), u32(1), Buffer.alloc(16));
  const os2 = cat(
    u16(4),
    i16(ADVANCE),
    u16(400),
    u16(5),
    u16(0),
    i16(650),
    i16(600),
    i16(0),
    i16(75),
    i16(650),
    i16(600),
    i16(0),
    i16(350),
    i16(STROKE),
    i16(250),
    i16(0),
    Buffer.alloc(10),
    u32(0xffffffff),
    u32(0xffffffff),
    u32(0xffffffff),
    u32(0xffffffff),
    Buffer.from('NONE'),
    u16(0x0040),
    u16(0),
    u16(0xffff),
    i16(800),
    i16(-200),
    i16(0),
    u16(800),
    u16(200),
    u32(0xffffffff),
    u32(0xffffffff),
    i16(500),
    i16(yMax),
    u16(0),
    u16(0x20),
    u16(0),
  );
  const names: [number, string][] = [
    [1, FALLBACK_FONT_FAMILY],
    [2, 'Regular'],
    [3, `${FALLBACK_FONT_FAMILY} Regular`],
    [4, `${FALLBACK_FONT_FAMILY} Regular`],
    [5, 'Version 1.0'],
    [6, FALLBACK_FONT_FAMILY.replaceAll(' ', '') + '-Regular'],
  ];
  const strings = names.map(([, text]) => Buffer.from(text, 'utf16le').swap16());
  let stringOffset = 0;
  const records = names.map(([id], i) => {
    const length = strings[i]!.length;
    const record = cat(u16(3), u16(1), u16(0x409), u16(id), u16(length), u16(stringOffset));
    stringOffset += length;
    return record;
  });
  const name = cat(u16(0), u16(names.length), u16(6 + 12 * names.length), ...records, ...strings);

  const tables: Record<string, Buffer> = {
    'OS/2': os2,
    cmap,
    glyf,
    head,
    hhea,
    hmtx,
    loca,
    maxp,
    name,
    post,
  };
  const tags = Object.keys(tables).sort();
  const log2 = Math.floor(Math.log2(tags.length));
  const searchRange = 2 ** log2 * 16;
  const directory = [
    cat(u32(0x00010000), u16(tags.length), u16(searchRange), u16(log2), u16(tags.length * 16 - searchRange)),
  ];
  const bodies: Buffer[] = [];
  let offset = 12 + 16 * tags.length;
  let headOffset = 0;
  for (const tag of tags) {
    const data = tables[tag]!;
    if (tag === 'head') headOffset = offset;
    directory.push(cat(Buffer.from(tag.padEnd(4)), u32(checksum(data)), u32(offset), u32(data.length)));
    bodies.push(pad4(data));
    offset += pad4(data).length;
  }
  const font = cat(...directory, ...bodies);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  return font;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(fallbackFontPath, buildFallbackFont());
  console.log(`Wrote ${fallbackFontPath}`);
}
