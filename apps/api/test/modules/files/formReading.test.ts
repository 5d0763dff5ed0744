import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, session, XHR, type TestContext } from '../../helpers/buildTestApp.js';
import { FIXTURES, multipart } from '../../helpers/multipart.js';
import {
  COMPANY_FIELDS,
  INDIVIDUAL_FIELDS,
  jpegOfSize,
  MB,
  mp4OfSize,
  rawForm,
  uploadsIn,
  type RawPart,
} from './uploadFixtures.js';

let ctx: TestContext;
let demo: string | undefined;
beforeAll(async () => {
  ctx = await buildTestApp();
  demo = (await loginAs(ctx.app)).cookie;
});
afterAll(async () => ctx?.close());

type Body = { payload: Buffer; headers: Record<string, string> };
const send = (operationId: string, url: string, body: Body) =>
  call(ctx.app, operationId, {
    method: 'POST',
    url,
    headers: { ...XHR, ...body.headers, 'x-locale': 'en' },
    cookies: session(demo),
    payload: body.payload,
  });
const submitIndividual = (body: Body) => send('submitIndividualVerification', '/api/user/update', body);
const step1 = (body: Body) => send('submitLegalVerificationStep1', '/api/user/update/legal/step1', body);
const step2 = (body: Body) => send('submitLegalVerificationStep2', '/api/user/update/legal/step2', body);

const textParts = (fields: Record<string, string | Buffer>): RawPart[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));
const NOT_TEXT = 'This field contains characters that are not allowed.';

describe('text fields of a form', () => {
  it('refuses a NUL or bytes that are not UTF-8 with 422 on that field alone', async () => {
    const response = await submitIndividual(
      rawForm([
        ...textParts({
          ...INDIVIDUAL_FIELDS,
          first_name: 'Sara\u0000Ahmadi',
          // "سارا" with its last byte cut: the reader sees U+FFFD where the letter was.
          mobile: Buffer.concat([Buffer.from('+98912'), Buffer.from('سارا').subarray(0, 7)]),
        }),
        {
          name: 'national_card_front',
          value: FIXTURES.jpeg,
          filename: 'card.jpg',
          contentType: 'image/jpeg',
        },
        { name: 'live_video', value: FIXTURES.mp4, filename: 'me.mp4', contentType: 'video/mp4' },
      ]),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ first_name: [NOT_TEXT], mobile: [NOT_TEXT] });
    expect(uploadsIn(ctx.dir)).toEqual([]);
  });

  it('refuses them in a form without files too (company step 1)', async () => {
    const response = await step1(
      rawForm(textParts({ ...COMPANY_FIELDS, company_name: Buffer.from([0x41, 0xc3, 0x28, 0x42]) })),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ company_name: [NOT_TEXT] });
    const nul = await step1(await multipart({ ...COMPANY_FIELDS, address: 'Tehran\u0000' }));
    expect(nul.json().errors).toEqual({ address: [NOT_TEXT] });
  });
});

describe('forms the parser cannot take', () => {
  it('refuses more fields than any form has with 413', async () => {
    const extra = Object.fromEntries(Array.from({ length: 61 }, (_, i) => [`extra_${i}`, 'x']));
    const response = await step1(rawForm(textParts({ ...COMPANY_FIELDS, ...extra })));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The form has too many files or fields.');
  });

  it('refuses a form whose parts are not delimited by its boundary with 400', async () => {
    const form = rawForm(textParts(COMPANY_FIELDS));
    const response = await step1({
      ...form,
      headers: { 'content-type': 'multipart/form-data; boundary=another-boundary' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('a body cut off part-way', () => {
  it('is a 400 wherever the cut falls, in a form of text fields', async () => {
    const whole = rawForm(textParts(COMPANY_FIELDS));
    for (let cut = 1; cut < whole.payload.length; cut += 23) {
      const response = await step1({ ...whole, payload: whole.payload.subarray(0, cut) });
      expect({ cut, status: response.statusCode }).toEqual({ cut, status: 400 });
      expect(response.json().message).toBe('The request is not valid.');
    }
  });

  it('is a 400 in the middle of a file and leaves no file behind', async () => {
    const image = jpegOfSize(2 * MB);
    const whole = rawForm([
      ...textParts(INDIVIDUAL_FIELDS),
      { name: 'national_card_front', value: image, filename: 'card.jpg', contentType: 'image/jpeg' },
      { name: 'live_video', value: mp4OfSize(3 * MB), filename: 'me.mp4', contentType: 'video/mp4' },
    ]);
    const imageStart = whole.payload.indexOf(image.subarray(0, 64));
    const cuts = [
      imageStart + 10,
      imageStart + MB,
      imageStart + image.length + 4 * 1024,
      whole.payload.length - 3,
    ];
    for (const cut of cuts) {
      const response = await submitIndividual({ ...whole, payload: whole.payload.subarray(0, cut) });
      expect({ cut, status: response.statusCode }).toEqual({ cut, status: 400 });
      expect(uploadsIn(ctx.dir)).toEqual([]);
    }
  });
});

describe('file names', () => {
  it('keep Persian letters but lose NUL, control characters and direction overrides', async () => {
    expect((await step1(rawForm(textParts(COMPANY_FIELDS)))).statusCode).toBe(200);
    const names = {
      id: 'کارت\u200cملی\u0000.png',
      birth: 'birth\u0007\u001b[31m\u202egpj.pdf',
    };
    const response = await step2(
      rawForm([
        ...textParts({
          'signature_holders[0][name]': 'Ali',
          'signature_holders[0][mobile]': '+989121234567',
        }),
        {
          name: 'signature_holders[0][national_id_file]',
          value: FIXTURES.png,
          filename: names.id,
          contentType: 'image/png',
        },
        {
          name: 'signature_holders[0][birth_certificate_file]',
          value: FIXTURES.pdf,
          filename: names.birth,
          contentType: 'application/pdf',
        },
      ]),
    );
    expect(response.statusCode).toBe(200);
    const [holder] = response.json().legal.signature_holders;
    expect([holder.national_id_file.original_name, holder.birth_certificate_file.original_name]).toEqual([
      'کارت\u200cملی_.png',
      'birth__[31m_gpj.pdf',
    ]);
    const download = await ctx.app.inject({
      method: 'GET',
      url: holder.national_id_file.url,
      cookies: session(demo),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="_________.png"; filename*=UTF-8''${encodeURIComponent('کارت\u200cملی_.png')}`,
    );
  });
});
