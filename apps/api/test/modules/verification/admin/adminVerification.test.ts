import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  loginAs,
  session,
  signUpWithPassword,
  XHR,
  type TestContext,
} from '../../../helpers/buildTestApp.js';
import { FIXTURES, multipart } from '../../../helpers/multipart.js';

let ctx: TestContext;
let admin: string | undefined;
let person: string | undefined;
let demo: string | undefined;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await loginAs(ctx.app, { email: 'admin@example.com', password: 'sarraf-admin' })).cookie;
  demo = (await loginAs(ctx.app)).cookie;
  person = await signUpWithPassword(ctx, 'person@example.com');
});
afterAll(async () => ctx?.close());

async function submit(): Promise<number> {
  const body = await multipart({
    first_name: 'Sara Ahmadi',
    national_code: '0012345679',
    birth_date: '1990-01-01',
    gender: 'female',
    mobile: '+989121234567',
    national_card_front: { name: 'card.jpg', type: 'image/jpeg', data: FIXTURES.jpeg },
    live_video: { name: 'me.mp4', type: 'video/mp4', data: FIXTURES.mp4 },
  });
  const response = await call(ctx.app, 'submitIndividualVerification', {
    method: 'POST',
    url: '/api/user/update',
    headers: { ...XHR, ...body.headers },
    cookies: session(person),
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json().id;
}

const adminCall = (
  operationId: string,
  method: 'GET' | 'POST',
  url: string,
  cookie: string | undefined,
  payload?: object,
) =>
  call(ctx.app, operationId, {
    method,
    url,
    headers: { ...XHR, 'x-locale': 'en' },
    cookies: session(cookie),
    ...(payload ? { payload } : {}),
  });

const me = async () =>
  (await call(ctx.app, 'getUser', { method: 'GET', url: '/api/user', cookies: session(person) })).json();

describe('admin review of verifications', () => {
  it('is for admins only: 403 for other users', async () => {
    for (const [id, method, url] of [
      ['adminListVerifications', 'GET', '/api/admin/verifications'],
      ['adminGetVerification', 'GET', '/api/admin/verifications/1'],
      ['adminApproveVerification', 'POST', '/api/admin/verifications/1/approve'],
      ['adminListAuditLog', 'GET', '/api/admin/audit-log'],
    ] as const) {
      const response = await adminCall(id, method, url, demo);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe('You are not allowed to do this.');
    }
  });

  it('rejects with a reason, the person sees it and resubmits, then approval verifies; all audited', async () => {
    const first = await submit();
    const queue = await adminCall('adminListVerifications', 'GET', '/api/admin/verifications', admin);
    expect(queue.json().data).toEqual([
      expect.objectContaining({
        id: first,
        user_type: 'individual',
        status: 'in_progress',
        user: expect.objectContaining({ email: 'person@example.com', name: 'Sara Ahmadi' }),
      }),
    ]);
    expect(queue.json().meta).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 30,
      total: 1,
      from: 1,
      to: 1,
    });
    const detail = await adminCall('adminGetVerification', 'GET', `/api/admin/verifications/${first}`, admin);
    expect(detail.json().files.map((f: { content_type: string }) => f.content_type)).toEqual([
      'image/jpeg',
      'video/mp4',
    ]);
    // The admin can download the person's files.
    const fileUrl = detail.json().files[0].url as string;
    expect((await ctx.app.inject({ method: 'GET', url: fileUrl, cookies: session(admin) })).statusCode).toBe(
      200,
    );

    const noReason = await adminCall(
      'adminRejectVerification',
      'POST',
      `/api/admin/verifications/${first}/reject`,
      admin,
      { reason: '   ' },
    );
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['This field is required.'] });
    const missing = await adminCall(
      'adminRejectVerification',
      'POST',
      `/api/admin/verifications/${first}/reject`,
      admin,
      {},
    );
    expect(missing.statusCode).toBe(422);

    const rejected = await adminCall(
      'adminRejectVerification',
      'POST',
      `/api/admin/verifications/${first}/reject`,
      admin,
      {
        reason: 'The card photo is blurred',
      },
    );
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'not_verified', reason: 'The card photo is blurred' });
    expect(await me()).toMatchObject({
      verification_status: 'not_verified',
      verification_reason: 'The card photo is blurred',
    });
    const twice = await adminCall(
      'adminApproveVerification',
      'POST',
      `/api/admin/verifications/${first}/approve`,
      admin,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This submission is not awaiting review.');

    const second = await submit();
    expect(second).not.toBe(first);
    expect(await me()).toMatchObject({ verification_status: 'in_progress', verification_reason: null });
    const approved = await adminCall(
      'adminApproveVerification',
      'POST',
      `/api/admin/verifications/${second}/approve`,
      admin,
    );
    expect(approved.json()).toMatchObject({
      status: 'verified',
      reason: null,
      user: { email: 'person@example.com' },
    });
    expect(await me()).toMatchObject({ verification_status: 'verified' });
    const locked = await multipart({ first_name: 'x' });
    const afterVerified = await call(ctx.app, 'submitIndividualVerification', {
      method: 'POST',
      url: '/api/user/update',
      headers: { ...XHR, ...locked.headers, 'x-locale': 'en' },
      cookies: session(person),
      payload: locked.payload,
    });
    expect(afterVerified.statusCode).toBe(409);
    expect(afterVerified.json().message).toBe('Your identity is already verified.');

    const log = await adminCall('adminListAuditLog', 'GET', '/api/admin/audit-log', admin);
    expect(
      log.json().data.map((e: { action: string; subject_id: string }) => [e.action, e.subject_id]),
    ).toEqual([
      ['verification.approve', String(second)],
      ['verification.reject', String(first)],
    ]);
    expect(log.json().data[1]).toMatchObject({
      actor: { email: 'admin@example.com' },
      subject_type: 'verification',
      details: { reason: 'The card photo is blurred', user_type: 'individual' },
    });
    const onlyRejects = await adminCall(
      'adminListAuditLog',
      'GET',
      '/api/admin/audit-log?action=verification.reject',
      admin,
    );
    expect(onlyRejects.json().data).toHaveLength(1);
    const verifiedList = await adminCall(
      'adminListVerifications',
      'GET',
      '/api/admin/verifications?status=verified',
      admin,
    );
    expect(verifiedList.json().data.map((v: { id: number }) => v.id)).toEqual([second]);
  });

  it('answers 404 for a submission that does not exist', async () => {
    const response = await adminCall('adminGetVerification', 'GET', '/api/admin/verifications/99999', admin);
    expect(response.statusCode).toBe(404);
  });
});
