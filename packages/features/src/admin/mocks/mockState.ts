import type { components } from '../../shared/api/schema.gen';
import { buildMarketPrice, buildReviewDesk, type AdminVerification } from './adminFixtures';

/**
 * What the mock server remembers between calls within one story: decisions change the queue and a new
 * price changes the list, as on the real server. Stories reset it before they start (resetAdminMocks).
 */
export const mockState = {
  verifications: new Map<number, AdminVerification>(),
  prices: [] as Array<components['schemas']['AdminMarketPrice']>,
  /** The calls the mock server answered, as "GET /api/admin/verifications?status=verified&page=1". */
  requests: [] as string[],
};

/** Notes a call, so a story can check what the screen asked for (the filter, the page, the body's target). */
export function logRequest(request: Request): void {
  const url = new URL(request.url);
  mockState.requests.push(`${request.method} ${url.pathname}${url.search}`);
}

/** Back to the fixtures: 35 submissions in review, 4 verified, 2 rejected; one market. */
export function resetAdminMocks(): void {
  mockState.verifications = new Map(
    buildReviewDesk().map((verification) => [verification.id!, verification]),
  );
  mockState.prices = [buildMarketPrice()];
  mockState.requests = [];
}

resetAdminMocks();
