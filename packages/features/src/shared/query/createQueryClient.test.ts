import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/ApiError';
import { http } from '../mocks/http';
import { MAX_RETRIES, createQueryClient, shouldRetry } from './createQueryClient';
import { queryKey } from './queryKeys';

// The client and MSW resolve same-origin paths against `location`; give Node one before the client exists.
vi.stubGlobal('location', { origin: 'http://app.test', href: 'http://app.test/' });
const { createApiClient } = await import('../api/client');
const { unwrap } = await import('../api/unwrap');

describe('shouldRetry (what the query layer tries again)', () => {
  it('never retries an answer of the server: 4xx, 401 included', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetry(0, new ApiError(status, {}))).toBe(false);
    }
  });

  it(`retries a 5xx or a dropped connection, ${MAX_RETRIES} times at most`, () => {
    expect(shouldRetry(0, new ApiError(503, {}))).toBe(true);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(MAX_RETRIES - 1, new ApiError(500, {}))).toBe(true);
    expect(shouldRetry(MAX_RETRIES, new ApiError(500, {}))).toBe(false);
  });

  it('does not retry a bug (any other thrown error)', () => {
    expect(shouldRetry(0, new SyntaxError('Unexpected token'))).toBe(false);
  });
});

describe('queries through the API client', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  function setup(status: number) {
    let requests = 0;
    server.use(
      http.untyped.get('/api/user/verification', () => {
        requests += 1;
        return Response.json({ message: 'no' }, { status });
      }),
    );
    const onUnauthorized = vi.fn();
    const client = createApiClient({ getUnauthorizedListener: () => onUnauthorized });
    const queryClient = createQueryClient();
    const fetchIt = () =>
      queryClient.fetchQuery({
        queryKey: queryKey('getVerification'),
        queryFn: async () => unwrap(await client.GET('/api/user/verification')),
        // The policy under test is the client's; the pause between tries is not.
        retryDelay: 0,
      });
    return { fetchIt, onUnauthorized, requests: () => requests };
  }

  it('handles a 401 once: one request, one report to the 401 rule, no retry', async () => {
    const { fetchIt, onUnauthorized, requests } = setup(401);
    await expect(fetchIt()).rejects.toMatchObject({ status: 401 });
    expect(requests()).toBe(1);
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ schemaPath: '/api/user/verification' });
  });

  it('asks a failing server again, then gives up with its error', async () => {
    const { fetchIt, onUnauthorized, requests } = setup(503);
    await expect(fetchIt()).rejects.toMatchObject({ status: 503, body: { message: 'no' } });
    expect(requests()).toBe(1 + MAX_RETRIES);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('takes a refusal (422) as final', async () => {
    const { fetchIt, requests } = setup(422);
    await expect(fetchIt()).rejects.toMatchObject({ status: 422 });
    expect(requests()).toBe(1);
  });
});
