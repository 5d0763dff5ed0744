import { delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../mocks/http';
import { buildUser } from '../mocks/userFixtures';
import { createQueryClient } from '../query/createQueryClient';
import { queryKey } from '../query/queryKeys';

// The client and MSW resolve same-origin paths against `location`; give Node one before the client exists.
vi.stubGlobal('location', { origin: 'http://app.test', href: 'http://app.test/' });
const { currentUserKey, endSession, isSessionKnown, refreshCurrentUser, sessionUser, startSession } =
  await import('./currentUser');

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const answers = (status: number, body: unknown = buildUser()) =>
  http.untyped.get('/api/user', () => Response.json(body, { status }));

describe('the signed-in user (spec section 4)', () => {
  it('is set on fetch, and known from then on', async () => {
    server.use(answers(200));
    const queryClient = createQueryClient();
    expect(isSessionKnown(queryClient)).toBe(false);
    await expect(refreshCurrentUser(queryClient)).resolves.toEqual(buildUser());
    expect(sessionUser(queryClient)).toEqual(buildUser());
    expect(isSessionKnown(queryClient)).toBe(true);
  });

  it('is cleared by a 401 from the user fetch, asked once', async () => {
    let requests = 0;
    server.use(
      http.untyped.get('/api/user', () => {
        requests += 1;
        return Response.json({ message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserKey, buildUser());
    await expect(refreshCurrentUser(queryClient)).resolves.toBeNull();
    expect(sessionUser(queryClient)).toBeNull();
    expect(requests).toBe(1);
  });

  it('is kept when the fetch fails for another reason: a flaky network signs nobody out', async () => {
    server.use(answers(500, { message: 'Server Error' }));
    const queryClient = createQueryClient({ retry: false });
    queryClient.setQueryData(currentUserKey, buildUser());
    await expect(refreshCurrentUser(queryClient)).rejects.toMatchObject({ status: 500 });
    expect(sessionUser(queryClient)).toEqual(buildUser());
  });

  it('counts as known after a failed first fetch, so the guard does not ask on every navigation', async () => {
    server.use(answers(500, { message: 'Server Error' }));
    const queryClient = createQueryClient({ retry: false });
    await expect(refreshCurrentUser(queryClient)).rejects.toMatchObject({ status: 500 });
    expect(isSessionKnown(queryClient)).toBe(true);
    expect(sessionUser(queryClient)).toBeNull();
  });

  it('shares one request between the guard and a screen asking at the same time', async () => {
    let requests = 0;
    server.use(
      http.untyped.get('/api/user', () => {
        requests += 1;
        return Response.json(buildUser());
      }),
    );
    const queryClient = createQueryClient();
    await Promise.all([refreshCurrentUser(queryClient), refreshCurrentUser(queryClient)]);
    expect(requests).toBe(1);
  });

  it('is cleared on logout, and a user fetch still on its way cannot bring it back', async () => {
    server.use(
      http.untyped.get('/api/user', async () => {
        await delay(50);
        return Response.json(buildUser());
      }),
    );
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserKey, buildUser());
    const inFlight = refreshCurrentUser(queryClient).catch(() => 'cancelled');
    await endSession(queryClient);
    await inFlight;
    await delay(80);
    expect(sessionUser(queryClient)).toBeNull();
    expect(isSessionKnown(queryClient)).toBe(true);
  });

  it('drops what the cache held for the previous person when a session ends or begins', async () => {
    server.use(answers(200));
    const queryClient = createQueryClient();
    const verification = queryKey('getVerification');
    queryClient.setQueryData(verification, { status: 'verified' });
    await endSession(queryClient);
    expect(queryClient.getQueryData(verification)).toBeUndefined();

    queryClient.setQueryData(verification, { status: 'verified' });
    await expect(startSession(queryClient)).resolves.toEqual(buildUser());
    expect(queryClient.getQueryData(verification)).toBeUndefined();
    expect(sessionUser(queryClient)).toEqual(buildUser());
  });
});
