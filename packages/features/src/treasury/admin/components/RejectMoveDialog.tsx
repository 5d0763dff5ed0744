import { Dialog, TextField } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import * as styles from '../../../shared/admin/decisionDialog.css';
import { validateReason } from '../../../shared/admin/validateReason';
import { useForm } from '../../../shared/forms/useForm';
import type { TreasuryMove } from '../api/adminListTreasuryMoves';
import { adminRejectTreasuryMove } from '../api/adminRejectTreasuryMove';
import '../i18n/registerTreasuryAdminI18n';
import { useMoveDecision, type MoveDecisionHandlers } from './useMoveDecision';
import { useTreasuryWords } from './useTreasuryWords';

export interface RejectMoveDialogProps extends MoveDecisionHandlers {
  /** The pending move. Mount one dialog per opening: each opening is one action, one key. */
  move: TreasuryMove;
}

/** Rejecting moves nothing; it needs a reason (the contract's ReasonRequest), kept in the audit log. */
export function RejectMoveDialog({ move, ...handlers }: RejectMoveDialogProps) {
  const { t } = useTranslation('admin');
  const words = useTreasuryWords();
  const { decided, refused } = useMoveDecision(handlers);
  const form = useForm({
    namespace: 'admin',
    initialValues: { reason: '' },
    validate: ({ reason }): { reason?: string } => {
      const problem = validateReason(reason);
      return problem ? { reason: problem } : {};
    },
    submit: ({ reason }, action) => adminRejectTreasuryMove(move.id, reason.trim(), action.idempotencyKey),
    onSuccess: decided('rejected'),
    onError: refused,
    failureText: (_error, { allPlaced, defaultText }) => (allPlaced ? null : defaultText),
  });
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) handlers.onClose();
      }}
      title={t('treasury.rejectDialog.title')}
      confirmLabel={t('treasury.rejectDialog.confirm')}
      confirmVariant="critical"
      cancelLabel={t('cancel')}
      onConfirm={() => form.handleSubmit()}
      isPending={form.isPending}
      pendingLabel={t('treasury.rejectDialog.pending')}
      errorMessage={form.failure ?? undefined}
    >
      {/* A form, so Enter in the field rejects as the button does. */}
      <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
        <p className={styles.effect}>{words.name(move)}</p>
        <p className={styles.text}>{t('treasury.rejectDialog.body', { who: words.who(move.proposed_by) })}</p>
        <TextField
          label={t('treasury.rejectDialog.reason')}
          name="reason"
          {...form.bind('reason')}
          description={t('treasury.rejectDialog.reasonHint')}
          isRequired
        />
      </form>
    </Dialog>
  );
}
