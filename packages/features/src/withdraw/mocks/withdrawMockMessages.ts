import { mockMessages, sayIn } from '../../shared/mocks/serverMessage';

const serverSays = mockMessages({
  validation: 'error.validation',
  invalid: 'validation.invalid',
  notFound: 'error.notFound',
  serverError: 'error.internal',
  busy: 'error.busy',
  codeRequired: 'secondFactor.codeRequired',
  codeWrong: 'secondFactor.codeWrong',
  requiredForMoney: 'secondFactor.requiredForMoney',
  secureSavedOnly: 'wallet.secureModeSavedOnly',
  // The server writes the moment in its own words; the mock's is only a stand-in.
  destinationWaiting: ['wallet.destinationWaiting', { until: '2036-03-22 10:30' }],
});

/**
 * What the mock server answers on the withdraw screens, per `X-Locale`: the server's own catalogue, and the
 * balance refusal whose English words the contract fixes ("Insufficient IRT Balance!", createIrtWithdraw).
 * The catalogue has no wallet messages yet; once it has the balance refusal, take it from there.
 */
export const withdrawMockMessages = {
  fa: {
    ...serverSays.fa,
    insufficientIRT: 'موجودی تومان کافی نیست!',
    insufficientUSDT: 'موجودی تتر کافی نیست!',
  },
  en: {
    ...serverSays.en,
    insufficientIRT: 'Insufficient IRT Balance!',
    insufficientUSDT: 'Insufficient USDT Balance!',
  },
};

export type WithdrawMockMessage = keyof (typeof withdrawMockMessages)['en'];

/** The message in the language the request asked for (default fa, like the server). */
export function sayWithdraw(request: Request, key: WithdrawMockMessage): string {
  return sayIn(withdrawMockMessages, request, key);
}
