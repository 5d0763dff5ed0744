import { mockMessages, sayIn } from '../../shared/mocks/serverMessage';

/** Seconds of the mocked resend cooldown (the server's `resend_in`). */
export const MOCK_RESEND_IN = 120;

/** Seconds of the mocked Retry-After on a refused resend. */
export const MOCK_RETRY_AFTER = 30;

/**
 * What the mock server answers in the sign-up and password flows, per `X-Locale`, from the server's own
 * catalogue; stories assert exactly these.
 */
export const flowMockMessages = mockMessages({
  otpSent: 'otp.sent',
  otpResent: 'otp.resent',
  resetSent: 'otp.resetSent',
  otpInvalid: 'otp.invalid',
  cooldown: ['otp.cooldown', { seconds: MOCK_RETRY_AFTER }],
  validation: 'error.validation',
  emailFormat: 'validation.format',
  emailTooLong: ['validation.maxLength', { limit: 254 }],
  passwordMismatch: 'password.mismatch',
  passwordCommon: 'password.common',
  currentPasswordWrong: 'password.currentWrong',
  tooManyRequests: ['error.tooManyRequests', { seconds: MOCK_RETRY_AFTER }],
  serverError: 'error.internal',
  unauthenticated: 'error.unauthenticated',
});

export type FlowMockMessage = keyof (typeof flowMockMessages)['en'];

/** The message in the language the request asked for (default fa, like the server). */
export function sayFlow(request: Request, key: FlowMockMessage): string {
  return sayIn(flowMockMessages, request, key);
}
