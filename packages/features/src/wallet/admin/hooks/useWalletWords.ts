import { formatAmount, toLocaleDigits } from '@sarraf/ui';
import { isolateIdentifier } from '@sarraf/ui/format';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../../shared/hooks/useDisplayLocale';
import type { Currency } from '../../../entities/currency';
import type { AdminWalletTransaction } from '../api/adminListWalletTransactions';
import '../i18n/registerWalletAdminI18n';
import { scaleOf } from '../../../entities/currency';

/**
 * Digits after the point an operator sees: Toman are whole, Tether to the contract's 6 decimals. Not the
 * 3 a person's screens show (spec 5): the operator pays out or credits the exact amount.
 */

/** The words the wallet desk says a transaction with, in the reader's language and digits. */
export function useWalletWords() {
  const { t } = useTranslation('admin');
  const locale = useDisplayLocale();
  const currencyName = (currency: Currency) => t(`wallet.currencies.${currency}`);
  return {
    currencyName,
    /** "2,500,000" (Persian digits in fa), to the operator's precision. */
    amount: (value: string, currency: Currency) =>
      formatAmount(value, { locale, maxDecimals: scaleOf(currency) }),
    /** "Toman deposit", "Tether withdrawal". */
    kind: (transaction: Pick<AdminWalletTransaction, 'type' | 'currency'>) =>
      t(`wallet.kinds.${transaction.type}`, { currency: currencyName(transaction.currency) }),
    /**
     * "No. 203": a transaction's number is a reference (read out to support, written in the audit log), so
     * Latin digits, isolated (ui format/README.md), as the person's screens and the audit log show it.
     */
    number: (id: number) => t('wallet.number', { id: isolateIdentifier(String(id)) }),
    /**
     * A count in a sentence, in the reader's digits. Not for identifiers (IBAN, account number, tracking
     * id): those are shown with `Identifier`, in Latin digits (ui format/README.md).
     */
    digits: (text: string) => toLocaleDigits(text, locale),
  };
}
