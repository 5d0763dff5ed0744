import { formatAmount } from '@sarraf/ui';
import { isolateIdentifier } from '@sarraf/ui/format';
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
    /**
     * "No. 1042". An order's number is what people quote to support, so it is an identifier by the digit
     * rule (ui format/README.md): Latin digits, isolated, in both languages, as the desk and the audit log
     * show it.
     */
    number: (id: number) => t('number', { id: isolateIdentifier(String(id)) }),
    /** The order's number alone, for a sentence ("Order 1042"): Latin digits, isolated. */
    reference: (id: number) => isolateIdentifier(String(id)),
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
