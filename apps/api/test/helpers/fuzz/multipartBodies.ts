import fc from 'fast-check';
import { FIXTURES } from '../multipart.js';
import type { Schema } from './contractOperations.js';
import type { GeneratedBody } from './jsonBodies.js';
import { multipartBody, multipartType, type FormPart } from './multipartBody.js';
import { oddKey, oddString } from './oddValues.js';
import { validValue } from './schemaValues.js';

const isFile = (schema: Schema | undefined): boolean =>
  schema?.type === 'string' && schema.format === 'binary';

/** Where each value goes on the wire: `name`, or `holders[0][mobile]` for a list of objects. */
function fieldsOf(
  schema: Schema,
  value: Record<string, unknown>,
): { name: string; value: unknown; file: boolean }[] {
  const fields: { name: string; value: unknown; file: boolean }[] = [];
  for (const [key, item] of Object.entries(value)) {
    const property = schema.properties?.[key] as Schema | undefined;
    if (Array.isArray(item) && property?.items?.properties) {
      item.forEach((entry, i) => {
        for (const [inner, innerValue] of Object.entries(entry as object)) {
          fields.push({
            name: `${key}[${i}][${inner}]`,
            value: innerValue,
            file: isFile(property.items.properties[inner]),
          });
        }
      });
    } else fields.push({ name: key, value: item, file: isFile(property) });
  }
  return fields;
}

/** File contents: every accepted kind, a program dressed as an image, nothing, and too much. */
const fileContent = fc.constantFrom(
  { kind: 'png', type: 'image/png', data: FIXTURES.png },
  { kind: 'jpeg', type: 'image/jpeg', data: FIXTURES.jpeg },
  { kind: 'pdf', type: 'application/pdf', data: FIXTURES.pdf },
  { kind: 'mp4', type: 'video/mp4', data: FIXTURES.mp4 },
  { kind: 'disguised', type: 'image/png', data: FIXTURES.disguised },
  { kind: 'empty', type: 'image/png', data: Buffer.alloc(0) },
  { kind: 'oversize', type: 'image/png', data: Buffer.concat([FIXTURES.png, Buffer.alloc(70 * 1024)]) },
);

const INVALID_UTF8 = [Buffer.from([0xff]), Buffer.from([0xc3, 0x28]), Buffer.from([0xed, 0xa0, 0x80])];

type PartMutation = (parts: FormPart[], at: number) => { parts: FormPart[]; note: string };

const at = (parts: FormPart[], i: number) => (parts.length ? i % parts.length : -1);
const replaceAt = (parts: FormPart[], i: number, part: FormPart) => parts.map((p, j) => (j === i ? part : p));

const partMutation: fc.Arbitrary<{ apply: PartMutation; at: number }> = fc.record({
  at: fc.nat(),
  apply: fc.oneof(
    fc.constant<PartMutation>((parts, i) => ({
      parts: parts.filter((_, j) => j !== at(parts, i)),
      note: `dropped ${parts[at(parts, i)]?.name}`,
    })),
    fc.constant<PartMutation>((parts, i) => ({
      parts: at(parts, i) < 0 ? parts : [...parts, parts[at(parts, i)] as FormPart],
      note: `repeated ${parts[at(parts, i)]?.name}`,
    })),
    fc.tuple(oddKey, oddString).map(([name, value]): PartMutation => (parts) => ({
      parts: [...parts, { name, value: Buffer.from(value) }],
      note: `unknown field ${JSON.stringify(name)}`,
    })),
    fc
      .oneof(
        oddString.map((s) => Buffer.from(s)),
        fc.constantFrom(...INVALID_UTF8),
        fc.constant(Buffer.alloc(5000, 'x')),
      )
      .map((value): PartMutation => (parts, i) => {
        const j = at(parts, i);
        if (j < 0) return { parts, note: 'no part to change' };
        const part = parts[j] as FormPart;
        return {
          parts: replaceAt(parts, j, {
            name: part.name,
            value: Buffer.concat([value, part.filename ? Buffer.alloc(0) : part.value]),
          }),
          note: `${part.name} starts with ${JSON.stringify(value.subarray(0, 40).toString('latin1'))}${value.length > 40 ? `... (${value.length} bytes)` : ''}`,
        };
      }),
    fc.constant<PartMutation>((parts, i) => {
      const j = at(parts, i);
      if (j < 0) return { parts, note: 'no part to change' };
      const part = parts[j] as FormPart;
      return {
        parts: replaceAt(parts, j, {
          ...part,
          filename: 'x.png',
          contentType: 'image/png',
          value: FIXTURES.png,
        }),
        note: `${part.name} sent as a file`,
      };
    }),
    fc
      .tuple(oddString, fc.constantFrom('text/html', 'application/x-msdownload', '', 'image/png; x="\u0000"'))
      .map(([filename, type]): PartMutation => (parts, i) => {
        const j = at(parts, i);
        if (j < 0) return { parts, note: 'no part to change' };
        const part = parts[j] as FormPart;
        return {
          parts: replaceAt(parts, j, { ...part, filename, contentType: type }),
          note: `${part.name} filename ${JSON.stringify(filename)} type ${JSON.stringify(type)}`,
        };
      }),
  ),
});

