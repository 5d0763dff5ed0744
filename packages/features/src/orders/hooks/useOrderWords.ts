import { formatAmount, toLocaleDigits } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import type { Order } from '../../entities/order';
import '../i18n/registerOrdersI18n';

/** The words the orders screens say an order with, in the reader's language and digits. */
export function useOrderWords() {
  const { t } = useTranslation('orders');
  const locale = useDisplayLocale();
  /** A currency as the reader names it (تتر, تومان on a Persian page); its symbol when it has no name. */
  const currencyName = (symbol: string) => t(`common:currency.${symbol}`, { defaultValue: symbol });
  return {
    locale,
    currencyName,
    /** "Buy Tether", "Sell Tether": what the order does, to which currency. */
    title: (order: Pick<Order, 'side' | 'base_symbol'>) =>
      t('sideOf', {
        side: t(`side.${order.side}`, { defaultValue: order.side }),
        currency: currencyName(order.base_symbol),
      }),
    /** "No. 1042" in the reader's digits. */
    number: (id: number) => t('number', { id: toLocaleDigits(String(id), locale) }),
    /** An id as the reader writes numbers: 1042, ۱۰۴۲. */
    digits: (id: number) => toLocaleDigits(String(id), locale),
    /** "1 Tether = 92,150 Toman" (spec section 2). */
    price: (order: Pick<Order, 'base_symbol' | 'quote_symbol'>, price: string) =>
      t('price', {
        base: currencyName(order.base_symbol),
        price: formatAmount(price, { locale }),
        quote: currencyName(order.quote_symbol),
      }),
    /** A percent in the reader's digits and sign: "0.3%", "۰٫۳٪" (U+066A after Persian digits). */
    percent: (value: string) =>
      `${formatAmount(value, { locale, maxDecimals: 4 })}${locale === 'fa' ? '\u066A' : '%'}`,
  };
}
