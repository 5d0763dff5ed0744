import { mockMessages, sayIn } from '../../shared/mocks/serverMessage';

/**
 * What the mock server answers on the trade screens, per `X-Locale`, from the server's own catalogue: the
 * balance refusal is the ledger's "Insufficient {currency} Balance!", a stale quote the trade module's words.
 */
export const tradeMockMessages = mockMessages({
  validation: 'error.validation',
  quoteExpired: 'trade.quoteExpired',
  quoteUsed: 'trade.quoteUsed',
  serverError: 'error.internal',
  insufficientIRT: ['ledger.insufficientBalance', { currency: 'IRT' }],
  insufficientUSDT: ['ledger.insufficientBalance', { currency: 'USDT' }],
  deskStockShort: ['ledger.deskStockShort', { amount: '1250.5', currency: 'USDT' }],
});

export type TradeMockMessage = keyof (typeof tradeMockMessages)['en'];

/** The message in the language the request asked for (default fa, like the server). */
export function sayTrade(request: Request, key: TradeMockMessage): string {
  return sayIn(tradeMockMessages, request, key);
}
