import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  guardRoute,
  homeTarget,
  needsPassword,
  skipGuardOnce,
  unknownPathTarget,
  type Session,
} from './guard';

/** A session whose server answers `serverUser` to the user fetch. */
function fakeSession(state: {
  signedIn: boolean;
  loaded: boolean;
  serverSaysSignedIn: boolean | Error;
  admin?: boolean;
  needsPassword?: boolean;
}) {
  const refresh = vi.fn(async () => {
    if (state.serverSaysSignedIn instanceof Error) throw state.serverSaysSignedIn;
    state.signedIn = state.serverSaysSignedIn;
    state.loaded = true;
    return state.signedIn;
  });
  const session: Session = {
    isSignedIn: () => state.signedIn,
    isLoaded: () => state.loaded,
    isAdmin: () => state.signedIn && state.admin === true,
    needsPassword: () => state.signedIn && state.needsPassword === true,
    refresh,
  };
  return { session, refresh };
}

const url = (path: string) => new URL(path, 'http://app.test');

describe('guardRoute (spec section 2)', () => {
  beforeEach(async () => {
    // Drain a skip left by a previous test.
    await guardRoute(
      'public',
      url('/landing'),
      fakeSession({ signedIn: false, loaded: true, serverSaysSignedIn: false }).session,
    );
  });

  it('sends an account with a one-time password to set its own, from any signed-in route', async () => {
    const { session } = fakeSession({
      signedIn: true,
      loaded: true,
      serverSaysSignedIn: true,
      admin: true,
      needsPassword: true,
    });
    expect(await guardRoute('admin', url('/admin'), session)).toBe('/user/password-set');
    expect(await guardRoute('auth', url('/panel'), session)).toBe('/user/password-set');
    expect(await guardRoute('auth', url('/user/password-set'), session)).toBeNull();
    expect(await homeTarget(session)).toBe('/user/password-set');
  });

  it('brings a newcomer who left the password step back to it, from home, guest and auth routes', async () => {
    // Back from /user/password-set lands on /sign-up (guest only): that sends to /, and / to the password.
    const { session } = fakeSession({
      signedIn: true,
      loaded: true,
      serverSaysSignedIn: true,
      needsPassword: true,
    });
    expect(await guardRoute('guest', url('/sign-up'), session)).toBe('/');
    expect(await homeTarget(session)).toBe('/user/password-set');
    expect(await guardRoute('auth', url('/profile'), session)).toBe('/user/password-set');
    expect(await guardRoute('public', url('/landing'), session)).toBeNull();
  });

  it('fetches the user first on an auth route, and lets a signed-in user through', async () => {
    const { session, refresh } = fakeSession({ signedIn: false, loaded: false, serverSaysSignedIn: true });
    expect(await guardRoute('auth', url('/orders'), session)).toBeNull();
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('sends a still-unauthenticated visitor to /login with the path and search as redirect', async () => {
    const { session } = fakeSession({ signedIn: false, loaded: false, serverSaysSignedIn: false });
    expect(await guardRoute('auth', url('/trade/USDT-IRT?side=buy'), session)).toBe(
      '/login?redirect=%2Ftrade%2FUSDT-IRT%3Fside%3Dbuy',
    );
  });

  it('treats a failing user fetch as signed out', async () => {
    const { session } = fakeSession({
      signedIn: false,
      loaded: false,
      serverSaysSignedIn: new Error('offline'),
    });
    expect(await guardRoute('auth', url('/panel'), session)).toBe('/login?redirect=%2Fpanel');
  });

  it('does not fetch again when a user is loaded', async () => {
    const { session, refresh } = fakeSession({ signedIn: true, loaded: true, serverSaysSignedIn: true });
    expect(await guardRoute('auth', url('/panel'), session)).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('sends a signed-in user away from guest-only routes to /', async () => {
    const { session } = fakeSession({ signedIn: true, loaded: true, serverSaysSignedIn: true });
    expect(await guardRoute('guest', url('/login'), session)).toBe('/');
  });

  it('finds out once on a guest route whether someone is signed in, then trusts the store', async () => {
    const { session, refresh } = fakeSession({ signedIn: false, loaded: false, serverSaysSignedIn: false });
    expect(await guardRoute('guest', url('/sign-up'), session)).toBeNull();
    expect(await guardRoute('guest', url('/login'), session)).toBeNull();
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('lets exactly one navigation skip the guard after skipGuardOnce()', async () => {
    const { session } = fakeSession({ signedIn: false, loaded: true, serverSaysSignedIn: false });
    skipGuardOnce();
    expect(await guardRoute('auth', url('/user/password-set'), session)).toBeNull();
    expect(await guardRoute('auth', url('/user/password-set'), session)).toBe(
      '/login?redirect=%2Fuser%2Fpassword-set',
    );
  });

  it('sends a signed-out visitor of an admin route to /login, after fetching the user', async () => {
    const { session, refresh } = fakeSession({ signedIn: false, loaded: false, serverSaysSignedIn: false });
    expect(await guardRoute('admin', url('/admin/verifications?status=in_progress'), session)).toBe(
      '/login?redirect=%2Fadmin%2Fverifications%3Fstatus%3Din_progress',
    );
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('sends a signed-in user without the admin role from an admin route to /', async () => {
    const { session } = fakeSession({ signedIn: true, loaded: true, serverSaysSignedIn: true });
    expect(await guardRoute('admin', url('/admin/verifications'), session)).toBe('/');
  });

  it('lets an admin through to an admin route once the user is fetched', async () => {
    const { session } = fakeSession({
      signedIn: false,
      loaded: false,
      serverSaysSignedIn: true,
      admin: true,
    });
    expect(await guardRoute('admin', url('/admin/verifications/7'), session)).toBeNull();
  });

  it('never redirects public routes', async () => {
    const { session } = fakeSession({ signedIn: true, loaded: true, serverSaysSignedIn: true });
    expect(await guardRoute('public', url('/landing'), session)).toBeNull();
  });
});

describe('needsPassword', () => {
  it('is true without a password yet and with a one-time password, false once the person chose one', () => {
    expect(needsPassword({ has_password: false, must_change_password: false })).toBe(true);
    expect(needsPassword({ has_password: true, must_change_password: true })).toBe(true);
    expect(needsPassword({ has_password: true, must_change_password: false })).toBe(false);
  });
});

describe('home and unknown paths', () => {
  it('/ goes to the back office for an operator', async () => {
    expect(
      await homeTarget(
        fakeSession({ signedIn: true, loaded: true, serverSaysSignedIn: true, admin: true }).session,
      ),
    ).toBe('/admin');
    expect(
      await homeTarget(
        fakeSession({ signedIn: false, loaded: false, serverSaysSignedIn: true, admin: true }).session,
      ),
    ).toBe('/admin');
  });

  it('/ goes to /panel when signed in, /landing otherwise', async () => {
    expect(
      await homeTarget(fakeSession({ signedIn: true, loaded: true, serverSaysSignedIn: true }).session),
    ).toBe('/panel');
    expect(
      await homeTarget(fakeSession({ signedIn: false, loaded: false, serverSaysSignedIn: false }).session),
    ).toBe('/landing');
    expect(
      await homeTarget(fakeSession({ signedIn: false, loaded: false, serverSaysSignedIn: true }).session),
    ).toBe('/panel');
  });

  it('any other path goes to / when signed in, /landing otherwise', async () => {
    expect(
      await unknownPathTarget(
        fakeSession({ signedIn: true, loaded: true, serverSaysSignedIn: true }).session,
      ),
    ).toBe('/');
    expect(
      await unknownPathTarget(
        fakeSession({ signedIn: false, loaded: true, serverSaysSignedIn: true }).session,
      ),
    ).toBe('/landing');
  });
});
