import { call, session, XHR, type TestContext } from '../../helpers/buildTestApp.js';

/**
 * The operator's reads and updates of the desk's settings, for a test whose app and operator session are
 * made in its `beforeAll` (and the session renewed after the clock moves): both are read at each call.
 */
export function settingsCalls(ctx: () => TestContext, admin: () => string) {
  return {
    settings: () =>
      call(ctx().app, 'adminGetSettings', {
        method: 'GET',
        url: '/api/admin/settings',
        cookies: session(admin()),
      }),
    update: (payload: object) =>
      call(ctx().app, 'adminUpdateSettings', {
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { ...XHR, 'x-locale': 'en' },
        cookies: session(admin()),
        payload,
      }),
  };
}
