import { Dialog, Identifier, TextField } from '@sarraf/ui';
import { Trans, useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/useForm';
import { adminApproveWalletTransaction } from '../api/adminApproveWalletTransaction';
import type { AdminWalletTransaction } from '../api/adminListWalletTransactions';
import { useWalletWords } from '../hooks/useWalletWords';
import '../i18n/registerWalletAdminI18n';
import { validatePayout, type PayoutValues } from '../rules/validatePayout';
import { OverLimitSentence, RiskSignSentences } from './RiskSigns';
import { useWalletDecision, type WalletDecisionHandlers } from './useWalletDecision';
import { TransWithLtr } from '../../../shared/components/TransWithLtr';
import * as styles from '../../../shared/admin/decisionDialog.css';

export interface ApproveWalletDialogProps extends WalletDecisionHandlers {
  /** The pending transaction to approve. Mount one dialog per opening: each opening is one action, one key. */
  transaction: AdminWalletTransaction;
}

/**
 * Approving says exactly what will happen before it happens: a deposit credits the amount to the person; a
 * withdrawal is marked paid (the amount to pay out, and where it arrives), says each of its risk signs in a
 * sentence, and needs the payout's reference, the bank's tracking id for Toman or the transaction hash for
 * Tether.
 */
export function ApproveWalletDialog({ transaction, ...handlers }: ApproveWalletDialogProps) {
  const { t } = useTranslation('admin');
  const words = useWalletWords();
  const { decided, alreadyDecided } = useWalletDecision(handlers);
  const isDeposit = transaction.type === 'Deposit';
  const isToman = transaction.currency === 'IRT';
  const form = useForm({
    namespace: 'admin',
    initialValues: (): PayoutValues => ({ reference: '', note: '' }),
    validate: (values) => (isDeposit ? {} : validatePayout(transaction.currency, values)),
    submit: (values, action) =>
      adminApproveWalletTransaction(transaction.id, bodyOf(transaction, values), action.idempotencyKey),
    onSuccess: decided('approved'),
    onError: alreadyDecided,
    serverFields: { tracking_id: 'reference', trx_hash: 'reference', note: 'note' },
    // The server's word on a field belongs on it; anything else above the buttons.
    failureText: (_error, { allPlaced, defaultText }) => (allPlaced ? null : defaultText),
  });
  const currency = words.currencyName(transaction.currency);
  const who = transaction.user.email;

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) handlers.onClose();
      }}
      title={t(isDeposit ? 'wallet.approveDialog.depositTitle' : 'wallet.approveDialog.withdrawTitle')}
      confirmLabel={t(
        isDeposit ? 'wallet.approveDialog.confirmDeposit' : 'wallet.approveDialog.confirmWithdraw',
      )}
      cancelLabel={t('cancel')}
      onConfirm={() => form.handleSubmit()}
      isPending={form.isPending}
      pendingLabel={t('wallet.approveDialog.pending')}
      errorMessage={form.failure ?? undefined}
    >
      {/*
        Enter in a field confirms as the button does. With two fields and the button outside the form the
        browser submits nothing on Enter by itself, so the form takes the key.
      */}
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          if (!(event.target instanceof HTMLInputElement)) return;
          event.preventDefault();
          form.handleSubmit();
        }}
      >
        {isDeposit ? (
          <>
            <p className={styles.effect}>
              <TransWithLtr
                namespace="admin"
                i18nKey="wallet.approveDialog.depositBody"
                values={{ amount: words.amount(transaction.amount, transaction.currency), currency, who }}
              />
            </p>
            <OverLimitSentence transaction={transaction} />
            <p className={styles.text}>{t('wallet.approveDialog.depositCheck')}</p>
          </>
        ) : (
          <>
            <p className={styles.effect}>
              {/* The IBAN or address as the queue shows it: Latin digits, in groups, isolated in the sentence. */}
              <Trans
                t={t}
                i18nKey={
                  transaction.dest_bank
                    ? 'wallet.approveDialog.withdrawBodyIban'
                    : 'wallet.approveDialog.withdrawBody'
                }
                values={{
                  amount: words.amount(
                    transaction.received_amount ?? transaction.amount,
                    transaction.currency,
                  ),
                  currency,
                  bank: transaction.dest_bank ?? '',
                }}
                components={{
                  destination: <Identifier value={transaction.dest_iban ?? transaction.dest_address ?? ''} />,
                }}
              />
            </p>
            {/* Before the hold's "send the payout": what was unusual is weighed before any money leaves. */}
            <RiskSignSentences transaction={transaction} />
            <p className={styles.text}>
              <TransWithLtr
                namespace="admin"
                i18nKey="wallet.approveDialog.withdrawHold"
                values={{ amount: words.amount(transaction.amount, transaction.currency), currency, who }}
              />
            </p>
            <TextField
              label={t(isToman ? 'wallet.approveDialog.trackingId' : 'wallet.approveDialog.trxHash')}
              name={isToman ? 'tracking_id' : 'trx_hash'}
              {...form.bind('reference')}
              description={t(
                isToman ? 'wallet.approveDialog.trackingIdHint' : 'wallet.approveDialog.trxHashHint',
              )}
              dir="ltr"
              // A tracking id or a hash is an identifier: Latin digits whatever is typed (ui format/README.md).
              normalizeDigits
              autoComplete="off"
              isRequired
            />
            <TextField
              label={t('wallet.approveDialog.note')}
              name="note"
              {...form.bind('note')}
              description={t('wallet.approveDialog.noteHint')}
            />
          </>
        )}
      </form>
    </Dialog>
  );
}

/** A deposit approves with no field; a withdrawal with its payout reference, and the note when written. */
function bodyOf(transaction: AdminWalletTransaction, values: PayoutValues) {
  if (transaction.type === 'Deposit') return {};
  const reference = values.reference.trim();
  const note = values.note.trim();
  return {
    ...(transaction.currency === 'IRT' ? { tracking_id: reference } : { trx_hash: reference }),
    ...(note ? { note } : {}),
  };
}
