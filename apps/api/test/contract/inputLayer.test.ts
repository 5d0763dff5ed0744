import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameworkErrors, hasForbiddenText, MAX_JSON_DEPTH } from '../../src/http/guards/index.js';
import { messages } from '../../src/i18n/messages.js';
import { buildTestApp, DEMO, loginAs, XHR, type TestContext } from '../helpers/buildTestApp.js';
import { expectMatchesContract } from '../helpers/contract.js';
import { multipartBody, multipartType } from '../helpers/fuzz/multipartBody.js';
import { ADMIN } from '../helpers/fuzz/roleSessions.js';

// The input guards (src/http/guards) are not registered by buildApp yet; these tests add them.
let ctx: TestContext;
let trader: string;
let admin: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  trader = (await loginAs(ctx.app, DEMO)).cookie as string;
  admin = (await loginAs(ctx.app, ADMIN)).cookie as string;
});
afterAll(async () => ctx?.close());

const EN = { ...XHR, 'x-locale': 'en' };

describe('text with NUL or invalid UTF-8 is refused naming its field', () => {
  it('answers 422 on the JSON field that holds a NUL', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...EN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a\u0000@example.com', password: 'secret-password', captcha: 'x' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: messages.en['error.validation'],
      errors: { email: [messages.en['validation.text']] },
    });
  });

  it('answers 422 on the JSON field whose bytes are not UTF-8', async () => {
    const payload = Buffer.concat([
      Buffer.from('{"email":"a@example.com","password":"'),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from('","captcha":"x"}'),
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...EN, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: [messages.en['validation.text']] });
  });

  it('names a nested field the way validation does', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { ...EN, 'content-type': 'application/json' },
      cookies: { sarraf_session: admin },
      payload: {
        bank_accounts: [{ holder: 'x\u0000', account_number: '1234', iban: `IR${'0'.repeat(24)}` }],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'bank_accounts.0.holder': [messages.en['validation.text']] });
  });

  it('answers 422 on a declared query parameter, and ignores undeclared ones', async () => {
    const declared = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?action=a%00b',
      headers: EN,
      cookies: { sarraf_session: admin },
    });
    expect(declared.statusCode).toBe(422);
    expect(declared.json().errors).toEqual({ action: [messages.en['validation.text']] });
    const undeclared = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?not_a_parameter=a%00b',
      headers: EN,
      cookies: { sarraf_session: admin },
    });
    expect(undeclared.statusCode).toBe(200);
  });

  it('offers the same check to the multipart reader, per decoded value', () => {
    expect(hasForbiddenText('a\u0000b')).toBe(true);
    expect(hasForbiddenText(Buffer.from([0x61, 0xff]).toString('utf8'))).toBe(true);
    expect(hasForbiddenText('سلام 🙂 ۱۲۳')).toBe(false);
  });

  // Needs the multipart reader to call hasForbiddenText per field value (see the guards' README).
  it('answers 422 on the form field that holds a NUL', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/update/legal/step1',
      headers: { ...EN, 'content-type': multipartType() },
      cookies: { sarraf_session: trader },
      payload: multipartBody(
        Object.entries({
          user_type: 'legal',
          company_name: 'Acme\u0000',
          company_national_id: '10101010101',
          company_registration_number: '123456',
          address: 'Tehran',
        }).map(([name, value]) => ({ name, value: Buffer.from(value) })),
      ),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({ company_name: [messages.en['validation.text']] });
  });
});

