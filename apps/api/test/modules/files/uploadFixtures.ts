import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const MB = 1024 * 1024;

const segment = (marker: number, body: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
};

/**
 * An 8x8 grey baseline JPEG that decoders draw: quantisation table, frame, one-code Huffman tables and a
 * single block whose DC difference and AC end-of-block are both the one-bit code "0".
 */
const JPEG_START = Buffer.concat([
  Buffer.from([0xff, 0xd8]),
  segment(0xe0, Buffer.from('4a46494600010100000100010000', 'hex')), // JFIF
]);
const JPEG_IMAGE = Buffer.concat([
  segment(0xdb, Buffer.concat([Buffer.from([0x00]), Buffer.alloc(64, 1)])),
  segment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0])),
  segment(0xc4, Buffer.concat([Buffer.from([0x00, 1]), Buffer.alloc(15), Buffer.from([0x00])])),
  segment(0xc4, Buffer.concat([Buffer.from([0x10, 1]), Buffer.alloc(15), Buffer.from([0x00])])),
  segment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
  Buffer.from([0x3f, 0xff, 0xd9]),
]);
const MAX_SEGMENT = 0xffff + 2;

/** A well-formed JPEG of exactly `bytes`, the weight carried in comment segments as a camera's metadata is. */
export function jpegOfSize(bytes: number): Buffer {
  let padding = bytes - JPEG_START.length - JPEG_IMAGE.length;
  if (padding < 0 || (padding > 0 && padding < 4)) throw new Error(`no JPEG of ${bytes} bytes`);
  const count = Math.ceil(padding / MAX_SEGMENT);
  const comments: Buffer[] = [];
  for (let i = count; i > 0; i--) {
    const size = Math.ceil(padding / i);
    comments.push(segment(0xfe, Buffer.alloc(size - 4, i % 251)));
    padding -= size;
  }
  return Buffer.concat([JPEG_START, ...comments, JPEG_IMAGE]);
}

/** An MP4 of exactly `bytes`: an `ftyp` box (brand mp42) and one `mdat` box carrying the weight. */
export function mp4OfSize(bytes: number): Buffer {
  const ftyp = Buffer.from('00000018667479706d70343200000000' + '6d70343269736f6d', 'hex');
  const mdat = Buffer.alloc(bytes - ftyp.length);
  mdat.writeUInt32BE(mdat.length, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/** One part of a hand-made form: bytes as given, so a value may hold invalid UTF-8 or a NUL on purpose. */
export interface RawPart {
  name: string;
  value: Buffer | string;
  /** Present for a file part (the header is written as given, unescaped). */
  filename?: string;
  contentType?: string;
}

export const RAW_BOUNDARY = '----sarraf-upload-test-boundary';

/** A multipart/form-data body laid out as RFC 7578 says, for what a browser's FormData cannot send. */
export function rawForm(parts: RawPart[]): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${RAW_BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType !== undefined) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${RAW_BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${RAW_BOUNDARY}` },
  };
}

/** The files in an app's upload folder (none when it was never made). */
export function uploadsIn(dir: string): string[] {
  try {
    return readdirSync(join(dir, 'uploads'));
  } catch {
    return [];
  }
}

/** The text fields of an individual verification that passes every check. */
export const INDIVIDUAL_FIELDS = {
  first_name: 'سارا احمدی',
  national_code: '0012345679',
  birth_date: '2000-05-01',
  gender: 'female',
  mobile: '+989121234567',
} as const;

/** The text fields of a company's step 1 that pass every check. */
export const COMPANY_FIELDS = {
  user_type: 'legal',
  company_name: 'شرکت نمونه',
  company_national_id: '10380284790',
  company_registration_number: '123456',
  address: 'تهران، خیابان آزادی',
} as const;
