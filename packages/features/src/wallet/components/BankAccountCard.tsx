import { CopyButton, Identifier } from '@sarraf/ui';
import { toIdentifier } from '@sarraf/ui/format';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../api/listDepositBankAccounts';
import { useCopyFeedback } from '../hooks/useCopyFeedback';
import '../i18n/registerWalletI18n';
import * as styles from './BankAccountCard.css';

/**
 * One of the desk's accounts to transfer Toman to: its bank, holder, account number and IBAN, each with a
 * copy button, since they are typed into a banking app next.
 */
export function BankAccountCard({ account }: { account: BankAccount }) {
  const { t } = useTranslation('wallet');
  const copyFeedback = useCopyFeedback();
  const rows = [
    { id: 'holder', label: t('irtDeposit.holder'), value: account.holder, isCode: false },
    {
      id: 'accountNumber',
      label: t('irtDeposit.accountNumber'),
      value: account.account_number,
      isCode: true,
    },
    { id: 'iban', label: t('irtDeposit.iban'), value: account.iban, isCode: true },
  ];
  return (
    <li className={styles.card}>
      <h3 className={styles.bank}>{account.bank_name ?? t('irtDeposit.bankUnknown')}</h3>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.id} className={styles.row}>
            <dt className={styles.label}>{row.label}</dt>
            <dd className={styles.value}>
              {/* Account numbers and IBANs are typed back digit by digit: Latin, left to right, in groups. */}
              {row.isCode ? (
                <span className={styles.code}>
                  <Identifier value={row.value} />
                </span>
              ) : (
                <bdi className={styles.text}>{row.value}</bdi>
              )}
              <CopyButton
                value={row.isCode ? toIdentifier(row.value) : row.value}
                label={t('irtDeposit.copy', { field: row.label })}
                {...copyFeedback(t('irtDeposit.copied', { field: row.label }))}
              />
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
