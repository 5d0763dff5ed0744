import { AmountField, Card } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { useSettingsWords } from '../hooks/useSettingsWords';
import '../i18n/registerSettingsAdminI18n';
import type { AccountLimitRow, AccountType } from '../rules/settingsValues';
import * as styles from './SettingsForm.css';
import type { BindRow } from './useSettingsForm';
import { scaleOf } from '../../../entities/currency';

export interface AccountLimitsFieldsProps {
  rows: readonly AccountLimitRow[];
  bindRow: BindRow;
  fieldId: (name: string) => string;
}

const ACCOUNT_TYPES: readonly AccountType[] = ['individual', 'legal'];

/**
 * Each account type's daily and monthly limit of each kind (Toman deposits and withdrawals, Tether
 * withdrawals, the Toman value of trades), grouped by account type. Rows keep the server's order, so a 422
 * names them by their place (`account_limits.3.monthly`).
 */
export function AccountLimitsFields({ rows, bindRow, fieldId }: AccountLimitsFieldsProps) {
  const { t } = useTranslation('admin');
  const words = useSettingsWords();
  return (
    <Card title={t('settings.accountLimits.title')}>
      <p className={styles.description}>{t('settings.accountLimits.hint')}</p>
      {ACCOUNT_TYPES.map((accountType) => (
        <section key={accountType} aria-label={t(`settings.accountLimits.${accountType}`)}>
          <h3 className={styles.legend}>{t(`settings.accountLimits.${accountType}`)}</h3>
          {rows.map((row, index) => {
            if (row.account_type !== accountType) return null;
            const at = `account_limits.${index}`;
            const currency = row.kind === 'usdt_withdrawal' ? 'USDT' : 'IRT';
            const kind = t(`settings.accountLimits.kinds.${row.kind}`);
            const accounts = t(`settings.accountLimits.${accountType}`);
            const amountProps = {
              maxDecimals: scaleOf(currency),
              unit: words.currencyName(currency),
              isRequired: true,
            };
            return (
              <fieldset
                key={`${row.account_type}-${row.kind}`}
                className={styles.row}
                // Named with its account type too: the withdrawal terms have a "Toman withdrawals" row of their own.
                aria-label={t('settings.accountLimits.row', { kind, accounts })}
              >
                <legend className={styles.legend}>{kind}</legend>
                <div className={styles.fields}>
                  <AmountField
                    id={fieldId(`${at}.daily`)}
                    label={t('settings.accountLimits.daily')}
                    {...bindRow('account_limits', index, 'daily')}
                    {...amountProps}
                  />
                  <AmountField
                    id={fieldId(`${at}.monthly`)}
                    label={t('settings.accountLimits.monthly')}
                    {...bindRow('account_limits', index, 'monthly')}
                    {...amountProps}
                  />
                </div>
              </fieldset>
            );
          })}
        </section>
      ))}
    </Card>
  );
}