/** Bodies that are not a well-formed form at all. */
function brokenForm(parts: FormPart[]): fc.Arbitrary<GeneratedBody> {
  const whole = multipartBody(parts);
  return fc.oneof<fc.Arbitrary<GeneratedBody>[]>(
    fc.nat({ max: Math.max(whole.length - 1, 0) }).map((cut) => ({
      payload: whole.subarray(0, cut),
      headers: { 'content-type': multipartType() },
      notes: [`form cut after ${cut} of ${whole.length} bytes`],
    })),
    fc.constant({
      payload: whole,
      headers: { 'content-type': 'multipart/form-data' },
      notes: ['no boundary'],
    }),
    fc.constant({
      payload: Buffer.alloc(0),
      headers: { 'content-type': multipartType() },
      notes: ['empty form'],
    }),
    fc.constant({
      payload: multipartBody(
        Array.from({ length: 120 }, (_, i) => ({ name: `f${i}`, value: Buffer.from('x') })),
      ),
      headers: { 'content-type': multipartType() },
      notes: ['120 parts'],
    }),
    fc.constant({
      payload: JSON.stringify(Object.fromEntries(parts.map((p) => [p.name, p.value.toString()]))),
      headers: { 'content-type': 'application/json' },
      notes: ['JSON on a multipart operation'],
    }),
    fc.constant({
      payload: 'a=b',
      headers: { 'content-type': 'text/plain' },
      notes: ['text on a multipart operation'],
    }),
  );
}

/** Forms for a multipart operation: the schema's fields with real files, then mutated or broken. */
export function multipartRequestBody(schema: Schema): fc.Arbitrary<GeneratedBody> {
  const form = validValue(schema).chain((value) => {
    const fields = fieldsOf(schema, value as Record<string, unknown>);
    const files = fields.filter((f) => f.file).length;
    return fc.array(fileContent, { minLength: files, maxLength: files }).map((contents) => {
      let next = 0;
      const notes: string[] = [];
      const parts = fields.map((field): FormPart => {
        if (!field.file) return { name: field.name, value: Buffer.from(String(field.value)) };
        const content = contents[next++] as (typeof contents)[number];
        if (content.kind !== 'png' && content.kind !== 'jpeg') notes.push(`${field.name} is ${content.kind}`);
        return {
          name: field.name,
          value: content.data,
          filename: `${content.kind}.bin`,
          contentType: content.type,
        };
      });
      return { parts, notes };
    });
  });
  return form.chain(({ parts, notes }): fc.Arbitrary<GeneratedBody> =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constant<GeneratedBody>({
          payload: multipartBody(parts),
          headers: { 'content-type': multipartType() },
          notes: ['valid form', ...notes],
        }),
      },
      {
        weight: 6,
        arbitrary: fc.array(partMutation, { minLength: 1, maxLength: 3 }).map((mutations): GeneratedBody => {
          let current = parts;
          const applied = [...notes];
          for (const m of mutations) {
            const result = m.apply(current, m.at);
            current = result.parts;
            applied.push(result.note);
          }
          return {
            payload: multipartBody(current),
            headers: { 'content-type': multipartType() },
            notes: applied,
          };
        }),
      },
      { weight: 2, arbitrary: brokenForm(parts) },
    ),
  );
}
