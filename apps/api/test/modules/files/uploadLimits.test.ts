import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, session, XHR, type TestContext } from '../../helpers/buildTestApp.js';
import { FIXTURES, multipart, type Part } from '../../helpers/multipart.js';
import { INDIVIDUAL_FIELDS, jpegOfSize, MB, mp4OfSize, rawForm, uploadsIn } from './uploadFixtures.js';

// The server's own limits (5 MB images, 50 MB videos, 80 MB a request) with files of the sizes people send.
let ctx: TestContext;
let demo: string | undefined;
beforeAll(async () => {
  ctx = await buildTestApp();
  demo = (await loginAs(ctx.app)).cookie;
});
afterAll(async () => ctx?.close());

type Body = { payload: Buffer; headers: Record<string, string> };

const submitIndividual = (body: Body, locale = 'en') =>
  call(ctx.app, 'submitIndividualVerification', {
    method: 'POST',
    url: '/api/user/update',
    headers: { ...XHR, ...body.headers, 'x-locale': locale },
    cookies: session(demo),
    payload: body.payload,
  });

const card = (data: Buffer, name = 'national-card.jpg'): Part => ({ name, type: 'image/jpeg', data });
const video = (data: Buffer): Part => ({ name: 'live-video.mp4', type: 'video/mp4', data });
const individual = (files: { card: Part; video: Part }) =>
  multipart({ ...INDIVIDUAL_FIELDS, national_card_front: files.card, live_video: files.video });

const nothingStored = async () => {
  expect(uploadsIn(ctx.dir)).toEqual([]);
  expect(await ctx.db.db.selectFrom('files').select('id').execute()).toEqual([]);
};

describe('upload limits', () => {
  it('refuses an image one byte over 5 MB with 413 naming the limit, in English and Persian', async () => {
    const form = await individual({ card: card(jpegOfSize(5 * MB + 1)), video: video(FIXTURES.mp4) });
    const en = await submitIndividual(form, 'en');
    expect(en.statusCode).toBe(413);
    expect(en.json().message).toBe('The file national_card_front is larger than 5 MB.');
    const fa = await submitIndividual(form, 'fa');
    expect(fa.statusCode).toBe(413);
    expect(fa.json().message).toBe('حجم فایل national_card_front بیش از ۵ مگابایت است.');
    await nothingStored();
  });

  it('takes an image of exactly 5 MB to the checks after it', async () => {
    // The same form with a field error: the 5 MB image passed its limit, the form was read to its end.
    const form = await multipart({
      ...INDIVIDUAL_FIELDS,
      mobile: 'not a number',
      national_card_front: card(jpegOfSize(5 * MB)),
      live_video: video(FIXTURES.mp4),
    });
    const response = await submitIndividual(form);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['mobile']);
    await nothingStored();
  });

  it('refuses an empty file with 422 at once instead of waiting for bytes that never come', async () => {
    const form = await individual({ card: card(Buffer.alloc(0)), video: video(Buffer.alloc(0)) });
    const response = await submitIndividual(form);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      national_card_front: ['The file national_card_front is empty.'],
      live_video: ['The file live_video is empty.'],
    });
    const fa = await submitIndividual(form, 'fa');
    expect(fa.json().errors.live_video).toEqual(['فایل live_video خالی است.']);
    await nothingStored();
  }, 5_000);

  it('takes a file input left empty (no name, no bytes) as a file not given', async () => {
    const form = rawForm([
      ...Object.entries(INDIVIDUAL_FIELDS).map(([name, value]) => ({ name, value })),
      { name: 'national_card_front', value: '', filename: '', contentType: 'application/octet-stream' },
      { name: 'live_video', value: FIXTURES.mp4, filename: 'me.mp4', contentType: 'video/mp4' },
    ]);
    const response = await submitIndividual(form);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ national_card_front: ['This field is required.'] });
    await nothingStored();
  }, 5_000);

  it('passes a 4 MB JPEG card image and a 30 MB video, stored byte for byte', async () => {
    const image = jpegOfSize(4 * MB);
    const clip = mp4OfSize(30 * MB);
    const response = await submitIndividual(await individual({ card: card(image), video: video(clip) }));
    expect(response.statusCode).toBe(200);
    const files = response.json().files as { field: string; size: number; content_type: string }[];
    expect(files.map((f) => [f.field, f.content_type, f.size])).toEqual([
      ['national_card_front', 'image/jpeg', image.length],
      ['live_video', 'video/mp4', clip.length],
    ]);
    const stored = await ctx.db.db
      .selectFrom('files')
      .select(['field', 'storage_name'])
      .orderBy('id')
      .execute();
    const digest = (data: Buffer) => createHash('sha256').update(data).digest('hex');
    const onDisk = (name: string) => digest(readFileSync(join(ctx.dir, 'uploads', name)));
    expect(stored.map((row) => onDisk(row.storage_name))).toEqual([digest(image), digest(clip)]);
    expect(uploadsIn(ctx.dir)).toHaveLength(2);
  });
});
