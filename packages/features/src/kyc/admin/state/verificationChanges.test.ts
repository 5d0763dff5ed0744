import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../shared/query/createQueryClient';
import { queryKey } from '../../../shared/query/queryKeys';
import { buildAdminIndividualVerification } from '../mocks/kycAdminFixtures';

// The client resolves same-origin paths against `location`; give Node one before the client exists.
vi.stubGlobal('location', { origin: 'http://app.test', href: 'http://app.test/' });
const { verificationDecided } = await import('./verificationChanges');
const { adminVerificationQuery } = await import('../api/adminGetVerification');

/** An infinite-query entry as a loaded list leaves it in the cache. */
const loadedList = { pages: [{ data: [], meta: {} }], pageParams: [1] };

describe('a verification decision refreshes what it changes', () => {
  it('a decision shows the decided submission and sends the queues and the audit log back to page 1', async () => {
    const queryClient = createQueryClient();
    const inReview = queryKey('adminListVerifications', { status: 'in_progress' });
    const verified = queryKey('adminListVerifications', { status: 'verified' });
    const audit = queryKey('adminListAuditLog');
    for (const key of [inReview, verified, audit]) queryClient.setQueryData(key, loadedList);
    const decided = buildAdminIndividualVerification({ status: 'verified' });

    await verificationDecided(queryClient, decided);

    expect(queryClient.getQueryData(adminVerificationQuery(decided.id!).queryKey)).toBe(decided);
    for (const key of [inReview, verified, audit]) expect(queryClient.getQueryData(key)).toBeUndefined();
  });
});
