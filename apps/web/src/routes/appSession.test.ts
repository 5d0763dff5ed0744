import { afterEach, describe, expect, it, vi } from 'vitest';

// The API client resolves same-origin paths against `location`; give Node one before it exists.
vi.stubGlobal('location', { origin: 'http://app.test', href: 'http://app.test/' });
const { currentUserKey, endSession } = await import('@sarraf/features/shared');
const { buildUser } = await import('@sarraf/features/mocks');
const { queryClient } = await import('../store');
const { appSession } = await import('./appSession');
const { guardRoute } = await import('./guard');

const url = (path: string) => new URL(path, 'http://app.test');

describe('appSession: the guard reads the user the screens read', () => {
  afterEach(() => queryClient.clear());

  it('knows nobody until the user was fetched', () => {
    expect(appSession.isLoaded()).toBe(false);
    expect(appSession.isSignedIn()).toBe(false);
  });

  it('sees a change made through the query cache (a sign-in, a refreshed user) at once', async () => {
    queryClient.setQueryData(currentUserKey, buildUser({ role: 'admin', must_change_password: true }));
    expect(appSession.isSignedIn()).toBe(true);
    expect(appSession.isAdmin()).toBe(true);
    expect(appSession.needsPassword()).toBe(true);
    queryClient.setQueryData(currentUserKey, buildUser());
    expect(await guardRoute('admin', url('/admin/verifications'), appSession)).toBe('/');
  });

  it('lets a visitor whose session ended stay on /login instead of sending them to /', async () => {
    queryClient.setQueryData(currentUserKey, buildUser());
    expect(await guardRoute('guest', url('/login'), appSession)).toBe('/');
    await endSession(queryClient);
    expect(appSession.isLoaded()).toBe(true);
    expect(await guardRoute('guest', url('/login?redirect=%2Forders'), appSession)).toBeNull();
  });
});
