import { AmountField, Button, FormErrorSummary, RadioGroup } from '@sarraf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/useForm';
import type { AdminMarketPrice } from '../api/adminListMarketPrices';
import { adminSetMarketControls } from '../api/adminSetMarketControls';
import '../i18n/registerTradeAdminI18n';
import { spreadOf, validatePricing, type PricingField, type PricingValues } from '../rules/validatePricing';
import { marketPriceSet } from '../state/marketPriceChanges';
import * as styles from './PriceForm.css';

export interface PricingFormProps {
  price: AdminMarketPrice;
  onSaved: (price: AdminMarketPrice) => void;
}

/**
 * Manual or automatic prices for a pair, and the spreads an automatic price adds to the reference (basis
 * points per side). Switching to automatic prices the pair from a fresh reference at once; without one the
 * pair pauses until the feed brings one (the server's rule, PricingMode in the contract).
 */
export function PricingForm({ price, onSaved }: PricingFormProps) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const id = useId();
  const { controls } = price;
  const fieldIds: Record<PricingField, string> = {
    mode: `${id}-mode`,
    buy_spread_bps: `${id}-buy-spread`,
    sell_spread_bps: `${id}-sell-spread`,
  };
  const form = useForm({
    namespace: 'admin',
    initialValues: (): PricingValues => ({
      mode: controls.pricing_mode,
      buy_spread_bps: String(controls.buy_spread_bps),
      sell_spread_bps: String(controls.sell_spread_bps),
    }),
    validate: validatePricing,
    serverFields: {
      pricing_mode: 'mode',
      buy_spread_bps: 'buy_spread_bps',
      sell_spread_bps: 'sell_spread_bps',
    },
    submit: (values) =>
      adminSetMarketControls(price.pair, {
        pricing_mode: values.mode,
        buy_spread_bps: spreadOf(values.buy_spread_bps) ?? 0,
        sell_spread_bps: spreadOf(values.sell_spread_bps) ?? 0,
      }),
    onSuccess: async (saved) => {
      onSaved(saved);
      await marketPriceSet(queryClient, saved);
    },
  });
  const mode = form.bind('mode');

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {t('markets.pricingTitle')}
      </h3>
      <FormErrorSummary
        title={form.failure ? t('markets.pricingFailedTitle') : t('markets.errorSummaryTitle')}
        errors={form.summary(fieldIds)}
        focusKey={form.refusals}
      />
      <RadioGroup
        label={t('markets.mode')}
        name="pricing_mode"
        orientation="horizontal"
        options={[
          { value: 'manual', label: t('markets.modeManual') },
          { value: 'automatic', label: t('markets.modeAutomatic') },
        ]}
        value={mode.value}
        onChange={(value) => mode.onChange(value === 'automatic' ? 'automatic' : 'manual')}
        errorMessage={mode.errorMessage}
        isDisabled={mode.isDisabled}
        description={t(
          form.values.mode === 'automatic' ? 'markets.modeAutomaticHint' : 'markets.modeManualHint',
        )}
      />
      <div className={styles.fields}>
        <AmountField
          id={fieldIds.buy_spread_bps}
          label={t('markets.buySpread')}
          name="buy_spread_bps"
          {...form.bind('buy_spread_bps')}
          maxDecimals={0}
          unit={t('markets.bps')}
          description={t('markets.buySpreadHint')}
          isRequired
        />
        <AmountField
          id={fieldIds.sell_spread_bps}
          label={t('markets.sellSpread')}
          name="sell_spread_bps"
          {...form.bind('sell_spread_bps')}
          maxDecimals={0}
          unit={t('markets.bps')}
          description={t('markets.sellSpreadHint')}
          isRequired
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        isPending={form.isPending}
        pendingLabel={t('markets.pricingSubmitting')}
      >
        {t('markets.pricingSubmit')}
      </Button>
    </form>
  );
}
