import { mockMessages, sayIn } from '../../../shared/mocks/serverMessage';

/**
 * What the mock server answers on the review desk's screens, per `X-Locale`, from the server's own catalogue;
 * stories assert exactly these.
 */
export const kycAdminMockMessages = mockMessages({
  validation: 'error.validation',
  notFound: 'error.notFound',
  notInReview: 'verification.notInReview',
  serverError: 'error.internal',
  required: 'validation.required',
  reasonTooLong: ['validation.maxLength', { limit: 500 }],
});

export type KycAdminMockMessage = keyof (typeof kycAdminMockMessages)['en'];

/** The message in the language the request asked for (default fa, like the server). */
export function sayKycAdmin(request: Request, key: KycAdminMockMessage): string {
  return sayIn(kycAdminMockMessages, request, key);
}
