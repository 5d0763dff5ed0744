import { loginPathFor } from '@sarraf/features/shared';
import { appPaths } from '@sarraf/routes';

/** Who may see a route (spec section 2; `admin` is our back office: a signed-in user with the admin role). */
export type Access = 'auth' | 'guest' | 'public' | 'admin';

/** What the guard needs to know about the session; the app binds it to the jotai store. */
export interface Session {
  isSignedIn(): boolean;
  isLoaded(): boolean;
  /** Whether the signed-in user has the admin role. */
  isAdmin(): boolean;
  /**
   * Whether the signed-in user must set a password before anything else: an account made by sign-up that
   * has none yet (the person left the password step), or one made with a one-time password.
   */
  needsPassword(): boolean;
  /** Fetches the user; resolves whether someone is signed in. Failures count as signed out. */
  refresh(): Promise<boolean>;
}

const PASSWORD_SET = appPaths.passwordSet;

/** An operator's home: the back office, which sends them on to its first screen. */
const ADMIN_HOME = appPaths.adminHome;

/**
 * Whether this user must set a password before using the app: sign-up made the account and started a
 * session before the password step (`has_password` false until then), or an operator account still has
 * its one-time password (`must_change_password`).
 */
export function needsPassword(user: { has_password: boolean; must_change_password: boolean }): boolean {
  return user.must_change_password || !user.has_password;
}

let skipNextGuard = false;

/**
 * Lets the next navigation through the guard pass unchecked, once (spec section 2): for a redirect the
 * app knows to be right although the session state has not caught up yet.
 */
export function skipGuardOnce(): void {
  skipNextGuard = true;
}

function consumeSkip(): boolean {
  const skip = skipNextGuard;
  skipNextGuard = false;
  return skip;
}

async function signedIn(session: Session, fetchWhenUnknown: boolean): Promise<boolean> {
  if (session.isSignedIn()) return true;
  if (!fetchWhenUnknown) return false;
  return session.refresh().catch(() => false);
}

/**
 * The route guard (spec section 2). Resolves where to go instead, or null to stay:
 * - auth route, no user loaded: fetch the user first; still nobody -> /login?redirect=<path+search>;
 * - guest-only route while signed in -> / (the user is fetched once if it never was, to know);
 * - admin route: as an auth route, then a signed-in user without the admin role -> / (the server answers
 *   403 to every admin call anyway; this only keeps people off screens they cannot use);
 * - auth or admin route of an account that needs a password -> /user/password-set, so an account left
 *   without one at sign-up is neither usable nor forgotten: the person is brought back to set it;
 * - public route: never redirected nor delayed;
 * - a pending skipGuardOnce() lets this one navigation through.
 */
export async function guardRoute(access: Access, url: URL, session: Session): Promise<string | null> {
  if (consumeSkip()) return null;
  if (access === 'auth' || access === 'admin') {
    if (!(await signedIn(session, true))) return loginPathFor(url.pathname, url.search);
    // A one-time password gets 403 on everything else from the server; an account without any password
    // must not be used as if sign-up were done. Either way, take the person where they can finish it.
    if (session.needsPassword() && url.pathname !== PASSWORD_SET) return PASSWORD_SET;
    return access === 'admin' && !session.isAdmin() ? appPaths.home : null;
  }
  if (access === 'guest') {
    return (await signedIn(session, !session.isLoaded())) ? appPaths.home : null;
  }
  return null;
}

/** `/`: the wallet for a signed-in user (the back office for an operator), the landing page otherwise. */
export async function homeTarget(session: Session): Promise<string> {
  if (!(await signedIn(session, !session.isLoaded()))) return appPaths.landing;
  if (session.needsPassword()) return PASSWORD_SET;
  return session.isAdmin() ? ADMIN_HOME : appPaths.panel;
}

/** Any unknown path: / when signed in, /landing otherwise. */
export async function unknownPathTarget(session: Session): Promise<string> {
  return (await signedIn(session, !session.isLoaded())) ? appPaths.home : appPaths.landing;
}