describe('ids and page numbers outside the contract are refused, never reach the database', () => {
  for (const id of ['1e21', '9223372036854775808', '9007199254740992', '0', '-1', '1.5']) {
    it(`answers 422 for file id ${id}`, async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/files/${id}`,
        headers: EN,
        cookies: { sarraf_session: trader },
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['id']);
      expectMatchesContract('downloadFile', 422, response.json());
    });
  }

  for (const page of ['9223372036854775808', 'Infinity', '1e21', '0']) {
    it(`answers 422 for page ${page}`, async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/audit-log?page=${page}`,
        headers: EN,
        cookies: { sarraf_session: admin },
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['page']);
    });
  }

  it('still answers a well-formed id that names nothing with 404', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/files/9007199254740991',
      headers: EN,
      cookies: { sarraf_session: trader },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('each operation takes only the body its contract states', () => {
  it('answers 415 to a form sent to a JSON operation', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/locale',
      headers: { ...EN, 'content-type': multipartType() },
      cookies: { sarraf_session: trader },
      payload: multipartBody([{ name: 'locale', value: Buffer.from('en') }]),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: messages.en['error.unsupportedMediaType'] });
  });

  it('answers 415 to text sent to a JSON operation', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/locale',
      headers: { ...EN, 'content-type': 'text/plain' },
      cookies: { sarraf_session: trader },
      payload: 'locale=en',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: messages.en['error.unsupportedMediaType'] });
  });

  it('answers 415 to JSON sent to an upload', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/update/legal/step1',
      headers: { ...EN, 'content-type': 'application/json' },
      cookies: { sarraf_session: trader },
      payload: { user_type: 'legal' },
    });
    expect(response.statusCode).toBe(415);
    expectMatchesContract('submitLegalVerificationStep1', 415, response.json());
  });

  it('answers 400 to a form without its boundary', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/update/legal/step1',
      headers: { ...EN, 'content-type': 'multipart/form-data' },
      cookies: { sarraf_session: trader },
      payload: multipartBody([{ name: 'user_type', value: Buffer.from('legal') }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.en['error.badRequest'] });
  });

  it('checks who is calling before the body type', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/locale',
      headers: { ...EN, 'content-type': multipartType() },
      payload: multipartBody([{ name: 'locale', value: Buffer.from('en') }]),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('JSON nested deeper than any body of the contract is a 400, never a 500', () => {
  const deepArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const deepObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('answers 400 in the request language to arrays or objects 5,000 levels deep, as a body or in a field', async () => {
    const bodies = [
      deepArrays(5000),
      deepObjects(5000),
      `{"email":${deepArrays(5000)},"password":"x","captcha":"y"}`,
      // Brackets inside strings are text, not nesting; an escaped quote does not end the string.
      `{"email":"a\\"${'['.repeat(40)}","password":${deepArrays(MAX_JSON_DEPTH + 1)},"captcha":"y"}`,
    ];
    for (const [index, payload] of bodies.entries()) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...(index % 2 ? XHR : EN), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload.slice(0, 60)).toBe(400);
      expect(response.json()).toEqual({ message: messages[index % 2 ? 'fa' : 'en']['error.jsonTooDeep'] });
    }
  });

  it('reads brackets inside strings as text, and takes nesting up to the limit', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...EN, 'content-type': 'application/json' },
      payload: `{"email":"${'['.repeat(100)}\\"${'{'.repeat(100)}","password":${deepArrays(MAX_JSON_DEPTH - 1)},"captcha":"y"}`,
    });
    // Past the parser: validation answers on the field itself (an array where a string belongs).
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: [messages.en['validation.type']] });
  });
});

describe('amounts in JSON follow the contract’s one amount rule, with a message that says which', () => {
  const quote = (amount: string, locale: 'fa' | 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/trade/quote',
      headers: { ...XHR, 'x-locale': locale, 'content-type': 'application/json' },
      cookies: { sarraf_session: trader },
      payload: { pair: 'USDT/IRT', side: 'Buy', amount },
    });

  it('refuses leading zeros and says how to write an amount', async () => {
    for (const amount of ['010', '00', '0050000000']) {
      const response = await quote(amount, 'en');
      expect(response.statusCode, amount).toBe(422);
      expect(response.json().errors).toEqual({ amount: [messages.en['validation.amountFormat']] });
    }
  });

  it('refuses an amount over the contract’s maximum, naming the limit in the request language', async () => {
    const response = await quote('99999999999999999999', 'fa');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ amount: ['حداکثر ۱۵ رقم پیش از ممیز مجاز است.'] });
  });
});

