import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeStream } from 'file-type';
import type { MessageKey } from '../../i18n/messages.js';
import { HttpError } from '../../lib/HttpError.js';
import type { FileRule } from './uploadRules.js';

export interface SavedUpload {
  field: string;
  originalName: string;
  /** Sniffed from the bytes. */
  contentType: string;
  size: number;
  /** Server-made file name inside the upload folder. */
  storageName: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, SavedUpload>;
}

export interface FormSpec {
  /** Whether a text field of this name belongs to the form. */
  isField: (name: string) => boolean;
  /** The rule of a file field, undefined when the form has no such file. */
  fileRule: (name: string) => FileRule | undefined;
}

/** "5 MB", "4 KB": the limit as a person reads it (units are the same in both languages' messages). */
function humanSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} KB`;
}

function tooLarge(field: string, maxBytes: number): HttpError {
  return new HttpError(413, 'upload.tooLarge', undefined, { field, size: humanSize(maxBytes) });
}

function sizeGuard(field: string, maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) {
        callback(tooLarge(field, maxBytes));
      } else callback(null, chunk);
    },
  });
}

/** Deletes stored uploads; a missing file is fine (the goal is that nothing is left). */
export async function discardUploads(dir: string, storageNames: string[]): Promise<void> {
  await Promise.all(storageNames.map((name) => rm(join(dir, name), { force: true })));
}

/**
 * Reads a multipart form, streaming each file to `dir` under a random name while counting its bytes (413
 * as soon as a file passes its limit, before the rest of the body is read) and sniffing its type from its
 * first bytes. Then runs `use`; if anything fails on the way (a bad field, a wrong type, `use` throwing),
 * every file written is deleted, so a refused request leaves nothing behind.
 */
export async function withMultipartForm<T>(
  request: FastifyRequest,
  dir: string,
  spec: FormSpec,
  use: (form: MultipartForm) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new HttpError(415, 'error.unsupportedMediaType');
  const written: string[] = [];
  const errors: Record<string, MessageKey[]> = {};
  const fail = (field: string, key: MessageKey) => {
    const list = (errors[field] ??= []);
    if (!list.includes(key)) list.push(key);
  };
  const form: MultipartForm = { fields: {}, files: {} };
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!spec.isField(part.fieldname)) fail(part.fieldname, 'validation.unknownField');
        else if (part.valueTruncated) fail(part.fieldname, 'validation.invalid');
        else form.fields[part.fieldname] = String(part.value);
        continue;
      }
      const rule = spec.fileRule(part.fieldname);
      if (!rule || form.files[part.fieldname]) {
        fail(part.fieldname, rule ? 'validation.invalid' : 'validation.unknownField');
        part.file.resume(); // drain, so the next part can be read
        continue;
      }
      const storageName = randomUUID();
      written.push(storageName);
      const sniffed = await fileTypeStream(part.file, { sampleSize: 4100 });
      let size = 0;
      await pipeline(
        sniffed,
        sizeGuard(part.fieldname, rule.maxBytes),
        new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            size += chunk.length;
            callback(null, chunk);
          },
        }),
        createWriteStream(join(dir, storageName), { mode: 0o600, flags: 'wx' }),
      );
      if (part.file.truncated) {
        throw tooLarge(part.fieldname, rule.maxBytes);
      }
      const mime = sniffed.fileType?.mime;
      if (!mime || !rule.types.includes(mime)) {
        fail(part.fieldname, rule.typeMessage);
        continue;
      }
      form.files[part.fieldname] = {
        field: part.fieldname,
        originalName: (part.filename || part.fieldname).slice(0, 255),
        contentType: mime,
        size,
        storageName,
      };
    }
    if (Object.keys(errors).length > 0) throw new HttpError(422, 'error.validation', errors);
    return await use(form);
  } catch (error) {
    await discardUploads(dir, written);
    throw error;
  }
}
