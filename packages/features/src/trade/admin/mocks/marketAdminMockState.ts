import type { components } from '../../../shared/api/schema.gen';
import { buildMarketPrice, buildReference } from './marketAdminFixtures';

/**
 * What the market prices' mock server remembers between calls within one story: a new price changes the
 * list, as on the real server. Stories reset it before they start (resetMarketAdminMocks).
 */
export const marketAdminMockState = {
  prices: [] as Array<components['schemas']['AdminMarketPrice']>,
  /** The calls the mock server answered, as "PUT /api/admin/markets/USDT-IRT/price". */
  requests: [] as string[],
};

/** Notes a call, so a story can check what the screen asked for. */
export function logRequest(request: Request): void {
  const url = new URL(request.url);
  marketAdminMockState.requests.push(`${request.method} ${url.pathname}${url.search}`);
}

/** Back to the fixtures: one market, priced by hand, whose reference the feed read 4 s ago. */
export function resetMarketAdminMocks(): void {
  marketAdminMockState.prices = [buildMarketPrice({ reference: buildReference() })];
  marketAdminMockState.requests = [];
}

resetMarketAdminMocks();
