import { createStore } from 'jotai';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHandlers, authMockMessages } from '../mocks/authHandlers';
import { http } from '../../shared/mocks/http';
import { buildUser } from '../../shared/mocks/userFixtures';

// The client and MSW resolve same-origin paths against `location`; give Node one before the client exists.
vi.stubGlobal('location', { origin: 'http://app.test', href: 'http://app.test/' });
const { currentUserAtom, isSignedInAtom, logoutAtom, refreshUserAtom, userLoadedAtom } =
  await import('./authAtoms');

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('auth state (spec section 4)', () => {
  it('sets the user on fetch and marks it loaded', async () => {
    server.use(...authHandlers.success);
    const store = createStore();
    expect(store.get(userLoadedAtom)).toBe(false);

    const user = await store.set(refreshUserAtom);

    expect(user).toEqual(buildUser());
    expect(store.get(currentUserAtom)).toEqual(buildUser());
    expect(store.get(isSignedInAtom)).toBe(true);
    expect(store.get(userLoadedAtom)).toBe(true);
  });

  it('clears the user on a 401 from the user fetch', async () => {
    const store = createStore();
    store.set(currentUserAtom, buildUser());
    server.use(...authHandlers.signedOut);

    expect(await store.set(refreshUserAtom)).toBeNull();
    expect(store.get(currentUserAtom)).toBeNull();
    expect(store.get(userLoadedAtom)).toBe(true);
  });

  it('keeps the user when the fetch fails for another reason', async () => {
    const store = createStore();
    store.set(currentUserAtom, buildUser());
    // A 500 is not a sign-out (the contract lists only 401 for this call, hence untyped).
    server.use(
      http.untyped.get('/api/user', () =>
        Response.json({ message: authMockMessages.fa.serverError }, { status: 500 }),
      ),
    );
    await expect(store.set(refreshUserAtom)).rejects.toMatchObject({ status: 500 });
    expect(store.get(currentUserAtom)).toEqual(buildUser());
  });

  it('clears the user on logout', async () => {
    server.use(...authHandlers.success);
    const store = createStore();
    store.set(currentUserAtom, buildUser());
    expect(await store.set(logoutAtom)).toEqual({ ok: true, redirectTo: '/login' });
    expect(store.get(currentUserAtom)).toBeNull();
  });

  it('clears the user on logout even when logout fails', async () => {
    server.use(...authHandlers.logoutFails);
    const store = createStore();
    store.set(currentUserAtom, buildUser());
    const result = await store.set(logoutAtom);
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.error).toMatchObject({
      status: 500,
      body: { message: authMockMessages.fa.serverError },
    });
    expect(store.get(currentUserAtom)).toBeNull();
  });
});
