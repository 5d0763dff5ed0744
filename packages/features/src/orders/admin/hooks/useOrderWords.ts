import { formatAmount } from '@sarraf/ui';
import { isolateIdentifier } from '@sarraf/ui/format';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../../shared/hooks/useDisplayLocale';
import type { AdminOrder } from '../api/adminListOrders';
import '../i18n/registerOrdersAdminI18n';
import { scaleOf } from '../../../entities/currency';

/** The words the order desk says an order with, in the reader's language and digits. */
export function useOrderWords() {
  const { t } = useTranslation('admin');
  const locale = useDisplayLocale();
  const currencyName = (symbol: string) => t(`wallet.currencies.${symbol}`, { defaultValue: symbol });
  const amount = (value: string, symbol: string) =>
    formatAmount(value, { locale, maxDecimals: scaleOf(symbol) });
  return {
    currencyName,
    /** "92,150" or "8,655.453065": to the operator's precision, the reader's digits. */
    amount,
    /** "Tether buy", "Tether sell". */
    kind: (order: Pick<AdminOrder, 'side' | 'base_symbol'>) =>
      t(`orders.kinds.${order.side}`, { currency: currencyName(order.base_symbol) }),
    /** "No. 1042": a reference, so Latin digits, isolated (ui format/README.md), as the person's screens show it. */
    number: (id: number) => t('wallet.number', { id: isolateIdentifier(String(id)) }),
    /** "1 Tether = 92,150 Toman". */
    price: (order: Pick<AdminOrder, 'base_symbol' | 'quote_symbol'>, price: string) =>
      t('orders.price', {
        base: currencyName(order.base_symbol),
        price: amount(price, order.quote_symbol),
        quote: currencyName(order.quote_symbol),
      }),
    /** "0.3%", "۰٫۳٪". */
    percent: (value: string) =>
      `${formatAmount(value, { locale, maxDecimals: 4 })}${locale === 'fa' ? '\u066A' : '%'}`,
  };
}
