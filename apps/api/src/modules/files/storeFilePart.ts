import { createWriteStream } from 'node:fs';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { DomainError } from '../../errors/DomainError.js';

/** Bytes file-type needs to tell every type it knows. */
const SNIFF_BYTES = 4100;

/** The limit as a person reads it: whole megabytes (or kilobytes), a number so fa gets Persian digits. */
export function fileTooLarge(field: string, maxBytes: number): DomainError {
  const megabytes = maxBytes >= 1024 * 1024;
  return new DomainError('payloadTooLarge', megabytes ? 'upload.tooLarge' : 'upload.tooLargeKb', {
    params: { field, size: Math.floor(maxBytes / (megabytes ? 1024 * 1024 : 1024)) },
  });
}

/**
 * Passes a file's bytes on while counting them: fails the stream the moment they pass `maxBytes`, and names
 * the type from the first bytes. A file of a type not accepted is still read (the rest of the form and its
 * limits still matter) but no longer passed on, so it never fills the disk.
 */
class FileInspector extends Transform {
  size = 0;
  mime: string | undefined;
  private head: Buffer[] = [];
  private headBytes = 0;
  private sniffed = false;
  private accepted = true;

  constructor(
    private readonly field: string,
    private readonly maxBytes: number,
    private readonly accepts: (mime: string | undefined) => boolean,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return callback(fileTooLarge(this.field, this.maxBytes));
    if (this.sniffed) return callback(null, this.accepted ? chunk : undefined);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return callback();
    this.sniff().then(() => callback(), callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.sniffed) return callback();
    this.sniff().then(() => callback(), callback);
  }

  private async sniff(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.sniffed = true;
    // A parser of file-type giving up on odd bytes means the same as "unknown type".
    this.mime = head.length > 0 ? (await fileTypeFromBuffer(head).catch(() => undefined))?.mime : undefined;
    this.accepted = this.accepts(this.mime);
    if (this.accepted && head.length > 0) this.push(head);
  }
}

export interface StoredFilePart {
  size: number;
  /** Sniffed from the bytes; undefined when the type is unknown. */
  mime: string | undefined;
}

/**
 * Streams one uploaded file to `path` (created here, never overwritten), failing with a 413 as soon as it
 * passes `maxBytes`. Resolves only once the file on disk is closed, so a caller that deletes it afterwards
 * never races its creation.
 */
export async function storeFilePart(
  file: Readable,
  path: string,
  field: string,
  maxBytes: number,
  accepts: (mime: string | undefined) => boolean,
): Promise<StoredFilePart> {
  const inspector = new FileInspector(field, maxBytes, accepts);
  const target = createWriteStream(path, { mode: 0o600, flags: 'wx' });
  const closed = new Promise<void>((resolve) => target.once('close', () => resolve()));
  try {
    await pipeline(file, inspector, target);
  } finally {
    await closed;
  }
  // The parser's own cap (the request's) ends the stream quietly instead of failing it.
  if ((file as Readable & { truncated?: boolean }).truncated) throw fileTooLarge(field, maxBytes);
  return { size: inspector.size, mime: inspector.mime };
}
