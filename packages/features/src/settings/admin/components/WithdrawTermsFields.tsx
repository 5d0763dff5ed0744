import { AmountField, Card } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { useSettingsWords } from '../hooks/useSettingsWords';
import '../i18n/registerSettingsAdminI18n';
import type { WithdrawTermsRow } from '../rules/settingsValues';
import * as styles from './SettingsForm.css';
import type { BindRow } from './useSettingsForm';
import { networkName, scaleOf } from '../../../entities/currency';

export interface WithdrawTermsFieldsProps {
  rows: readonly WithdrawTermsRow[];
  bindRow: BindRow;
  fieldId: (name: string) => string;
}

/** Each currency's withdrawal minimum and fee (Toman whole, Tether to 6 decimals); limits have their own card. */
export function WithdrawTermsFields({ rows, bindRow, fieldId }: WithdrawTermsFieldsProps) {
  const { t } = useTranslation('admin');
  const words = useSettingsWords();
  return (
    <Card title={t('settings.withdrawTerms.title')}>
      {rows.map((row, index) => {
        const at = `withdraw_terms.${index}`;
        const currency = words.currencyName(row.currency);
        const amountProps = {
          maxDecimals: scaleOf(row.currency),
          unit: currency,
          isRequired: true,
        };
        return (
          <fieldset key={row.currency} className={styles.row}>
            <legend className={styles.legend}>{t('settings.withdrawTerms.currency', { currency })}</legend>
            {row.network ? (
              <p className={styles.muted}>
                {t('settings.withdrawTerms.network', { network: networkName(row.network) })}
              </p>
            ) : null}
            <div className={styles.fields}>
              <AmountField
                id={fieldId(`${at}.min_amount`)}
                label={t('settings.withdrawTerms.minAmount')}
                {...bindRow('withdraw_terms', index, 'min_amount')}
                {...amountProps}
              />
              <AmountField
                id={fieldId(`${at}.fee`)}
                label={t('settings.withdrawTerms.fee')}
                {...bindRow('withdraw_terms', index, 'fee')}
                description={t('settings.withdrawTerms.feeHint')}
                {...amountProps}
              />
            </div>
          </fieldset>
        );
      })}
    </Card>
  );
}
