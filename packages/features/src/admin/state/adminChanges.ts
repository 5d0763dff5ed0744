import type { QueryClient } from '@tanstack/react-query';
import { marketsQuery } from '../../shared/markets/marketsQuery';
import { refreshPagedList } from '../../shared/query/pagedQuery';
import { queryKey } from '../../shared/query/queryKeys';
import { adminVerificationQuery, type AdminVerification } from '../api/adminGetVerification';
import { marketPricesQuery, type AdminMarketPrice } from '../api/adminListMarketPrices';

/** Every admin action is written to the audit log: a log loaded before it is out of date. */
const auditLog = queryKey('adminListAuditLog');

/**
 * A decision the server took: the submission as it now stands at once, and the queues (every status) and
 * the audit log reloaded, so going back to the queue never shows the decided submission in review.
 */
export async function verificationDecided(
  queryClient: QueryClient,
  verification: AdminVerification,
): Promise<void> {
  queryClient.setQueryData(adminVerificationQuery(verification.id!).queryKey, verification);
  await Promise.all([
    refreshPagedList(queryClient, queryKey('adminListVerifications')),
    refreshPagedList(queryClient, auditLog),
  ]);
}

/** The submission was decided elsewhere (409): load it as it now stands, and the queues with it. */
export async function verificationOutdated(queryClient: QueryClient, id: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminVerificationQuery(id).queryKey }),
    refreshPagedList(queryClient, queryKey('adminListVerifications')),
  ]);
}

/**
 * A price the server took: shown at once, then the list reloaded (it brings anything else that changed
 * meanwhile), and the public markets, whose prices it is, fetched again by whoever shows them.
 */
export async function marketPriceSet(queryClient: QueryClient, saved: AdminMarketPrice): Promise<void> {
  queryClient.setQueryData(marketPricesQuery.queryKey, (prices) =>
    prices?.map((price) => (price.pair === saved.pair ? saved : price)),
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: marketPricesQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: marketsQuery.queryKey }),
    refreshPagedList(queryClient, auditLog),
  ]);
}
