import type { UnauthorizedListener } from './client';

/** Spec section 9: the redirect to login waits 1.5 s so the user can read what just failed. */
export const SESSION_EXPIRED_REDIRECT_DELAY_MS = 1500;

export interface SessionExpiredRedirectOptions {
  /**
   * Where the app is now (pathname and search, search with its leading "?" or empty), and the router's
   * key of this navigation when it has one.
   */
  getLocation(): { pathname: string; search: string; key?: string };
  /** Whether the route at this pathname requires a signed-in user (the app owns the route table). */
  requiresAuth(pathname: string): boolean;
  navigate(to: string): void;
  /**
   * Ends the session in the app (clears the signed-in user) right before the redirect: the guard would
   * otherwise still see the old user and send the visitor of /login on to / instead. @default undefined
   */
  endSession?(): void;
  /** @default 1500 */
  delayMs?: number;
}

/** `/login?redirect=<path+search>`, the place a signed-out user goes to come back afterwards. */
export function loginPathFor(pathname: string, search = ''): string {
  return `/login?${new URLSearchParams({ redirect: `${pathname}${search}` }).toString()}`;
}

/**
 * The 401 rule of spec section 4: on a 401 while the current route requires auth, go to
 * /login?redirect=<original path+search> after 1.5 s. Several 401s in a burst schedule one redirect, and the
 * redirect is dropped when the app has navigated meanwhile: the user left the protected area (the route
 * guard already sent them to /login), or even logged in and came back to the same path within the delay,
 * which must not send a signed-in user to /login (and from there, as a guest-only route, to /).
 */
export function createSessionExpiredRedirect(options: SessionExpiredRedirectOptions): UnauthorizedListener {
  const delayMs = options.delayMs ?? SESSION_EXPIRED_REDIRECT_DELAY_MS;
  let pending: ReturnType<typeof setTimeout> | undefined;

  return () => {
    const { pathname, search, key } = options.getLocation();
    if (pending !== undefined || !options.requiresAuth(pathname)) return;
    const target = loginPathFor(pathname, search);
    pending = setTimeout(() => {
      pending = undefined;
      const now = options.getLocation();
      const sameNavigation = key === undefined || now.key === key;
      if (sameNavigation && options.requiresAuth(now.pathname)) {
        options.endSession?.();
        options.navigate(target);
      }
    }, delayMs);
  };
}
