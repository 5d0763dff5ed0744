import { mockMessages, sayIn } from '../../shared/mocks/serverMessage';

const serverSays = mockMessages({
  validation: 'error.validation',
  serverError: 'error.internal',
  notFound: 'error.notFound',
  busy: 'error.busy',
  trackingIdFormat: 'validation.format',
  receiptType: 'upload.documentType',
  receiptTooLarge: ['upload.tooLarge', { field: 'receipt', size: 5 }],
  verificationRequired: 'wallet.verificationRequired',
  requiredForMoney: 'secondFactor.requiredForMoney',
});

/**
 * What the mock server answers on the wallet screens, per `X-Locale`: the server's own messages, and what
 * people wrote (an operator's rejection reason, a deposit's description), which is data, not a message.
 */
export const walletMockMessages = {
  fa: {
    ...serverSays.fa,
    rejectReason: 'نام صاحب حساب شبا با نام شما یکسان نیست.',
    depositNote: 'واریز برای خرید تتر',
  },
  en: {
    ...serverSays.en,
    rejectReason: 'The IBAN holder’s name does not match your name.',
    depositNote: 'Deposit to buy Tether',
  },
};

export type WalletMockMessage = keyof (typeof walletMockMessages)['en'];

/** The message in the language the request asked for (default fa, like the server). */
export function sayWallet(request: Request, key: WalletMockMessage): string {
  return sayIn(walletMockMessages, request, key);
}
