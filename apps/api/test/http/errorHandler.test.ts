import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, solvedCaptcha, XHR, type TestContext } from '../helpers/buildTestApp.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

const loginRequest = (extra: { headers?: Record<string, string>; payload?: unknown; body?: string }) =>
  call(ctx.app, 'login', {
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...XHR, 'content-type': 'application/json', ...extra.headers },
    ...(extra.body !== undefined ? { body: extra.body } : { payload: extra.payload as object }),
  });

describe('central error handler', () => {
  it('answers malformed JSON with a translated 400', async () => {
    const fa = await loginRequest({ body: '{"email": "a@b.c",' });
    expect(fa.statusCode).toBe(400);
    expect(fa.json()).toEqual({ message: 'بدنهٔ درخواست JSON معتبر نیست.' });
    const en = await loginRequest({ body: '{nope', headers: { 'x-locale': 'en' } });
    expect(en.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413', async () => {
    const response = await loginRequest({
      body: JSON.stringify({ email: 'a'.repeat(70 * 1024), password: 'x', captcha: 'y' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'حجم درخواست بیش از حد مجاز است.' });
  });

  it('rejects an unknown field with 422 naming it', async () => {
    const response = await loginRequest({
      payload: {
        email: 'a@example.com',
        password: 'x',
        captcha: await solvedCaptcha(ctx.app),
        is_admin: true,
      },
      headers: { 'x-locale': 'en' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { is_admin: ['This field is not recognised.'] },
    });
  });

  it('lists every schema violation per field, translated', async () => {
    const fa = await loginRequest({ payload: { email: 'a'.repeat(255), captcha: 7 } });
    expect(fa.statusCode).toBe(422);
    expect(fa.json()).toEqual({
      message: 'اطلاعات وارد شده معتبر نیست.',
      errors: {
        email: ['حداکثر ۲۵۴ نویسه مجاز است.'],
        password: ['این فیلد الزامی است.'],
        captcha: ['نوع مقدار این فیلد معتبر نیست.'],
      },
    });
    const en = await loginRequest({
      payload: { email: 'a'.repeat(255), captcha: 7 },
      headers: { 'x-locale': 'en' },
    });
    expect(en.json().errors).toEqual({
      email: ['At most 254 characters are allowed.'],
      password: ['This field is required.'],
      captcha: ['This field has the wrong type.'],
    });
  });

  it('refuses a body that is not an object', async () => {
    const response = await loginRequest({ body: '[1,2]' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('body');
  });

  it('answers a non-JSON content type with 415', async () => {
    const response = await loginRequest({
      body: 'email=a',
      headers: { 'content-type': 'text/plain', 'x-locale': 'en' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'The request content type is not supported.' });
    const form = await loginRequest({
      body: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
  });

  it('answers an unknown route with a translated JSON 404', async () => {
    const fa = await call(ctx.app, 'getUser', { method: 'GET', url: '/api/nothing-here' });
    expect(fa.statusCode).toBe(404);
    expect(fa.json()).toEqual({ message: 'مسیر درخواستی پیدا نشد.' });
    const en = await call(ctx.app, 'getUser', {
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-locale': 'en' },
    });
    expect(en.json()).toEqual({ message: 'The requested path was not found.' });
  });

  it('falls back to Persian for an unknown X-Locale on a route without that header schema', async () => {
    const response = await call(ctx.app, 'getUser', {
      method: 'GET',
      url: '/nope',
      headers: { 'x-locale': 'de' },
    });
    expect(response.json().message).toBe('مسیر درخواستی پیدا نشد.');
  });
});