describe('a path of the contract used with another method is 405 with Allow', () => {
  const cases: [string, string, string][] = [
    ['DELETE', '/api/user', 'GET, HEAD'],
    ['GET', '/api/auth/login', 'POST'],
    ['PATCH', '/api/admin/settings', 'GET, HEAD, PUT'],
    ['POST', '/api/files/5', 'GET, HEAD'],
    ['PUT', '/api/wallet/ibans', 'GET, HEAD, POST'],
  ];
  for (const [method, url, allow] of cases) {
    it(`answers ${method} ${url} with 405 and Allow: ${allow}`, async () => {
      const response = await ctx.app.inject({ method: method as 'GET', url, headers: EN });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe(allow);
      expect(response.json()).toEqual({ message: messages.en['error.methodNotAllowed'] });
    });
  }

  it('still answers a path outside the contract with 404', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/api/not-a-path', headers: EN });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.en['error.notFound'] });
  });
});

describe('refusals before any operation speak the standard body in the request language', () => {
  const long = `/api/markets?${'q='.padEnd(3000, 'x')}`;
  const refusals: [string, () => Promise<{ statusCode: number; json: () => unknown }>, string][] = [
    [
      '404',
      () => ctx.app.inject({ method: 'GET', url: '/api/nowhere', headers: { 'x-locale': 'fa' } }),
      'error.notFound',
    ],
    [
      '405',
      () => ctx.app.inject({ method: 'DELETE', url: '/api/markets', headers: { ...XHR, 'x-locale': 'fa' } }),
      'error.methodNotAllowed',
    ],
    [
      '413',
      () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { ...XHR, 'x-locale': 'fa', 'content-type': 'application/json' },
          payload: JSON.stringify({ email: 'x'.repeat(70 * 1024) }),
        }),
      'error.payloadTooLarge',
    ],
    [
      '414',
      () => ctx.app.inject({ method: 'GET', url: long, headers: { 'x-locale': 'fa' } }),
      'error.uriTooLong',
    ],
    [
      '415',
      () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { ...XHR, 'x-locale': 'fa', 'content-type': 'text/plain' },
          payload: 'x',
        }),
      'error.unsupportedMediaType',
    ],
  ];
  for (const [status, send, key] of refusals) {
    it(`answers ${status} as {message} in Persian`, async () => {
      const response = await send();
      expect(response.statusCode).toBe(Number(status));
      expect(response.json()).toEqual({ message: messages.fa[key as keyof (typeof messages)['fa']] });
    });
  }

  it('answers an over-long URL 414 even on a path outside the contract', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/${'x'.repeat(2100)}`,
      headers: { 'x-locale': 'en' },
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: messages.en['error.uriTooLong'] });
  });

  // Needs `frameworkErrors` passed to Fastify() in src/app.ts (see the guards' README).
  it('answers a path that is not validly percent-encoded 400 in the standard body', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/files/%ZZ',
      headers: { 'x-locale': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.en['error.badRequest'] });
  });

  it('turns the router refusals into the standard body, in the language of X-Locale', async () => {
    const app = Fastify({ frameworkErrors });
    app.get('/api/files/:id', async () => ({}));
    const badUrl = await app.inject({ method: 'GET', url: '/api/files/%ZZ', headers: { 'x-locale': 'en' } });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: messages.en['error.badRequest'] });
    const longParam = await app.inject({ method: 'GET', url: `/api/files/${'1'.repeat(200)}` });
    expect(longParam.statusCode).toBe(414);
    expect(longParam.json()).toEqual({ message: messages.fa['error.uriTooLong'] });
    await app.close();
  });
});
