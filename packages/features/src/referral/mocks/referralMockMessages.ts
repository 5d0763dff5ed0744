import { mockMessages, sayIn } from '../../shared/mocks/serverMessage';

/**
 * What the mock server answers on the referral screens, per `X-Locale`, from the server's own catalogue;
 * stories assert exactly these.
 */
export const referralMockMessages = mockMessages({ serverError: 'error.internal' });

export type ReferralMockMessage = keyof (typeof referralMockMessages)['en'];

/** The message in the language the request asked for (default fa, like the server). */
export function sayReferral(request: Request, key: ReferralMockMessage): string {
  return sayIn(referralMockMessages, request, key);
}
