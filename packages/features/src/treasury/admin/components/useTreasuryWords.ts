import { formatAmount } from '@sarraf/ui';
import { isolateIdentifier } from '@sarraf/ui/format';
import { useTranslation } from 'react-i18next';
import { scaleOf } from '../../../entities/currency';
import { useDisplayLocale } from '../../../shared/hooks/useDisplayLocale';
import type { TreasuryMove } from '../api/adminListTreasuryMoves';
import '../i18n/registerTreasuryAdminI18n';

/** The words the desk board says a stock and a move with, in the reader's language and digits. */
export function useTreasuryWords() {
  const { t } = useTranslation('admin');
  const locale = useDisplayLocale();
  const currencyName = (currency: string) => t(`wallet.currencies.${currency}`, { defaultValue: currency });
  const amount = (value: string, currency: string) =>
    formatAmount(value, { locale, maxDecimals: scaleOf(currency) });
  const direction = (move: Pick<TreasuryMove, 'direction' | 'currency'>) =>
    t(`treasury.move.direction.${move.direction}_${move.currency}`);
  return {
    currencyName,
    /** "2,500" or "1,250.5": to the currency's scale (Toman whole, Tether 6), the reader's digits. */
    amount,
    /** Where the money goes, in words: "Into the stock from the hot wallet". */
    direction,
    /** "Into the stock from the hot wallet: 2,500 Tether": a move's accessible name. */
    name: (move: Pick<TreasuryMove, 'direction' | 'currency' | 'amount'>) =>
      t('treasury.move.name', {
        direction: direction(move),
        amount: amount(move.amount, move.currency),
        currency: currencyName(move.currency),
      }),
    /** "Move 12": a reference, so Latin digits, isolated, as the audit log writes it. */
    number: (id: number) => t('treasury.move.number', { id: isolateIdentifier(String(id)) }),
    /** An operator by name, or by email when they have none. */
    who: (user: TreasuryMove['proposed_by']) => user.name ?? user.email,
  };
}
