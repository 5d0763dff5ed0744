import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { EARLY_DATA_MAX_AGE_MS } from './earlyData';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What a page document's early-data script leaves behind (apps/web build/routeDocument.ts). */
function startedEarly(calls: Record<string, Response | null>, at = Date.now()) {
  globalThis.sarrafEarlyData = Object.fromEntries(
    Object.entries(calls).map(([url, response]) => [url, { at, response: Promise.resolve(response) }]),
  );
}

afterEach(() => {
  globalThis.sarrafEarlyData = undefined;
});

describe('early data of a page document', () => {
  it('takes the answer the page already asked for instead of asking again, once', async () => {
    startedEarly({ '/api/user': json({ id: 7 }) });
    const fetch = vi.fn(async () => json({ id: 8 }));
    const client = createApiClient({ baseUrl: 'http://localhost', fetch });

    expect((await client.GET('/api/user')).data).toEqual({ id: 7 });
    expect(fetch).not.toHaveBeenCalled();
    // A second ask (a refresh) goes to the server.
    expect((await client.GET('/api/user')).data).toEqual({ id: 8 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('matches the path and the query exactly, and GETs only', async () => {
    startedEarly({ '/api/trade/order?page=1': json({ items: [] }) });
    const fetch = vi.fn(async () => json({ items: [{ id: 1 }] }));
    const client = createApiClient({ baseUrl: 'http://localhost', fetch });

    await client.GET('/api/trade/order', { params: { query: { status: 'Filled', page: 1 } } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(globalThis.sarrafEarlyData).toHaveProperty(['/api/trade/order?page=1']);
    await client.GET('/api/trade/order', { params: { query: { page: 1 } } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(globalThis.sarrafEarlyData).toEqual({});
  });

  it('asks again when the early call failed or is too old', async () => {
    startedEarly({ '/api/user': null, '/api/wallet/balances': json([]) });
    globalThis.sarrafEarlyData!['/api/wallet/balances']!.at = Date.now() - EARLY_DATA_MAX_AGE_MS - 1;
    const fetch = vi.fn(async () => json({ fresh: true }));
    const client = createApiClient({ baseUrl: 'http://localhost', fetch });

    expect((await client.GET('/api/user')).data).toEqual({ fresh: true });
    expect((await client.GET('/api/wallet/balances')).data).toEqual({ fresh: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('passes an early 401 through the client as any other: the session ends', async () => {
    startedEarly({ '/api/user': json({ message: 'no session' }, 401) });
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      baseUrl: 'http://localhost',
      fetch: vi.fn(async () => json({})),
      getUnauthorizedListener: () => onUnauthorized,
    });
    expect((await client.GET('/api/user')).response.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledWith({ schemaPath: '/api/user' });
  });
});
