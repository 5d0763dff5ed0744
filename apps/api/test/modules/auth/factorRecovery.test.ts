import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueNotificationEmails } from '../../../src/modules/notifications/index.js';
import { expectMatchesContract } from '../../helpers/contract.js';
import {
  buildTestApp,
  call,
  loginAs,
  outbox,
  session,
  signUpWithPassword,
  solvedCaptcha,
  XHR,
  type TestContext,
} from '../../helpers/buildTestApp.js';
import { FIXTURES, multipart, type Part } from '../../helpers/multipart.js';
import { ADMIN, declareDeposit, deskBankAccountId, IBANS, withdrawToman } from '../wallet/walletFixtures.js';

// A person who lost their authenticator app and every recovery code asks, from the login's second step,
// for the desk to replace it with a new live video; an operator compares it with the verified one and
// approves (the app goes, withdrawals are held) or rejects, audited and mailed either way. The clock starts
// at 2030-01-01 08:00 UTC.
const PASSWORD = 'correct horse battery staple';
const DAY_MS = 24 * 60 * 60 * 1000;
const LINKS = { publicUrl: 'https://sarraf.test', freezeLinkSeconds: 24 * 60 * 60 };

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await loginAs(ctx.app, ADMIN)).cookie!;
});
afterAll(async () => ctx?.close());

const video = (): Part => ({ name: 'new-selfie.mp4', type: 'video/mp4', data: FIXTURES.mp4 });
const uploads = () => readdirSync(join(ctx.dir, 'uploads'));

/** A person with an app on, verified through the real review (card photo and video), mails in English. */
async function verifiedPerson(email: string): Promise<string> {
  const cookie = await signUpWithPassword(ctx, email, PASSWORD);
  await ctx.db.db.updateTable('users').set({ locale: 'en' }).where('email', '=', email).execute();
  const body = await multipart({
    first_name: 'سارا احمدی',
    national_code: '0012345679',
    birth_date: '1990-05-01',
    gender: 'female',
    mobile: '+989121234567',
    national_card_front: { name: 'card.png', type: 'image/png', data: FIXTURES.png },
    live_video: { name: 'kyc.mp4', type: 'video/mp4', data: FIXTURES.mp4 },
  });
  const submitted = await call(ctx.app, 'submitIndividualVerification', {
    method: 'POST',
    url: '/api/user/update',
    headers: { ...XHR, ...body.headers },
    cookies: session(cookie),
    payload: body.payload,
  });
  const approved = await call(ctx.app, 'adminApproveVerification', {
    method: 'POST',
    url: `/api/admin/verifications/${submitted.json().id}/approve`,
    headers: XHR,
    cookies: session(admin),
  });
  expect(approved.statusCode).toBe(200);
  return cookie;
}

/** The password step of a login: the pending-login cookie the second step (and a recovery request) needs. */
async function passwordStep(email: string, password = PASSWORD): Promise<string> {
  const answer = await call(ctx.app, 'login', {
    method: 'POST',
    url: '/api/auth/login',
    headers: XHR,
    payload: { email, password, captcha: await solvedCaptcha(ctx.app) },
  });
  expect(answer.json()).toMatchObject({ second_factor_required: true });
  return answer.cookies.find((c) => c.name === 'sarraf_pending_login')!.value;
}

async function askRecovery(
  cookies: Record<string, string>,
  parts: Record<string, Part> = { live_video: video(), note: 'My phone was stolen with the codes in it.' },
  locale = 'en',
) {
  const body = await multipart(parts);
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login/factor-recovery',
    headers: { ...XHR, ...body.headers, 'x-locale': locale },
    cookies,
    payload: body.payload,
  });
  expectMatchesContract('requestFactorRecovery', answer.statusCode, answer.json());
  return answer;
}

const adminCall = (
  operationId: string,
  method: 'GET' | 'POST',
  url: string,
  cookie = admin,
  payload?: object,
) =>
  call(ctx.app, operationId, {
    method,
    url,
    headers: { ...XHR, 'x-locale': 'en' },
    cookies: session(cookie),
    ...(payload ? { payload } : {}),
  });

const approve = (id: number, cookie = admin, note = 'Same face and voice as the verified video of 2029.') =>
  adminCall('adminApproveFactorRecovery', 'POST', `/api/admin/factor-recoveries/${id}/approve`, cookie, {
    note,
  });
const reject = (id: number, reason: string, cookie = admin) =>
  adminCall('adminRejectFactorRecovery', 'POST', `/api/admin/factor-recoveries/${id}/reject`, cookie, {
    reason,
  });

async function mailsTo(email: string) {
  await sendDueNotificationEmails(ctx.db.db, ctx.app.core.mailer, ctx.clock.now, LINKS);
  return (await outbox(ctx)).filter((mail) => mail.to === email);
}

async function auditOf(action: string, id: number) {
  const answer = await adminCall('adminListAuditLog', 'GET', `/api/admin/audit-log?action=${action}`);
  return (
    answer.json().data as Array<{ subject_id: string; details: object; actor: { email: string } }>
  ).find((entry) => entry.subject_id === String(id));
}

