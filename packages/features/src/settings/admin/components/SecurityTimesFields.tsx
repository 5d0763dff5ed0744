import { AmountField, Card, DetailList, toLocaleDigits } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../api/adminGetSettings';
import '../i18n/registerSettingsAdminI18n';
import { useDisplayLocale } from '../../../shared/hooks/useDisplayLocale';
import * as styles from './SettingsForm.css';
import type { useSettingsForm } from './useSettingsForm';

export interface SecurityTimesFieldsProps {
  bind: ReturnType<typeof useSettingsForm>['form']['bind'];
  fieldId: (name: string) => string;
  /** The counts the deployment sets (the server's configuration): shown, not edited. */
  limits: Settings['security'];
}

/**
 * How long an account's guards last: the hold on withdrawals after a risky change, the wait of a destination
 * saved in secure-withdrawal mode, and the life of a security mail's "this was not me" link, in whole hours;
 * beside them, read-only, the sign-in counts of the server's configuration, so the operator can tell a person
 * what to expect.
 */
export function SecurityTimesFields({ bind, fieldId, limits }: SecurityTimesFieldsProps) {
  const { t } = useTranslation('admin');
  const locale = useDisplayLocale();
  const hours = { maxDecimals: 0, unit: t('settings.referralAndReports.hours'), isRequired: true };
  const count = (value: number) => toLocaleDigits(String(value), locale);
  return (
    <Card title={t('settings.security.title')}>
      <p className={styles.description}>{t('settings.security.description')}</p>
      <div className={styles.fields}>
        <AmountField
          id={fieldId('withdrawal_hold_hours')}
          label={t('settings.security.withdrawalHold')}
          {...bind('withdrawal_hold_hours')}
          description={t('settings.security.withdrawalHoldHint')}
          {...hours}
        />
        <AmountField
          id={fieldId('secure_withdrawal_wait_hours')}
          label={t('settings.security.secureWait')}
          {...bind('secure_withdrawal_wait_hours')}
          description={t('settings.security.secureWaitHint')}
          {...hours}
        />
        <AmountField
          id={fieldId('freeze_link_hours')}
          label={t('settings.security.freezeLink')}
          {...bind('freeze_link_hours')}
          description={t('settings.security.freezeLinkHint')}
          {...hours}
        />
      </div>
      <p className={styles.muted}>{t('settings.security.limitsIntro')}</p>
      <DetailList
        items={[
          {
            id: 'code-valid',
            label: t('settings.security.codeValid'),
            value: t('settings.security.minutesValue', {
              count: limits.code_valid_minutes,
              n: count(limits.code_valid_minutes),
            }),
          },
          {
            id: 'code-tries',
            label: t('settings.security.codeTries'),
            value: t('settings.security.triesValue', {
              count: limits.code_tries,
              n: count(limits.code_tries),
            }),
          },
          {
            id: 'lockout',
            label: t('settings.security.lockout'),
            value: t('settings.security.lockoutValue', {
              count: limits.lockout_failures,
              n: count(limits.lockout_failures),
              minutes: count(limits.lockout_minutes),
            }),
          },
        ]}
      />
    </Card>
  );
}
