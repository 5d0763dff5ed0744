import { AmountField, Card } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import '../i18n/registerSettingsAdminI18n';
import * as styles from './SettingsForm.css';
import type { useSettingsForm } from './useSettingsForm';

export interface TradingGuardsFieldsProps {
  bind: ReturnType<typeof useSettingsForm>['form']['bind'];
  fieldId: (name: string) => string;
}

/**
 * The desk's price guards: how far its price may move before a quote is refused when placed, how far a typed
 * price may be from the reference before the operator must confirm it, and, for markets priced from the
 * reference feed, how old the reference may be and how far its sources may differ before quoting pauses.
 */
export function TradingGuardsFields({ bind, fieldId }: TradingGuardsFieldsProps) {
  const { t } = useTranslation('admin');
  const percent = { maxDecimals: 4, unit: t('settings.referralAndReports.percent'), isRequired: true };
  return (
    <Card title={t('settings.guards.title')}>
      <p className={styles.description}>{t('settings.guards.description')}</p>
      <div className={styles.fields}>
        <AmountField
          id={fieldId('quote_guard_percent')}
          label={t('settings.guards.quoteGuard')}
          {...bind('quote_guard_percent')}
          description={t('settings.guards.quoteGuardHint')}
          {...percent}
        />
        <AmountField
          id={fieldId('price_confirm_percent')}
          label={t('settings.guards.priceConfirm')}
          {...bind('price_confirm_percent')}
          description={t('settings.guards.priceConfirmHint')}
          {...percent}
        />
        <AmountField
          id={fieldId('feed_max_age_seconds')}
          label={t('settings.guards.feedMaxAge')}
          {...bind('feed_max_age_seconds')}
          description={t('settings.guards.feedMaxAgeHint')}
          maxDecimals={0}
          unit={t('settings.guards.seconds')}
          isRequired
        />
        <AmountField
          id={fieldId('feed_divergence_percent')}
          label={t('settings.guards.feedDivergence')}
          {...bind('feed_divergence_percent')}
          description={t('settings.guards.feedDivergenceHint')}
          {...percent}
        />
      </div>
    </Card>
  );
}
