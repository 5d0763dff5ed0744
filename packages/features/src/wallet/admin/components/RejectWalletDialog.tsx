import { Dialog, TextField } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/useForm';
import type { AdminWalletTransaction } from '../api/adminListWalletTransactions';
import { adminRejectWalletTransaction } from '../api/adminRejectWalletTransaction';
import { useWalletWords } from '../hooks/useWalletWords';
import '../i18n/registerWalletAdminI18n';
import { validateReason } from '../../../shared/admin/validateReason';
import { useWalletDecision, type WalletDecisionHandlers } from './useWalletDecision';
import { TransWithLtr } from '../../../shared/components/TransWithLtr';
import * as styles from '../../../shared/admin/decisionDialog.css';

export interface RejectWalletDialogProps extends WalletDecisionHandlers {
  /** The pending transaction to reject. Mount one dialog per opening: each opening is one action, one key. */
  transaction: AdminWalletTransaction;
}

/**
 * Rejecting asks for the reason the person will read (1 to 500 characters), and says what happens to the
 * money: a withdrawal's held amount returns to the person's available balance; a deposit is not credited.
 */
export function RejectWalletDialog({ transaction, ...handlers }: RejectWalletDialogProps) {
  const { t } = useTranslation('admin');
  const words = useWalletWords();
  const { decided, alreadyDecided } = useWalletDecision(handlers);
  const isDeposit = transaction.type === 'Deposit';
  const form = useForm({
    namespace: 'admin',
    initialValues: { reason: '' },
    validate: ({ reason }): { reason?: string } => {
      const problem = validateReason(reason);
      return problem ? { reason: problem } : {};
    },
    submit: ({ reason }, action) =>
      adminRejectWalletTransaction(transaction.id, { reason: reason.trim() }, action.idempotencyKey),
    onSuccess: decided('rejected'),
    onError: alreadyDecided,
    failureText: (_error, { allPlaced, defaultText }) => (allPlaced ? null : defaultText),
  });
  const who = transaction.user.email;

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) handlers.onClose();
      }}
      title={t(isDeposit ? 'wallet.rejectDialog.depositTitle' : 'wallet.rejectDialog.withdrawTitle')}
      confirmLabel={t('wallet.rejectDialog.confirm')}
      confirmVariant="critical"
      cancelLabel={t('cancel')}
      onConfirm={() => form.handleSubmit()}
      isPending={form.isPending}
      pendingLabel={t('wallet.rejectDialog.pending')}
      errorMessage={form.failure ?? undefined}
    >
      {/* A form, so Enter in the field rejects as the button does. */}
      <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
        <p className={styles.effect}>
          {isDeposit ? (
            <TransWithLtr namespace="admin" i18nKey="wallet.rejectDialog.depositBody" values={{ who }} />
          ) : (
            <TransWithLtr
              namespace="admin"
              i18nKey="wallet.rejectDialog.withdrawBody"
              values={{
                amount: words.amount(transaction.amount, transaction.currency),
                currency: words.currencyName(transaction.currency),
                who,
              }}
            />
          )}
        </p>
        <TextField
          label={t('wallet.rejectDialog.reason')}
          name="reason"
          {...form.bind('reason')}
          description={t('wallet.rejectDialog.reasonHint')}
          isRequired
        />
      </form>
    </Dialog>
  );
}
