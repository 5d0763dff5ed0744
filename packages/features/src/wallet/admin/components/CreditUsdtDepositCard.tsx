import { Banner, Button, Card, TextField } from '@sarraf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/useForm';
import { useScreenToasts } from '../../../shared/forms/useScreenToasts';
import { adminCreditUsdtDeposit } from '../api/adminCreditUsdtDeposit';
import type { AdminWalletTransaction } from '../api/adminListWalletTransactions';
import { useWalletWords } from '../hooks/useWalletWords';
import '../i18n/registerWalletAdminI18n';
import { validateDepositHash } from '../rules/validatePayout';
import { walletQueueChanged } from '../state/walletAdminChanges';
import * as styles from './CreditUsdtDepositCard.css';
import { TransWithLtr } from '../../../shared/components/TransWithLtr';

/**
 * Credits a Tether deposit the chain watcher missed, by its transaction hash. The server reads the chain
 * itself and credits each transfer to one of our addresses once; its refusal (not confirmed, not to us)
 * is said on the hash. What was credited is listed under the form.
 */
export function CreditUsdtDepositCard() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const showToast = useScreenToasts();
  const words = useWalletWords();
  const [credited, setCredited] = useState<AdminWalletTransaction[] | null>(null);
  const form = useForm({
    namespace: 'admin',
    initialValues: { trx_hash: '' },
    validate: ({ trx_hash }): { trx_hash?: string } => {
      const problem = validateDepositHash(trx_hash);
      return problem ? { trx_hash: problem } : {};
    },
    submit: ({ trx_hash }, action) => adminCreditUsdtDeposit(trx_hash.trim(), action.idempotencyKey),
    onSuccess: async (deposits) => {
      setCredited(deposits);
      form.reset();
      showToast({ title: t('wallet.credit.done'), tone: 'positive' });
      await walletQueueChanged(queryClient);
    },
    failureText: (_error, { allPlaced, defaultText }) => (allPlaced ? null : defaultText),
  });

  return (
    <Card title={t('wallet.credit.title')}>
      <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
        <p className={styles.description}>{t('wallet.credit.description')}</p>
        <TextField
          label={t('wallet.credit.hash')}
          name="trx_hash"
          {...form.bind('trx_hash')}
          onChange={(value) => {
            form.setValue('trx_hash', value);
            setCredited(null);
          }}
          dir="ltr"
          autoComplete="off"
          normalizeDigits
          isRequired
        />
        {form.failure ? (
          <Banner tone="critical" title={t('wallet.credit.failedTitle')} isLive>
            {form.failure}
          </Banner>
        ) : null}
        {credited ? (
          <Banner tone="positive" title={t('wallet.credit.resultTitle')} isLive>
            <ul className={styles.credited}>
              {credited.map((deposit) => (
                <li key={deposit.id}>
                  <TransWithLtr
                    namespace="admin"
                    i18nKey="wallet.credit.resultItem"
                    values={{
                      amount: words.amount(deposit.amount, deposit.currency),
                      who: deposit.user.email,
                    }}
                  />
                </li>
              ))}
            </ul>
          </Banner>
        ) : null}
        <span className={styles.submit}>
          <Button type="submit" isPending={form.isPending} pendingLabel={t('wallet.credit.pending')}>
            {t('wallet.credit.submit')}
          </Button>
        </span>
      </form>
    </Card>
  );
}
