import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { isApi } from './staticWeb.js';

/**
 * The only inline `<style>` elements the web app creates, both from React Aria: `usePress` adds the first
 * to every page with a pressable (no tap delay), `usePreventScroll` the second while a modal is open on
 * iOS Safari. Allowed by hash, so no other inline style is; the test reads React Aria to keep these exact.
 */
export const REACT_ARIA_INLINE_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
] as const;

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The web app's policy: everything from this origin only. The build has no inline script, its CSS and fonts
 * are files under /assets, and React sets style props through the CSSOM, which CSP does not govern.
 * `blob:` images and media are the previews of files a person picks for identity verification. The captcha
 * is solved on the page's own thread (WebCrypto), so no worker needs to come from anywhere but here.
 */
export const WEB_APP_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", ...REACT_ARIA_INLINE_STYLES.map(hashSource)],
  'img-src': ["'self'", 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'"],
  'worker-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (helmet), HSTS only on requests that arrived over TLS (behind a trusted
 * proxy `request.protocol` reflects X-Forwarded-Proto), and `no-store` on every /api answer whose handler
 * did not choose its own caching. Headers that a route sets itself (the outbox page's and the downloads'
 * own CSP) win over these. Registered before every other hook, so refusals carry the headers too.
 *
 * helmet itself rather than @fastify/helmet: that plugin builds helmet's middleware again on every request
 * (parsing the CSP each time, about 25 times the cost of applying it), which the hot paths do not need.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const applyHelmet = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: WEB_APP_CSP },
      // The same-origin check of state-changing calls reads Origin; with `no-referrer` a browser sends
      // `Origin: null` on the app's own POSTs, and they would all be refused.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      applyHelmet(request.raw, reply.raw, () => undefined);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (isApi(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'security-headers' },
);
