import { formatAmount, type DetailItem, type DisplayLocale } from '@sarraf/ui';
import type { TFunction } from 'i18next';
import { HeldAmountText } from '../../entities/currency/components';
import type { QuoteFigures } from '../rules/quoteFigures';
import { percentText } from './formatFigures';

/**
 * The rows of the confirm dialog (spec section 2): what is paid and received, the price as
 * "1 USDT = price IRT", and the fee with its currency and percent; currencies by the reader's names.
 */
export function quoteItems(
  figures: QuoteFigures,
  {
    t,
    locale,
    currencyName,
  }: { t: TFunction; locale: DisplayLocale; currencyName: (code: string) => string },
): DetailItem[] {
  return [
    {
      id: 'pay',
      label: t('trade:quote.pay'),
      // Selling a whole Tether balance pays all of it (130.203864): the 3 decimals shown say so.
      value: <HeldAmountText value={figures.paid.amount} symbol={currencyName(figures.paid.symbol)} />,
    },
    {
      id: 'receive',
      label: t('trade:quote.receive'),
      value: (
        <HeldAmountText
          value={figures.received.amount}
          symbol={currencyName(figures.received.symbol)}
          size="large"
        />
      ),
    },
    {
      id: 'price',
      label: t('trade:quote.price'),
      value: t('trade:quote.priceValue', {
        base: currencyName(figures.base),
        price: formatAmount(figures.price, { locale }),
        quote: currencyName(figures.quote),
      }),
    },
    {
      id: 'fee',
      label: t('trade:quote.fee'),
      // The fee is in Toman on both sides: out of what a Buy pays, out of what a Sell receives. Said here, so
      // nobody reads "pay 50,000,000, fee 125,000" as 50,125,000 leaving the wallet.
      value: t(
        figures.fee.symbol === figures.paid.symbol
          ? 'trade:quote.feeFromPaid'
          : 'trade:quote.feeFromReceived',
        {
          amount: formatAmount(figures.fee.amount, { locale }),
          unit: currencyName(figures.fee.symbol),
          percent: percentText(figures.fee.percent, locale),
        },
      ),
    },
  ];
}
