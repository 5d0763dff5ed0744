import { mockMessages, sayIn } from '../../shared/mocks/serverMessage';

/** Seconds the mocked server asks a person with too many reports waiting to wait (as the real one). */
export const MOCK_PENDING_RETRY_AFTER = 30;
/** Seconds of the mocked per-person request limit. */
export const MOCK_RATE_LIMIT_SECONDS = 42;
/** Reports one person may have waiting at once (the server's MAX_PENDING_REPORTS). */
export const MOCK_MAX_PENDING = 3;

/**
 * What the mock server answers on the reports screen, per `X-Locale`, from the server's own catalogue;
 * stories assert exactly these.
 */
export const reportsMockMessages = mockMessages({
  validation: 'error.validation',
  toBeforeFrom: 'report.toBeforeFrom',
  rangeTooLong: 'report.rangeTooLong',
  tooManyPending: ['report.tooManyPending', { count: MOCK_MAX_PENDING }],
  rateLimited: ['error.tooManyRequests', { seconds: MOCK_RATE_LIMIT_SECONDS }],
  notReady: 'report.notReady',
  notFound: 'error.notFound',
  serverError: 'error.internal',
});

export type ReportsMockMessage = keyof (typeof reportsMockMessages)['en'];

/** The message in the language the request asked for (default fa, like the server). */
export function sayReports(request: Request, key: ReportsMockMessage): string {
  return sayIn(reportsMockMessages, request, key);
}
