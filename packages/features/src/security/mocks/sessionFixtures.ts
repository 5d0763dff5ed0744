import type { LoginEvent } from '../api/getLoginHistory';
import type { SessionSummary } from '../api/listSessions';

/** A live session as GET /api/user/sessions lists it; by default another phone, used a day ago. */
export function buildSession(overrides: Partial<SessionSummary> = {}): SessionSummary {
  return {
    id: 2,
    browser: 'Safari 18',
    os: 'iOS 18.1',
    ip: '2a01:5ec0:1004:3f1::1b',
    created_at: '2029-12-20T21:40:00+03:30',
    last_seen_at: '2030-01-02T19:05:00+03:30',
    current: false,
    ...overrides,
  };
}

/** The session of the story's own requests: the phone in hand, first in the list. */
export const THIS_SESSION = buildSession({
  id: 1,
  browser: 'Chrome 131',
  os: 'Android 14',
  ip: '5.120.33.9',
  created_at: '2030-01-01T08:00:00+03:30',
  last_seen_at: '2030-01-03T10:15:00+03:30',
  current: true,
});

/** This phone, an iPhone and a desk computer, as the server orders them (this one, then by last use). */
export const SEVERAL_SESSIONS: readonly SessionSummary[] = [
  THIS_SESSION,
  buildSession(),
  buildSession({
    id: 3,
    browser: 'Firefox 133',
    os: 'Windows 10',
    ip: '91.98.12.200',
    created_at: '2029-12-05T09:12:00+03:30',
    last_seen_at: '2029-12-28T16:30:00+03:30',
  }),
];

/**
 * What a User-Agent can make of the names: a long browser and system, a full IPv6 address, and a device
 * the server could not name at all. A 360 px phone must show them all without going wider.
 */
export const LONG_SESSIONS: readonly SessionSummary[] = [
  buildSession({
    ...THIS_SESSION,
    browser: 'Samsung Internet for Android 26',
    os: 'Android 14 (One UI 6.1, build UP1A.231005.007.S918BXXS5CXK1)',
    ip: '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
  }),
  buildSession({
    id: 4,
    browser: 'Microsoft Edge WebView2 Runtime 131',
    os: 'Linux x86_64 (Ubuntu 24.04.1 LTS, kernel 6.8.0-49-generic)',
    ip: '2a01:05ec:c000:1004:03f1:0000:0000:001b',
  }),
  buildSession({ id: 5, browser: null, os: null, ip: null }),
];

/** An attempt on the account as GET /api/user/login-history lists it; by default a sign-in from this phone. */
export function buildLoginEvent(overrides: Partial<LoginEvent> = {}): LoginEvent {
  return {
    at: '2030-01-03T10:14:00+03:30',
    outcome: 'signed_in',
    new_device: false,
    browser: 'Chrome 131',
    os: 'Android 14',
    ip: '5.120.33.9',
    ...overrides,
  };
}

/** One of each outcome, newest first, the failed attempts from a browser new to the account. */
export const EVERY_OUTCOME: readonly LoginEvent[] = [
  buildLoginEvent(),
  buildLoginEvent({
    at: '2030-01-02T23:47:00+03:30',
    outcome: 'locked',
    new_device: true,
    browser: 'Firefox 128',
    os: 'Linux',
    ip: '185.220.101.4',
  }),
  buildLoginEvent({
    at: '2030-01-02T23:41:00+03:30',
    outcome: 'wrong_code',
    new_device: true,
    browser: 'Firefox 128',
    os: 'Linux',
    ip: '185.220.101.4',
  }),
  buildLoginEvent({
    at: '2030-01-02T23:38:00+03:30',
    outcome: 'wrong_password',
    new_device: true,
    browser: 'Firefox 128',
    os: 'Linux',
    ip: '185.220.101.4',
  }),
  buildLoginEvent({
    at: '2029-12-20T21:40:00+03:30',
    new_device: true,
    browser: 'Safari 18',
    os: 'iOS 18.1',
    ip: '2a01:5ec0:1004:3f1::1b',
  }),
];

/** A month of sign-ins, more than the card shows at first: one a day at nine, newest first. */
export const MANY_SIGN_INS: readonly LoginEvent[] = Array.from({ length: 14 }, (_, index) =>
  buildLoginEvent({
    at: `2030-01-${String(14 - index).padStart(2, '0')}T09:00:00+03:30`,
    outcome: index % 5 === 3 ? 'wrong_password' : 'signed_in',
  }),
);

/** Sign-ins with the long names and addresses of LONG_SESSIONS. */
export const LONG_SIGN_INS: readonly LoginEvent[] = LONG_SESSIONS.map((session, index) =>
  buildLoginEvent({
    at: session.created_at,
    outcome: index === 1 ? 'wrong_code' : 'signed_in',
    new_device: index > 0,
    browser: session.browser,
    os: session.os,
    ip: session.ip,
  }),
);
