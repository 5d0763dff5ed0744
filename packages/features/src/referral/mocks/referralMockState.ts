/**
 * What the referral mock server remembers within one story: the calls it answered, in order, so a story
 * can check what the screen asked for (a retry, page 2).
 */
export const referralMockState = {
  /** The calls answered, as "GET /api/referrals?page=2". */
  requests: [] as string[],
};

/** Notes a call. */
export function logRequest(request: Request): void {
  const url = new URL(request.url);
  referralMockState.requests.push(`${request.method} ${url.pathname}${url.search}`);
}

/** How many times a path was asked for during this story. */
export function callsTo(pathname: string): number {
  return referralMockState.requests.filter((line) => line.split(' ')[1]?.split('?')[0] === pathname).length;
}

/** Forgets the calls of the previous story. */
export function resetReferralMocks(): void {
  referralMockState.requests = [];
}
