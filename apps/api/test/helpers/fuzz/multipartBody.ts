/** One part of a multipart/form-data body, kept as bytes so a value may hold invalid UTF-8 on purpose. */
export interface FormPart {
  name: string;
  value: Buffer;
  /** Present for a file part. */
  filename?: string;
  contentType?: string;
}

export const BOUNDARY = '----sarraf-fuzz-boundary-7MA4YWxkTrZu0gW';

/**
 * Assembles the body by hand, as RFC 7578 lays it out: browsers' FormData cannot send invalid UTF-8,
 * a NUL in a header or a truncated body, and those are exactly what the server must survive.
 */
export function multipartBody(parts: FormPart[], boundary: string = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType !== undefined) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), part.value, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const multipartType = (boundary: string = BOUNDARY): string =>
  `multipart/form-data; boundary=${boundary}`;
