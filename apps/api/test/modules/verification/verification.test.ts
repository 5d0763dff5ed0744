import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  loginAs,
  session,
  signUpWithPassword,
  XHR,
  type TestContext,
} from '../../helpers/buildTestApp.js';
import { FIXTURES, multipart, type Part } from '../../helpers/multipart.js';

let ctx: TestContext;
let demo: string | undefined;
let other: string | undefined;
beforeAll(async () => {
  // Small limits so "too large" needs only a few kilobytes.
  ctx = await buildTestApp({
    config: { uploads: { imageBytes: 4096, videoBytes: 8192, documentBytes: 4096, requestBytes: 64 * 1024 } },
  });
  demo = (await loginAs(ctx.app)).cookie;
  other = await signUp('other@example.com');
});
afterAll(async () => ctx?.close());

const signUp = (email: string) => signUpWithPassword(ctx, email);

const png = (name = 'card.png', data = FIXTURES.png): Part => ({ name, type: 'image/png', data });
const video = (): Part => ({ name: 'me.mp4', type: 'video/mp4', data: FIXTURES.mp4 });
const pdf = (name = 'doc.pdf'): Part => ({ name, type: 'application/pdf', data: FIXTURES.pdf });

function individual(overrides: Record<string, Part | undefined> = {}): Record<string, Part> {
  const parts: Record<string, Part | undefined> = {
    first_name: 'سارا احمدی',
    national_code: '۰۰۱۲۳۴۵۶۷۹', // Persian digits are the same number
    birth_date: '2000-05-01',
    gender: 'female',
    mobile: '+989121234567',
    national_card_front: png(),
    live_video: video(),
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(parts).filter((entry): entry is [string, Part] => entry[1] !== undefined),
  );
}

async function post(
  operationId: string,
  url: string,
  cookie: string | undefined,
  parts: Record<string, Part>,
  locale = 'en',
) {
  const body = await multipart(parts);
  return call(ctx.app, operationId, {
    method: 'POST',
    url,
    headers: { ...XHR, ...body.headers, 'x-locale': locale },
    cookies: session(cookie),
    payload: body.payload,
  });
}

const submitIndividual = (cookie: string | undefined, parts: Record<string, Part>, locale = 'en') =>
  post('submitIndividualVerification', '/api/user/update', cookie, parts, locale);

const uploads = () => readdirSync(join(ctx.dir, 'uploads'));
const rows = async () => ({
  verifications: (await ctx.db.db.selectFrom('verifications').select('id').execute()).length,
  files: (await ctx.db.db.selectFrom('files').select('id').execute()).length,
});

