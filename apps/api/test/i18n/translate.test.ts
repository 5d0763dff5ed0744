import { describe, expect, it } from 'vitest';
import { messages, type MessageKey } from '../../src/i18n/messages.js';
import { localeFrom, t, waitMessage } from '../../src/i18n/translate.js';

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogue', () => {
  it('holds every key in both languages, with the same placeholders', () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.fa).sort());
    for (const key of Object.keys(messages.fa) as MessageKey[]) {
      expect(placeholdersOf(messages.en[key]), key).toEqual(placeholdersOf(messages.fa[key]));
    }
  });

  it('writes every number of a Persian message in Persian digits (format names such as MP4 aside)', () => {
    const latinNumber = /(?<![A-Za-z])[0-9]+/;
    const withLatinNumbers = Object.entries(messages.fa).filter(([, text]) => latinNumber.test(text));
    expect(withLatinNumbers).toEqual([]);
  });
});

describe('t', () => {
  it('writes number params in Persian digits in fa and Latin digits in en', () => {
    expect(t('fa', 'otp.cooldown', { seconds: 45 })).toBe('لطفاً ۴۵ ثانیه دیگر برای دریافت کد جدید صبر کنید.');
    expect(t('en', 'otp.cooldown', { seconds: 45 })).toBe(
      'Please wait 45 seconds before asking for a new code.',
    );
  });

  it('groups an amount in thousands as the screens do, and leaves other numbers alone', () => {
    const deposit = { amount: '25000000', currency: 'IRT' };
    expect(t('en', 'notification.deposit_approved.body', deposit)).toBe(
      'Your deposit of 25,000,000 IRT was approved and added to your balance.',
    );
    expect(t('fa', 'notification.deposit_approved.body', deposit)).toBe(
      'واریز ۲۵٬۰۰۰٬۰۰۰ تومان تأیید شد و به موجودی شما افزوده شد.',
    );
    const paidOut = { amount: '1234.5', sentAmount: '1233.5', feeAmount: '1', currency: 'USDT' };
    expect(t('en', 'notification.withdraw_paid.body', paidOut)).toBe(
      'Your withdrawal was paid: 1,233.5 USDT sent, and a fee of 1 USDT (1,234.5 USDT from your wallet).',
    );
    const filled = {
      id: '12345',
      paidAmount: '20000000',
      paidCurrency: 'IRT',
      receivedAmount: '217.006',
      receivedCurrency: 'USDT',
    };
    expect(t('en', 'notification.order_filled.body', filled)).toBe(
      'Your order #12345 was filled: you paid 20,000,000 IRT and received 217.006 USDT.',
    );
    expect(t('fa', 'notification.order_filled.body', filled)).toBe(
      'سفارش شمارهٔ \u206612345\u2069 شما انجام شد: ۲۰٬۰۰۰٬۰۰۰ تومان پرداخت کردید و ۲۱۷٫۰۰۶ تتر دریافت کردید.',
    );
  });

  it('keeps text params as they are', () => {
    expect(t('fa', 'upload.tooLarge', { field: 'live_video', size: 20 })).toBe(
      'حجم فایل live_video بیش از ۲۰ مگابایت است.',
    );
  });

  it('writes amounts, which travel as decimal strings, in the locale digits and decimal separator', () => {
    expect(t('fa', 'wallet.belowMinimumUSDT', { minimum: '12.5' })).toBe('حداقل برداشت ۱۲٫۵ تتر است.');
    expect(t('en', 'wallet.belowMinimumIRT', { minimum: '100000' })).toBe(
      'The smallest withdrawal is 100000 Toman.',
    );
  });

  it("names a currency as a reader of the language does, and keeps the spec's English", () => {
    expect(t('fa', 'ledger.insufficientBalance', { currency: 'IRT' })).toBe('موجودی تومان کافی نیست!');
    expect(t('en', 'ledger.insufficientBalance', { currency: 'IRT' })).toBe('Insufficient IRT Balance!');
    expect(t('fa', 'ledger.insufficientBalance', { currency: 'USDT' })).toBe('موجودی تتر کافی نیست!');
  });

  it('leaves a placeholder without a param visible rather than inventing a value', () => {
    expect(t('en', 'validation.maxLength')).toBe('At most {limit} characters are allowed.');
  });
});

describe('waitMessage', () => {
  const keys = { seconds: 'auth.lockedOutOneMinute', minutes: 'auth.lockedOut' } as const;

  it('says a wait of a minute or less in seconds', () => {
    expect(waitMessage(60, { seconds: 'otp.cooldown', minutes: 'otp.cooldownMinutes' })).toEqual({
      key: 'otp.cooldown',
      params: { seconds: 60 },
    });
  });

  it('says a longer wait in whole minutes, rounded up, in the locale digits', () => {
    const wait = waitMessage(14 * 60 + 1, keys);
    expect(wait).toEqual({ key: 'auth.lockedOut', params: { minutes: 15 } });
    expect(t('fa', wait.key, wait.params)).toContain('تا ۱۵ دقیقهٔ دیگر');
    expect(t('en', wait.key, wait.params)).toContain('for 15 more minutes');
  });
});

describe('localeFrom', () => {
  it.each([
    ['en', 'en'],
    ['fa', 'fa'],
    ['de', 'fa'],
    [undefined, 'fa'],
  ])('%s -> %s', (header, locale) => {
    expect(localeFrom(header)).toBe(locale);
  });
});
