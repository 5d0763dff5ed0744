import { AmountField, Button, Checkbox, FormErrorSummary, TextField, toAmount } from '@sarraf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/useForm';
import type { AdminMarketPrice } from '../api/adminListMarketPrices';
import { adminSetMarketControls } from '../api/adminSetMarketControls';
import '../i18n/registerTradeAdminI18n';
import { validateControls, type ControlsField, type ControlsValues } from '../rules/validateControls';
import { marketPriceSet } from '../state/marketPriceChanges';
import * as styles from './PriceForm.css';

export interface ControlsFormProps {
  price: AdminMarketPrice;
  onSaved: (price: AdminMarketPrice) => void;
}

/**
 * What the desk allows on a pair besides its price: buying and selling apart, a halt with the note people
 * read, and the bounds of an order's Toman value (the maximum never below the approval limit: the server
 * says so). A halt refuses quotes at once, and quotes made before it are refused when placed.
 */
export function ControlsForm({ price, onSaved }: ControlsFormProps) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const id = useId();
  const { controls } = price;
  const fieldIds: Record<ControlsField, string> = {
    halt_note: `${id}-note`,
    min_order_value: `${id}-min`,
    max_order_value: `${id}-max`,
  };
  const form = useForm({
    namespace: 'admin',
    initialValues: (): ControlsValues => ({
      buy_enabled: controls.buy_enabled,
      sell_enabled: controls.sell_enabled,
      halted: controls.halted,
      halt_note: controls.halt_note ?? '',
      min_order_value: controls.min_order_value,
      max_order_value: controls.max_order_value ?? '',
    }),
    validate: validateControls,
    submit: (values) =>
      adminSetMarketControls(price.pair, {
        buy_enabled: values.buy_enabled,
        sell_enabled: values.sell_enabled,
        halted: values.halted,
        ...(values.halted && { halt_note: values.halt_note.trim() }),
        min_order_value: toAmount(values.min_order_value),
        max_order_value: values.max_order_value.trim() ? toAmount(values.max_order_value) : null,
      }),
    onSuccess: async (saved) => {
      onSaved(saved);
      await marketPriceSet(queryClient, saved);
    },
  });
  const toggle = (field: 'buy_enabled' | 'sell_enabled' | 'halted', label: string) => {
    const bound = form.bind(field);
    return (
      <Checkbox name={field} isSelected={bound.value} onChange={bound.onChange} isDisabled={bound.isDisabled}>
        {label}
      </Checkbox>
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {t('markets.controlsTitle')}
      </h3>
      <FormErrorSummary
        title={form.failure ? t('markets.controlsFailedTitle') : t('markets.errorSummaryTitle')}
        errors={form.summary(fieldIds)}
        focusKey={form.refusals}
      />
      {toggle('buy_enabled', t('markets.buyEnabled'))}
      {toggle('sell_enabled', t('markets.sellEnabled'))}
      {toggle('halted', t('markets.halted'))}
      {form.values.halted ? (
        <TextField
          id={fieldIds.halt_note}
          label={t('markets.haltNote')}
          name="halt_note"
          {...form.bind('halt_note')}
          description={t('markets.haltNoteHint')}
          isRequired
        />
      ) : null}
      <div className={styles.fields}>
        <AmountField
          id={fieldIds.min_order_value}
          label={t('markets.minOrder')}
          name="min_order_value"
          {...form.bind('min_order_value')}
          maxDecimals={0}
          unit={t('markets.toman')}
          isRequired
        />
        <AmountField
          id={fieldIds.max_order_value}
          label={t('markets.maxOrder')}
          name="max_order_value"
          {...form.bind('max_order_value')}
          maxDecimals={0}
          unit={t('markets.toman')}
          description={t('markets.maxOrderHint')}
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        isPending={form.isPending}
        pendingLabel={t('markets.controlsSubmitting')}
      >
        {t('markets.controlsSubmit')}
      </Button>
    </form>
  );
}
