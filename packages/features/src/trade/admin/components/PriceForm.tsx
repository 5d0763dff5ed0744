import { AmountField, Button, Checkbox, FormErrorSummary, toAmount } from '@sarraf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/useForm';
import type { AdminMarketPrice } from '../api/adminListMarketPrices';
import { adminSetMarketPrice } from '../api/adminSetMarketPrice';
import '../i18n/registerTradeAdminI18n';
import { marketPriceSet } from '../state/marketPriceChanges';
import { validatePrices, type PriceField, type PriceValues } from '../rules/validatePrices';
import * as styles from './PriceForm.css';
import { scaleOf } from '../../../entities/currency';

export interface PriceFormProps {
  /** The pair's current price: the form starts from it, to be adjusted. */
  price: AdminMarketPrice;
  /** Called with the new price once the server took it, before the prices reload. */
  onSaved: (price: AdminMarketPrice) => void;
}

/** The pair's quote currency and the decimals a price in it may have (its scale). */
function quoteOf(pair: string): { symbol: string; decimals: number } {
  const symbol = pair.split('/')[1] ?? '';
  return { symbol, decimals: scaleOf(symbol) };
}

/**
 * Sets a pair's buy and sell price: both above zero, sell never above buy; the server's 422 on its fields. A
 * price further than the settings allow from the reference (or the price in force) is refused until the
 * operator ticks the confirmation, which the audit entry then records.
 */
export function PriceForm({ price, onSaved }: PriceFormProps) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const id = useId();
  const fieldIds: Record<PriceField, string> = { buy_price: `${id}-buy`, sell_price: `${id}-sell` };
  const form = useForm({
    namespace: 'admin',
    initialValues: (): PriceValues => ({
      buy_price: price.buy_price,
      sell_price: price.sell_price,
      confirm_far_price: false,
    }),
    validate: validatePrices,
    submit: (values) =>
      adminSetMarketPrice(price.pair, {
        buy_price: toAmount(values.buy_price),
        sell_price: toAmount(values.sell_price),
        ...(values.confirm_far_price && { confirm_far_price: true }),
      }),
    onSuccess: async (saved) => {
      onSaved(saved);
      await marketPriceSet(queryClient, saved);
    },
  });
  const quote = quoteOf(price.pair);
  const confirm = form.bind('confirm_far_price');
  const unit = quote.symbol === 'IRT' ? t('markets.toman') : quote.symbol;

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {t('markets.formTitle')}
      </h3>
      <FormErrorSummary
        title={form.failure ? t('markets.failedTitle') : t('markets.errorSummaryTitle')}
        errors={form.summary(fieldIds)}
        focusKey={form.refusals}
      />
      <div className={styles.fields}>
        <AmountField
          id={fieldIds.buy_price}
          label={t('markets.buyPrice')}
          name="buy_price"
          {...form.bind('buy_price')}
          maxDecimals={quote.decimals}
          unit={unit}
          description={t('markets.buyHint')}
          isRequired
        />
        <AmountField
          id={fieldIds.sell_price}
          label={t('markets.sellPrice')}
          name="sell_price"
          {...form.bind('sell_price')}
          maxDecimals={quote.decimals}
          unit={unit}
          description={t('markets.sellHint')}
          isRequired
        />
      </div>
      <Checkbox
        name="confirm_far_price"
        isSelected={confirm.value}
        onChange={confirm.onChange}
        isDisabled={confirm.isDisabled}
      >
        {t('markets.confirmFar')}
      </Checkbox>
      <Button type="submit" isPending={form.isPending} pendingLabel={t('markets.submitting')}>
        {t('markets.submit')}
      </Button>
    </form>
  );
}
