/** Bytes that file-type recognises, as real files of each kind begin. */
export const FIXTURES = {
  png: Buffer.concat([
    Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
    Buffer.alloc(64),
  ]),
  jpeg: Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64)]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  mp4: Buffer.concat([
    Buffer.from('0000001c667479706d703432000000006d70343269736f6d', 'hex'),
    Buffer.alloc(64),
  ]),
  /** A program dressed as a picture: the name says PNG, the bytes say otherwise. */
  disguised: Buffer.from('MZ\x90\x00\x03\x00\x00\x00 this is not an image at all, whatever its name says'),
};

export type Part = string | { name: string; type: string; data: Buffer };

/** A multipart/form-data body as a browser's FormData would send it. */
export async function multipart(parts: Record<string, Part>): Promise<{
  payload: Buffer;
  headers: Record<string, string>;
}> {
  const form = new FormData();
  for (const [field, part] of Object.entries(parts)) {
    if (typeof part === 'string') form.append(field, part);
    else form.append(field, new Blob([new Uint8Array(part.data)], { type: part.type }), part.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
