import { buildReviewDesk, type AdminVerification } from './kycAdminFixtures';

/**
 * What the review desk's mock server remembers between calls within one story: decisions change the queue,
 * as on the real server. Stories reset it before they start (resetKycAdminMocks).
 */
export const kycAdminMockState = {
  verifications: new Map<number, AdminVerification>(),
  /** The calls the mock server answered, as "GET /api/admin/verifications?status=verified&page=1". */
  requests: [] as string[],
};

/** Notes a call, so a story can check what the screen asked for (the filter, the page, the body's target). */
export function logRequest(request: Request): void {
  const url = new URL(request.url);
  kycAdminMockState.requests.push(`${request.method} ${url.pathname}${url.search}`);
}

/** Back to the fixtures: 35 submissions in review, 4 verified, 2 rejected. */
export function resetKycAdminMocks(): void {
  kycAdminMockState.verifications = new Map(
    buildReviewDesk().map((verification) => [verification.id!, verification]),
  );
  kycAdminMockState.requests = [];
}

resetKycAdminMocks();
