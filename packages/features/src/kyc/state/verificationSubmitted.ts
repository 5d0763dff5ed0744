import type { QueryClient } from '@tanstack/react-query';
import { invalidateCurrentUser } from '../../shared/session/currentUser';
import { verificationQuery, type Verification } from '../api/getVerification';

/**
 * What a submission the server took changes: the submission itself (its answer is the new one), and, once
 * it went to review, the signed-in user, whose verification status the profile banner and the guard read.
 * The user is fetched again at once rather than at the next reload.
 */
export async function verificationSubmitted(
  queryClient: QueryClient,
  verification: Verification,
): Promise<void> {
  queryClient.setQueryData(verificationQuery.queryKey, verification);
  if (verification.status !== 'not_verified') await invalidateCurrentUser(queryClient);
}
