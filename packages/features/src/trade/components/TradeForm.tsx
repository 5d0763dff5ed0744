import { AmountField, Button, formatAmount, FormErrorSummary, ToggleButtonGroup } from '@sarraf/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import { useHeldFraction } from '../../entities/currency';
import '../i18n/registerTradeI18n';
import { maxAmount, type TradeSide } from '../rules/tradeAmount';
import * as styles from './tradePage.css';
import { useCurrencyName } from './useCurrencyName';
import type { TradeFlow } from './useTradeFlow';
import { scaleOf } from '../../entities/currency';

export interface TradeFormProps {
  flow: TradeFlow;
  side: TradeSide;
  onSideChange: (side: TradeSide) => void;
  /** What is paid and received (IRT and USDT for a Buy of Tether). */
  paidSymbol: string;
  receivedSymbol: string;
  /** The available balance of the paid currency. */
  available: string;
  /** The desk gives no price for this side now (MarketPausedBanner says why): "Get price" is off. */
  isClosed?: boolean;
}

/** Buy or Sell, the amount paid with the balance it comes from and a "max" fill, and "Get price". */
export function TradeForm({
  flow,
  side,
  onSideChange,
  paidSymbol,
  receivedSymbol,
  available,
  isClosed = false,
}: TradeFormProps) {
  const { t } = useTranslation('trade');
  const locale = useDisplayLocale();
  const currencyName = useCurrencyName();
  const heldFraction = useHeldFraction();
  const amountId = useId();
  const { quoteForm } = flow;
  const paid = currencyName(paidSymbol);

  return (
    <form className={styles.form} noValidate onSubmit={flow.getPrice}>
      {flow.dialog.isOpen ? null : (
        <FormErrorSummary
          title={quoteForm.failure ? t('form.failedTitle') : t('form.errorSummaryTitle')}
          errors={flow.summary(amountId)}
          focusKey={quoteForm.refusals}
        />
      )}
      <ToggleButtonGroup
        label={t('form.side')}
        isLabelHidden
        segments={[
          { id: 'Buy', label: t('form.buy'), tone: 'positive' },
          { id: 'Sell', label: t('form.sell'), tone: 'critical' },
        ]}
        value={side}
        onChange={(value) => onSideChange(value === 'Sell' ? 'Sell' : 'Buy')}
        isDisabled={quoteForm.isPending}
      />
      <AmountField
        // Another currency is paid on the other side: a field of its own scale.
        key={paidSymbol}
        id={amountId}
        label={t('form.amount')}
        name="amount"
        unit={paid}
        maxDecimals={scaleOf(paidSymbol)}
        maxValue={maxAmount(available, paidSymbol)}
        maxLabel={t('form.max')}
        description={[
          t('form.available', { amount: formatAmount(available, { locale }), unit: paid }),
          heldFraction(available),
        ]
          .filter(Boolean)
          .join(' ')}
        value={quoteForm.values.amount}
        onChange={flow.setAmount}
        errorMessage={flow.amountError}
        isDisabled={quoteForm.isPending}
        isRequired
      />
      <p className={styles.muted}>{t('form.hint', { paid, received: currencyName(receivedSymbol) })}</p>
      <Button type="submit" size="lg" fullWidth isDisabled={quoteForm.isPending || isClosed}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
