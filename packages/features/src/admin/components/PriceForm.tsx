import { AmountField, Button, FormErrorSummary, showToast, type FormError } from '@sarraf/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import { fieldErrorsOf } from '../../shared/errors/fieldErrorsOf';
import type { AdminMarketPrice } from '../api/adminListMarketPrices';
import { adminSetMarketPrice } from '../api/adminSetMarketPrice';
import '../i18n/registerAdminI18n';
import { toAmount } from '../rules/decimal';
import { validatePrices, type PriceField, type PriceValues } from '../rules/validatePrices';
import * as styles from './PriceForm.css';

export interface PriceFormProps {
  /** The pair's current price: the form starts from it, to be adjusted. */
  price: AdminMarketPrice;
  /** Called with the new price once the server took it. */
  onSaved: (price: AdminMarketPrice) => void;
}

/** Toman are whole (the contract's IRT scale); other quote currencies take up to 6 decimals. */
function quoteOf(pair: string): { symbol: string; decimals: number } {
  const symbol = pair.split('/')[1] ?? '';
  return { symbol, decimals: symbol === 'IRT' ? 0 : 6 };
}

/** Sets a pair's buy and sell price: both above zero, sell never above buy; the server's 422 on its fields. */
export function PriceForm({ price, onSaved }: PriceFormProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const fieldIds: Record<PriceField, string> = { buy_price: `${id}-buy`, sell_price: `${id}-sell` };
  const [values, setValues] = useState<PriceValues>({
    buy_price: price.buy_price,
    sell_price: price.sell_price,
  });
  const [problems, setProblems] = useState<Partial<Record<PriceField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const quote = quoteOf(price.pair);
  const unit = quote.symbol === 'IRT' ? t('markets.toman') : quote.symbol;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving) return;
    setFailure(null);
    const found = validatePrices(values);
    setProblems(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const saved = await adminSetMarketPrice(price.pair, {
        buy_price: toAmount(values.buy_price),
        sell_price: toAmount(values.sell_price),
      });
      showToast({ title: t('markets.saved', { pair: price.pair }), tone: 'positive' });
      onSaved(saved);
    } catch (error) {
      const onFields = fieldErrorsOf(error);
      setProblems({ buy_price: onFields.buy_price, sell_price: onFields.sell_price });
      setFailure(buildErrorText(error, t('common:errors.unexpected')));
    } finally {
      setSaving(false);
    }
  }

  const summary: FormError[] = [
    ...(failure ? [{ message: failure }] : []),
    ...(['buy_price', 'sell_price'] as const).flatMap((field) => {
      const message = problems[field];
      return message && !failure?.includes(message) ? [{ fieldId: fieldIds[field], message }] : [];
    }),
  ];

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {t('markets.formTitle')}
      </h3>
      <FormErrorSummary
        title={failure ? t('markets.failedTitle') : t('markets.errorSummaryTitle')}
        errors={summary}
      />
      <div className={styles.fields}>
        <AmountField
          id={fieldIds.buy_price}
          label={t('markets.buyPrice')}
          name="buy_price"
          value={values.buy_price}
          onChange={(buy_price) => setValues((current) => ({ ...current, buy_price }))}
          maxDecimals={quote.decimals}
          unit={unit}
          description={t('markets.buyHint')}
          errorMessage={problems.buy_price}
          isRequired
          isDisabled={isSaving}
        />
        <AmountField
          id={fieldIds.sell_price}
          label={t('markets.sellPrice')}
          name="sell_price"
          value={values.sell_price}
          onChange={(sell_price) => setValues((current) => ({ ...current, sell_price }))}
          maxDecimals={quote.decimals}
          unit={unit}
          description={t('markets.sellHint')}
          errorMessage={problems.sell_price}
          isRequired
          isDisabled={isSaving}
        />
      </div>
      <Button type="submit" isPending={isSaving} pendingLabel={t('markets.submitting')}>
        {t('markets.submit')}
      </Button>
    </form>
  );
}
