import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionExpiredRedirect, loginPathFor } from './createSessionExpiredRedirect';

describe('createSessionExpiredRedirect (spec section 4)', () => {
  let location: { pathname: string; search: string; key?: string } = {
    pathname: '/orders',
    search: '?status=Processing',
  };
  const requiresAuth = (pathname: string) => !['/login', '/landing'].includes(pathname);

  beforeEach(() => {
    vi.useFakeTimers();
    location = { pathname: '/orders', search: '?status=Processing' };
  });
  afterEach(() => vi.useRealTimers());

  function setup() {
    const navigate = vi.fn((to: string) => {
      const url = new URL(to, 'http://x');
      location = { pathname: url.pathname, search: url.search };
    });
    const onUnauthorized = createSessionExpiredRedirect({
      getLocation: () => location,
      requiresAuth,
      navigate,
    });
    return { navigate, onUnauthorized };
  }

  it('goes to /login with the original path and search after 1.5 s', () => {
    const { navigate, onUnauthorized } = setup();
    onUnauthorized({ schemaPath: '/api/user' });

    vi.advanceTimersByTime(1499);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?redirect=%2Forders%3Fstatus%3DProcessing');
  });

  it('schedules one redirect for a burst of 401s', () => {
    const { navigate, onUnauthorized } = setup();
    onUnauthorized({ schemaPath: '/api/user' });
    onUnauthorized({ schemaPath: '/api/user' });
    vi.advanceTimersByTime(1500);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a route that does not require auth', () => {
    location = { pathname: '/landing', search: '' };
    const { navigate, onUnauthorized } = setup();
    onUnauthorized({ schemaPath: '/api/user' });
    vi.advanceTimersByTime(5000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('drops the redirect when the user already left the protected area', () => {
    const { navigate, onUnauthorized } = setup();
    onUnauthorized({ schemaPath: '/api/user' });
    location = { pathname: '/login', search: '?redirect=%2Forders' };
    vi.advanceTimersByTime(1500);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('drops the redirect when the user logged in and came back to the same path within the delay', () => {
    location = { pathname: '/orders', search: '', key: 'first-visit' };
    const { navigate, onUnauthorized } = setup();
    onUnauthorized({ schemaPath: '/api/user' });
    // The guard sent them to /login; they logged in fast and the app took them back to /orders.
    location = { pathname: '/orders', search: '', key: 'after-login' };
    vi.advanceTimersByTime(1500);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('still redirects when the 401 came on the page the user is still on', () => {
    location = { pathname: '/orders', search: '', key: 'same' };
    const { navigate, onUnauthorized } = setup();
    onUnauthorized({ schemaPath: '/api/trade/order' });
    vi.advanceTimersByTime(1500);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?redirect=%2Forders');
  });

  it('ends the session right before the redirect, and only when it redirects', () => {
    const endSession = vi.fn();
    const navigate = vi.fn(() => expect(endSession).toHaveBeenCalledOnce());
    const onUnauthorized = createSessionExpiredRedirect({
      getLocation: () => location,
      requiresAuth,
      navigate,
      endSession,
    });
    onUnauthorized({ schemaPath: '/api/trade/order' });
    vi.advanceTimersByTime(1499);
    expect(endSession).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledOnce();

    location = { pathname: '/landing', search: '' };
    onUnauthorized({ schemaPath: '/api/user' });
    vi.advanceTimersByTime(1500);
    expect(endSession).toHaveBeenCalledOnce();
  });

  it('builds the login path with an encoded redirect', () => {
    expect(loginPathFor('/trade/USDT-IRT', '?side=buy&x=1')).toBe(
      '/login?redirect=%2Ftrade%2FUSDT-IRT%3Fside%3Dbuy%26x%3D1',
    );
  });
});