describe('asking the desk to replace a lost second factor', () => {
  it('from a pending login with a new video: a pending request, the owner mailed with the freeze link, the login step spent', async () => {
    const email = 'recover-ask@example.com';
    await verifiedPerson(email);
    const pending = await passwordStep(email);
    const before = uploads().length;

    const sent = await askRecovery({ sarraf_pending_login: pending });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({
      id: expect.any(Number),
      status: 'pending',
      created_at: ctx.clock.now().toISOString(),
    });
    expect(uploads()).toHaveLength(before + 1);
    // No session, and the pending login is gone: its code step answers as a login that ran out.
    expect(sent.cookies.find((c) => c.name === 'sarraf_session')).toBeUndefined();
    const spent = await call(ctx.app, 'loginSecondFactor', {
      method: 'POST',
      url: '/api/auth/login/second-factor',
      headers: { ...XHR, 'x-locale': 'en' },
      cookies: { sarraf_pending_login: pending },
      payload: { code: '123456' },
    });
    expect(spent.statusCode).toBe(409);

    const mail = (await mailsTo(email)).find(
      (m) => m.subject === 'Request to recover two-step sign-in received',
    );
    expect(mail?.text).toContain('sent a new video');
    expect(mail?.text).toContain(
      'If this was not you, stop every withdrawal of your account now with this link',
    );
    expect(new URL(/https:\/\/sarraf\.test\S+/.exec(mail!.text)![0]).pathname).toBe('/security/freeze');

    const listed = await adminCall('adminListFactorRecoveries', 'GET', '/api/admin/factor-recoveries');
    expect(listed.json().data).toContainEqual({
      id: sent.json().id,
      user: expect.objectContaining({ email }),
      status: 'pending',
      created_at: ctx.clock.now().toISOString(),
    });
    const detail = await adminCall(
      'adminGetFactorRecovery',
      'GET',
      `/api/admin/factor-recoveries/${sent.json().id}`,
    );
    expect(detail.json()).toMatchObject({
      status: 'pending',
      note: 'My phone was stolen with the codes in it.',
      live_video: { field: 'live_video', content_type: 'video/mp4', original_name: 'new-selfie.mp4' },
      verified_at: ctx.clock.now().toISOString(),
      decided_at: null,
      decided_by: null,
      decision_note: null,
    });
    const verified = detail.json().verified_files as Array<{ field: string; content_type: string }>;
    expect(verified.map((file) => [file.field, file.content_type])).toEqual([
      ['national_card_front', 'image/png'],
      ['live_video', 'video/mp4'],
    ]);
  });

  it('a second request while one waits is refused in its words, and its video is not kept', async () => {
    const email = 'recover-twice@example.com';
    await verifiedPerson(email);
    expect((await askRecovery({ sarraf_pending_login: await passwordStep(email) })).statusCode).toBe(201);
    const before = uploads().length;
    const again = await askRecovery({ sarraf_pending_login: await passwordStep(email) }, undefined, 'fa');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'درخواست بازیابی ورود دومرحله‌ای شما در انتظار بررسی صرّاف است. نتیجه را با ایمیل خبر می‌دهیم.',
    );
    expect(uploads()).toHaveLength(before);
    const rows = await ctx.db.db
      .selectFrom('factor_recovery_requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select('r.id')
      .where('u.email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('is refused without a pending login (none, a made-up one, or only a session), and nothing is kept', async () => {
    const email = 'recover-nologin@example.com';
    const signedIn = await verifiedPerson(email);
    const before = uploads().length;
    const without: Record<string, string>[] = [
      {},
      { sarraf_pending_login: 'x'.repeat(43) },
      session(signedIn),
    ];
    for (const cookies of without) {
      const refused = await askRecovery(cookies);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('The sign-in took too long. Enter your email and password again.');
    }
    expect(uploads()).toHaveLength(before);
    const count = await ctx.db.db
      .selectFrom('factor_recovery_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .innerJoin('users as u', 'u.id', 'factor_recovery_requests.user_id')
      .where('u.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('needs a video: none, or a file that is not MP4 or WebM, is a 422 on the field', async () => {
    const email = 'recover-novideo@example.com';
    await verifiedPerson(email);
    const none = await askRecovery({ sarraf_pending_login: await passwordStep(email) }, { note: 'lost' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ live_video: ['This field is required.'] });
    const picture = await askRecovery(
      { sarraf_pending_login: await passwordStep(email) },
      { live_video: { name: 'me.mp4', type: 'video/mp4', data: FIXTURES.png } },
    );
    expect(picture.statusCode).toBe(422);
    expect(picture.json().errors).toEqual({ live_video: ['The file must be an MP4 or WebM video.'] });
  });
});

describe('the desk decides', () => {
  it('approving removes the app and its codes, holds withdrawals, audits and mails; the person signs in with the password and money asks for a new app', async () => {
    const email = 'recover-approved@example.com';
    await verifiedPerson(email);
    const id = (await askRecovery({ sarraf_pending_login: await passwordStep(email) })).json().id;

    const approved = await approve(id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      id,
      status: 'approved',
      decided_at: ctx.clock.now().toISOString(),
      decided_by: { email: ADMIN.email },
      decision_note: 'Same face and voice as the verified video of 2029.',
    });
    const person = await ctx.db.db
      .selectFrom('users')
      .select(['id', 'withdrawals_held_until', 'withdrawals_held_reason'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(person.withdrawals_held_until).toEqual(new Date(ctx.clock.now().getTime() + DAY_MS));
    expect(person.withdrawals_held_reason).toBe('second_factor_removed');
    const codesLeft = await ctx.db.db
      .selectFrom('recovery_codes')
      .select('id')
      .where('user_id', '=', person.id)
      .where('used_at', 'is', null)
      .execute();
    expect(codesLeft).toEqual([]);

    expect(await auditOf('security.factorRecoveryApprove', id)).toMatchObject({
      actor: { email: ADMIN.email },
      details: { user_id: Number(person.id), note: 'Same face and voice as the verified video of 2029.' },
    });
    const mail = (await mailsTo(email)).find((m) => m.subject === 'Two-step sign-in removed');
    expect(mail?.text).toContain('withdrawals are paused for 24 hours');
    expect(mail?.text).toContain('/security/freeze');

    // Decided once.
    const twice = await approve(id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This request is no longer waiting for review.');

    // The password alone signs in now, as for a person who never had an app...
    const login = await call(ctx.app, 'login', {
      method: 'POST',
      url: '/api/auth/login',
      headers: XHR,
      payload: { email, password: PASSWORD, captcha: await solvedCaptcha(ctx.app) },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().second_factor_required).toBeUndefined();
    const cookie = login.cookies.find((c) => c.name === 'sarraf_session')!.value;
    const factors = await call(ctx.app, 'getSecondFactors', {
      method: 'GET',
      url: '/api/user/second-factor',
      cookies: session(cookie),
    });
    expect(factors.json()).toMatchObject({ totp_enabled: false, recovery_codes_left: 0 });
    // ...and money in or out leads to setting up a new app first.
    const requiredForMoney = /^To deposit or withdraw, first turn on an? .*in your profile\.$/;
    const withdrawal = await withdrawToman(
      ctx,
      cookie,
      { amount: '1000000', iban: IBANS.parsian, totp_code: '123456' },
      { 'idempotency-key': crypto.randomUUID(), 'x-locale': 'en' },
    );
    expect(withdrawal.statusCode).toBe(403);
    expect(withdrawal.json().message).toMatch(requiredForMoney);
    const deposit = await declareDeposit(ctx, cookie, await deskBankAccountId(ctx, admin), '5000000');
    expect(deposit.statusCode).toBe(403);
  });

  it('rejecting keeps the app, audits and mails the reason; the person may ask again', async () => {
    const email = 'recover-rejected@example.com';
    await verifiedPerson(email);
    const id = (await askRecovery({ sarraf_pending_login: await passwordStep(email) })).json().id;
    const reason = 'The face in the new video is not the verified person.';

    const blank = await reject(id, '   ');
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['reason']);

    const rejected = await reject(id, reason);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', decision_note: reason });
    expect(await auditOf('security.factorRecoveryReject', id)).toMatchObject({
      actor: { email: ADMIN.email },
      details: { reason },
    });
    const mail = (await mailsTo(email)).find(
      (m) => m.subject === 'Request to recover two-step sign-in refused',
    );
    expect(mail?.text).toContain(`Reason: ${reason}.`);
    // The app still guards the login, and a new request may be made.
    const pending = await passwordStep(email);
    expect((await askRecovery({ sarraf_pending_login: pending })).statusCode).toBe(201);
  });

  it('a person who is not an operator cannot list, read, approve or reject', async () => {
    const email = 'recover-nosy@example.com';
    const nosy = await verifiedPerson(email);
    const other = 'recover-target@example.com';
    await verifiedPerson(other);
    const id = (await askRecovery({ sarraf_pending_login: await passwordStep(other) })).json().id;
    const asPerson = [
      await adminCall('adminListFactorRecoveries', 'GET', '/api/admin/factor-recoveries', nosy),
      await adminCall('adminGetFactorRecovery', 'GET', `/api/admin/factor-recoveries/${id}`, nosy),
      await approve(id, nosy),
      await reject(id, 'no', nosy),
    ];
    expect(asPerson.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403]);
    const detail = await adminCall('adminGetFactorRecovery', 'GET', `/api/admin/factor-recoveries/${id}`);
    expect(detail.json().status).toBe('pending');
  });

  it('an operator never decides a request about their own account', async () => {
    const id = (
      await askRecovery({ sarraf_pending_login: await passwordStep(ADMIN.email, ADMIN.password) })
    ).json().id;
    for (const answer of [await approve(id), await reject(id, 'no')]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe('Another operator must review a request about your own account.');
    }
    const detail = await adminCall('adminGetFactorRecovery', 'GET', `/api/admin/factor-recoveries/${id}`);
    expect(detail.json()).toMatchObject({ status: 'pending', verified_files: [], verified_at: null });
  });
});