describe('individual verification', () => {
  it('validates every field, with the messages of the spec in fa and en', async () => {
    const parts = individual({
      first_name: 'x'.repeat(31),
      national_code: '0012345678',
      birth_date: '2013-01-01',
      gender: 'other',
      mobile: '09121234567',
      live_video: undefined,
    });
    const en = await submitIndividual(other, parts);
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      first_name: ['At most 30 characters are allowed.'],
      national_code: ['The national ID must be 10 digits with a valid checksum.'],
      birth_date: ['You must be at least 18 years old'],
      gender: ['This value is not allowed.'],
      mobile: ['Enter the mobile number with its country code (e.g. +98...).'],
      live_video: ['This field is required.'],
    });
    const fa = await submitIndividual(other, parts, 'fa');
    expect(fa.json().errors.birth_date).toEqual(['شما باید دست‌کم ۱۸ سال داشته باشید']);
    expect(fa.json().errors.national_code).toEqual(['کد ملی باید ۱۰ رقم و معتبر باشد.']);
    expect(await rows()).toEqual({ verifications: 0, files: 0 });
    expect(uploads()).toEqual([]);
  });

  it('counts the 18 years in Tehran time', async () => {
    // 2030-01-01T08:00Z is already 2030-01-01 in Tehran; someone born 2012-01-01 turns 18 that day.
    const turning = await submitIndividual(other, individual({ birth_date: '2012-01-02' }));
    expect(turning.json().errors.birth_date).toEqual(['You must be at least 18 years old']);
  });

  it('refuses a disguised file and leaves nothing behind', async () => {
    const response = await submitIndividual(
      other,
      individual({ national_card_front: png('card.png', FIXTURES.disguised) }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      national_card_front: ['The file must be a JPEG, PNG or WebP image.'],
    });
    expect(await rows()).toEqual({ verifications: 0, files: 0 });
    expect(uploads()).toEqual([]);
  });

  it('refuses a picture sent as the video (type by bytes, not by name)', async () => {
    const response = await submitIndividual(
      other,
      individual({ live_video: { name: 'me.mp4', type: 'video/mp4', data: FIXTURES.png } }),
    );
    expect(response.json().errors).toEqual({ live_video: ['The file must be an MP4 or WebM video.'] });
    expect(uploads()).toEqual([]);
  });

  it('refuses an oversized file with 413 and leaves nothing behind', async () => {
    const big = Buffer.concat([FIXTURES.png, Buffer.alloc(5000)]);
    const response = await submitIndividual(other, individual({ national_card_front: png('big.png', big) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file national_card_front is larger than 4 KB.');
    expect(await rows()).toEqual({ verifications: 0, files: 0 });
    expect(uploads()).toEqual([]);
  });

  it('submits for review; the user carries the state; a submission in review cannot change', async () => {
    const response = await submitIndividual(other, individual());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      user_type: 'individual',
      status: 'in_progress',
      reason: null,
      individual: {
        first_name: 'سارا احمدی',
        national_code: '0012345679',
        birth_date: '2000-05-01',
        gender: 'female',
        mobile: '+989121234567',
      },
    });
    expect(body.files.map((f: { field: string; content_type: string }) => [f.field, f.content_type])).toEqual(
      [
        ['national_card_front', 'image/png'],
        ['live_video', 'video/mp4'],
      ],
    );
    const user = await call(ctx.app, 'getUser', { method: 'GET', url: '/api/user', cookies: session(other) });
    expect(user.json()).toMatchObject({
      verification_status: 'in_progress',
      user_type: 'individual',
      name: 'سارا احمدی',
    });
    const again = await submitIndividual(other, individual(), 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your verification is under review and cannot be changed.');
    const step1 = await post(
      'submitLegalVerificationStep1',
      '/api/user/update/legal/step1',
      other,
      {
        user_type: 'legal',
        company_name: 'x',
        company_national_id: '10380284790',
        company_registration_number: '123456',
        address: 'Tehran',
      },
      'fa',
    );
    expect(step1.statusCode).toBe(409);
    expect(step1.json().message).toBe('اطلاعات شما در حال بررسی است و نمی‌توان آن را تغییر داد.');
    const mine = await call(ctx.app, 'getVerification', {
      method: 'GET',
      url: '/api/user/verification',
      cookies: session(other),
    });
    expect(mine.json().id).toBe(body.id);
  });

  it("serves a file to its owner as an attachment, and answers 404 to anyone else's", async () => {
    const file = await ctx.db.db
      .selectFrom('files')
      .selectAll()
      .where('field', '=', 'national_card_front')
      .executeTakeFirstOrThrow();
    const owner = await ctx.app.inject({
      method: 'GET',
      url: `/api/files/${file.id}`,
      cookies: session(other),
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['content-type']).toBe('image/png');
    expect(owner.headers['content-disposition']).toBe(
      `attachment; filename="card.png"; filename*=UTF-8''card.png`,
    );
    expect(owner.headers['x-content-type-options']).toBe('nosniff');
    expect(owner.rawPayload.equals(FIXTURES.png)).toBe(true);
    const stranger = await call(ctx.app, 'downloadFile', {
      method: 'GET',
      url: `/api/files/${file.id}`,
      cookies: session(demo),
    });
    expect(stranger.statusCode).toBe(404);
    const missing = await call(ctx.app, 'downloadFile', {
      method: 'GET',
      url: '/api/files/999999',
      cookies: session(demo),
    });
    expect(missing.json()).toEqual(stranger.json());
    const mine = await call(ctx.app, 'getVerification', {
      method: 'GET',
      url: '/api/user/verification',
      cookies: session(demo),
    });
    expect(mine.json()).toMatchObject({ id: null, status: 'not_verified', legal_step: 0, files: [] });
    const admin = (await loginAs(ctx.app, { email: 'admin@example.com', password: 'sarraf-admin' })).cookie;
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/files/${file.id}`, cookies: session(admin) }))
        .statusCode,
    ).toBe(200);
  });
});

describe('legal-entity verification', () => {
  const step1 = (cookie: string | undefined, overrides: Record<string, string> = {}) =>
    post('submitLegalVerificationStep1', '/api/user/update/legal/step1', cookie, {
      user_type: 'legal',
      company_name: 'شرکت نمونه',
      company_national_id: '10380284790',
      company_registration_number: '123456',
      address: 'تهران، خیابان آزادی',
      ...overrides,
    });
  const holder = (i: number, name = 'Ali') => ({
    [`signature_holders[${i}][name]`]: name,
    [`signature_holders[${i}][mobile]`]: '+989121234567',
    [`signature_holders[${i}][national_id_file]`]: png(`id${i}.png`),
    [`signature_holders[${i}][birth_certificate_file]`]: pdf(`birth${i}.pdf`),
  });
  const step2 = (cookie: string | undefined, parts: Record<string, Part>) =>
    post('submitLegalVerificationStep2', '/api/user/update/legal/step2', cookie, parts);
  const step3 = (cookie: string | undefined, parts: Record<string, Part>) =>
    post('submitLegalVerificationStep3', '/api/user/update/legal/step3', cookie, parts);
  const documents = () => ({
    board_changes_document: pdf('board.pdf'),
    signature_certificate: png('signatures.png'),
    request_letter: pdf('letter.pdf'),
  });

  it('goes through three steps in order, may go back, and is then under review', async () => {
    const company = await signUp('company@example.com');
    expect((await step2(company, holder(0))).statusCode).toBe(409);
    const invalid = await step1(company, {
      company_national_id: '10380284791',
      company_registration_number: '12345',
      address: 'x'.repeat(501),
    });
    expect(invalid.json().errors).toEqual({
      company_national_id: ['The company national identifier must be 11 digits with a valid checksum.'],
      company_registration_number: ['The registration number must be exactly 6 digits.'],
      address: ['At most 500 characters are allowed.'],
    });
    const first = await step1(company);
    expect(first.json()).toMatchObject({ user_type: 'legal', status: 'not_verified', legal_step: 1 });
    expect((await step3(company, documents())).statusCode).toBe(409);
    const second = await step2(company, { ...holder(0), ...holder(1, 'Sara') });
    expect(second.statusCode).toBe(200);
    expect(second.json().legal.signature_holders.map((h: { name: string }) => h.name)).toEqual([
      'Ali',
      'Sara',
    ]);
    // Back to step 1 to correct the name, then step 2 again with one holder: the old holder files go.
    expect((await step1(company, { company_name: 'نمونه' })).json()).toMatchObject({
      legal_step: 2,
      legal: { company_name: 'نمونه' },
    });
    const before = uploads().length;
    const redo = await step2(company, holder(0, 'Reza'));
    expect(redo.json().legal.signature_holders).toHaveLength(1);
    expect(uploads().length).toBe(before - 2);
    const done = await step3(company, documents());
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'in_progress', legal_step: 3 });
    expect(done.json().files.map((f: { field: string }) => f.field)).toEqual([
      'board_changes_document',
      'signature_certificate',
      'request_letter',
    ]);
    const user = await call(ctx.app, 'getUser', {
      method: 'GET',
      url: '/api/user',
      cookies: session(company),
    });
    expect(user.json()).toMatchObject({
      verification_status: 'in_progress',
      user_type: 'legal',
      name: 'نمونه',
    });
  });

  it('checks each signature holder', async () => {
    const company = await signUp('company2@example.com');
    await step1(company);
    const response = await step2(company, {
      'signature_holders[0][name]': '',
      'signature_holders[0][mobile]': '12345',
      'signature_holders[0][national_id_file]': png('id.png', FIXTURES.disguised),
    });
    expect(response.json().errors).toEqual({
      'signature_holders[0][national_id_file]': ['The file must be a JPEG, PNG or WebP image or a PDF.'],
    });
    const missing = await step2(company, {
      'signature_holders[0][name]': '',
      'signature_holders[0][mobile]': '12345',
      'signature_holders[0][national_id_file]': png('id.png'),
    });
    expect(missing.json().errors).toEqual({
      'signature_holders[0][name]': ['This field is required.'],
      'signature_holders[0][mobile]': ['Enter the mobile number with its country code (e.g. +98...).'],
      'signature_holders[0][birth_certificate_file]': ['This field is required.'],
    });
  });
});
