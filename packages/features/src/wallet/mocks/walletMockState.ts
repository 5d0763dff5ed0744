import type { WalletTransaction } from './walletFixtures';

/** A deposit the mock server took: the key it came with and its form parts in the order they were sent. */
export interface ReceivedDeposit {
  idempotencyKey: string | null;
  /** The multipart part names in order (the receipt must come last: the server reads fields sent before it). */
  partNames: string[];
  fields: Record<string, string>;
  receiptName: string | null;
}

/**
 * What the mock server remembers between calls within one story: deposits sent (they join the history and
 * open in the detail), the answer given to each Idempotency-Key, and the calls it answered. Stories reset it
 * before they start (resetWalletMocks).
 */
export const walletMockState = {
  created: [] as WalletTransaction[],
  answered: new Map<string, WalletTransaction>(),
  deposits: [] as ReceivedDeposit[],
  /** The calls answered, as "GET /api/wallet/deposit-withdraw/trx?page=1&currency=IRT". */
  requests: [] as string[],
};

/** Notes a call, so a story can check what the screen asked for. */
export function logRequest(request: Request): void {
  const url = new URL(request.url);
  walletMockState.requests.push(`${request.method} ${url.pathname}${url.search}`);
}

/** Back to the fixtures alone. */
export function resetWalletMocks(): void {
  walletMockState.created = [];
  walletMockState.answered = new Map();
  walletMockState.deposits = [];
  walletMockState.requests = [];
}
