import { mockMessages, sayIn } from '../../shared/mocks/serverMessage';

/**
 * What the mock server answers on the admin screens, per `X-Locale`, from the server's own catalogue;
 * stories assert exactly these.
 */
export const adminMockMessages = mockMessages({
  validation: 'error.validation',
  notFound: 'error.notFound',
  notInReview: 'verification.notInReview',
  serverError: 'error.internal',
  required: 'validation.required',
  reasonTooLong: ['validation.maxLength', { limit: 500 }],
  priceTooLarge: ['market.priceTooLarge', { digits: 15 }],
});

export type AdminMockMessage = keyof (typeof adminMockMessages)['en'];

/** The message in the language the request asked for (default fa, like the server). */
export function sayAdmin(request: Request, key: AdminMockMessage): string {
  return sayIn(adminMockMessages, request, key);
}
