import type { QueryClient } from '@tanstack/react-query';
import { refreshPagedList } from '../../../shared/query/pagedQuery';
import { queryKey } from '../../../shared/query/queryKeys';
import { adminVerificationQuery, type AdminVerification } from '../api/adminGetVerification';

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
