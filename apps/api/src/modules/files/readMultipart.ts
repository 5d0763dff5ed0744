import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { DomainError, invalidFields, type FieldMessage } from '../../errors/DomainError.js';
import { hasForbiddenText } from '../../http/guards/index.js';
import { originalName } from './originalName.js';
import { readingFailure } from './readingFailure.js';
import { assertDeclaredLength, watchRequestBytes } from './requestBytes.js';
import { storeFilePart } from './storeFilePart.js';
import type { FileRule } from './uploadRules.js';

export interface SavedUpload {
  field: string;
  /** The client's name for it, made safe to keep and to offer back (see `originalName`). */
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

/** Deletes stored uploads; a missing file is fine (the goal is that nothing is left). */
export async function discardUploads(dir: string, storageNames: string[]): Promise<void> {
  await Promise.all(storageNames.map((name) => rm(join(dir, name), { force: true })));
}

class FormReader {
  readonly form: MultipartForm = { fields: Object.create(null), files: Object.create(null) };
  readonly errors: Record<string, FieldMessage[]> = Object.create(null); // field names come from the client
  private readonly seenFiles = new Set<string>();

  constructor(
    private readonly dir: string,
    private readonly spec: FormSpec,
    /** Every file put on disk, so the caller can remove them whatever happens. */
    private readonly written: string[],
  ) {}

  fail(field: string, message: FieldMessage): void {
    const list = (this.errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }

  field(name: string, value: unknown, truncated: boolean): void {
    if (!this.spec.isField(name)) this.fail(name, 'validation.unknownField');
    // A part sent as application/json arrives parsed; every field of these forms is text.
    else if (typeof value !== 'string') this.fail(name, 'validation.type');
    else if (truncated) this.fail(name, 'validation.invalid');
    else if (hasForbiddenText(value)) this.fail(name, 'validation.text');
    else this.form.fields[name] = value;
  }

  async file(part: MultipartFile): Promise<void> {
    const field = part.fieldname;
    const rule = this.spec.fileRule(field);
    if (!rule || this.seenFiles.has(field)) {
      this.fail(field, rule ? 'validation.invalid' : 'validation.unknownField');
      part.file.resume(); // read past it, so the next part can be read (the request's cap still counts it)
      return;
    }
    this.seenFiles.add(field);
    const storageName = randomUUID();
    this.written.push(storageName);
    const accepts = (type: string | undefined): type is string =>
      type !== undefined && rule.types.includes(type);
    const { size, mime } = await storeFilePart(
      part.file,
      join(this.dir, storageName),
      field,
      rule.maxBytes,
      accepts,
    );
    if (size === 0) {
      await discardUploads(this.dir, [storageName]);
      // A file input left empty sends a nameless, empty part: that is a file not given, not an empty one.
      if (part.filename) this.fail(field, ['upload.empty', { field }]);
      else this.seenFiles.delete(field);
      return;
    }
    if (!accepts(mime)) return this.fail(field, rule.typeMessage);
    this.form.files[field] = {
      field,
      originalName: originalName(part.filename, field),
      contentType: mime,
      size,
      storageName,
    };
  }
}

/**
 * Reads the parts in order. The parser is started and the request's byte count hooked in the same tick (see
 * `watchRequestBytes`); crossing the request's cap fails whatever is being waited for at that moment: the
 * next part, or the file being stored (its stream is destroyed, so its half-written file is closed before
 * anyone deletes it).
 */
async function readParts(
  request: FastifyRequest,
  reader: FormReader,
  maxRequestBytes: number,
): Promise<void> {
  const parts = request.parts();
  let next = parts.next();
  const watch = watchRequestBytes(request.raw, maxRequestBytes);
  let current: Readable | undefined;
  watch.exceeded.catch((error: Error) => current?.destroy(error));
  try {
    for (;;) {
      const { done, value: part } = await Promise.race([next, watch.exceeded]);
      if (done) return;
      if (part.type === 'field') reader.field(part.fieldname, part.value, part.valueTruncated);
      else {
        current = part.file;
        await reader.file(part);
        current = undefined;
      }
      next = parts.next();
    }
  } finally {
    watch.stop();
  }
}

/**
 * Reads a multipart form, streaming each file to `dir` under a random name. Limits are applied while the
 * bytes arrive: a file past its rule's size or a request past `config.uploads.requestBytes` is a 413 at
 * that moment, the rest of the body unread (a declared Content-Length over the cap is refused before
 * reading). Text fields holding NUL or U+FFFD (bytes that were not UTF-8) are a 422 on that field, an empty
 * file a 422 on its field, a body cut off or aborted a 400. Then runs `use`; if anything fails on the way
 * (a bad field, a wrong type, `use` throwing), every file written is deleted, so a refused request leaves
 * nothing behind.
 */
export async function withMultipartForm<T>(
  request: FastifyRequest,
  dir: string,
  spec: FormSpec,
  use: (form: MultipartForm) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new DomainError('unsupportedMediaType', 'error.unsupportedMediaType');
  const { requestBytes } = request.server.core.config.uploads;
  assertDeclaredLength(request.raw, requestBytes);
  const written: string[] = [];
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const reader = new FormReader(dir, spec, written);
    try {
      await readParts(request, reader, requestBytes);
    } catch (error) {
      throw readingFailure(error);
    }
    if (Object.keys(reader.errors).length > 0) throw invalidFields(reader.errors);
    return await use(reader.form);
  } catch (error) {
    await discardUploads(dir, written);
    throw error;
  }
}
