import { mockMessages, sayIn } from '../../shared/mocks/serverMessage';

const serverSays = mockMessages({
  validation: 'error.validation',
  nationalCode: 'validation.nationalCode',
  companyNationalId: 'validation.companyNationalId',
  mobile: 'validation.mobile',
  inReview: 'verification.inReview',
  serverError: 'error.internal',
});

/**
 * What the mock server answers in the verification flows, per `X-Locale`: the server's own messages, and
 * the reason an operator wrote for a rejection (data, in the reviewer's words); stories assert exactly these.
 */
export const kycMockMessages = {
  fa: { ...serverSays.fa, rejectionReason: 'تصویر کارت ملی خوانا نیست.' },
  en: { ...serverSays.en, rejectionReason: 'The national card photo is not readable.' },
};

export type KycMockMessage = keyof (typeof kycMockMessages)['en'];

/** The message in the language the request asked for (default fa, like the server). */
export function sayKyc(request: Request, key: KycMockMessage): string {
  return sayIn(kycMockMessages, request, key);
}
