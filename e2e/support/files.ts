import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const MB = 1024 * 1024;

const jpegSegment = (marker: number, body: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
};

/**
 * A JPEG of about `bytes` that browsers draw (an 8x8 grey baseline image: one-code Huffman tables, one block),
 * its weight in comment segments as a camera's metadata would be.
 */
function jpeg(bytes: number): Buffer {
  const comments: Buffer[] = [];
  for (let left = bytes; left > 0; left -= 0xffff + 2)
    comments.push(jpegSegment(0xfe, Buffer.alloc(0xffff - 2)));
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from('4a46494600010100000100010000', 'hex')),
    ...comments,
    jpegSegment(0xdb, Buffer.concat([Buffer.from([0x00]), Buffer.alloc(64, 1)])),
    jpegSegment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0])),
    jpegSegment(0xc4, Buffer.concat([Buffer.from([0x00, 1]), Buffer.alloc(15), Buffer.from([0x00])])),
    jpegSegment(0xc4, Buffer.concat([Buffer.from([0x10, 1]), Buffer.alloc(15), Buffer.from([0x00])])),
    jpegSegment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
    Buffer.from([0x3f, 0xff, 0xd9]),
  ]);
}

/** An MP4 of `bytes`: an `ftyp` box (brand mp42) and an `mdat` box carrying the weight. */
function mp4(bytes: number): Buffer {
  const ftyp = Buffer.from('00000018667479706d70343200000000' + '6d70343269736f6d', 'hex');
  const mdat = Buffer.alloc(bytes - ftyp.length);
  mdat.writeUInt32BE(mdat.length, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/** A PDF of about `bytes`: one stream object carrying the weight, as a scanned page's image would. */
function pdf(bytes: number): Buffer {
  const content = Buffer.alloc(bytes, 0x20);
  return Buffer.concat([
    Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Length ${content.length} >>\nstream\n`),
    content,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< >>\n%%EOF\n'),
  ]);
}

/**
 * Writes a file into this test's output folder (Playwright's own, emptied on every run, never committed) and
 * returns its path: files of the sizes people send, megabytes, not tiny fixtures.
 */
function testFile(name: string, bytes: Buffer): string {
  const path = test.info().outputPath('uploads', name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  return path;
}

/** Files whose bytes are what the server sniffs for (it refuses a name that lies about them). */
export const files = {
  /** A 4 MB photo: under the 5 MB limit of images. */
  card: () => testFile('national-card.jpg', jpeg(4 * MB)),
  /** A 30 MB selfie video: under the 50 MB limit of videos. */
  video: () => testFile('live-video.mp4', mp4(30 * MB)),
  /** A 3 MB scanned document. */
  pdf: (name: string) => testFile(name, pdf(3 * MB)),
};

/**
 * Chooses the file at `path` in the upload field labelled `label` (the nth of that label, for repeated
 * signature holders) through its "Choose ..." button and the browser's file chooser, as a person would.
 */
export async function chooseFile(page: Page, label: string, path: string, nth = 0) {
  const field = page
    .locator('span', { hasText: new RegExp(`^${label}$`) })
    .nth(nth)
    .locator('..');
  const chooser = page.waitForEvent('filechooser');
  await field.getByRole('button', { name: /^Choose a/ }).click();
  await (await chooser).setFiles(path);
  await expect(field.getByText(basename(path))).toBeVisible();
}
