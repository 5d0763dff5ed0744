import { Dialog } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import * as styles from '../../../shared/admin/decisionDialog.css';
import { useForm } from '../../../shared/forms/useForm';
import { adminApproveTreasuryMove } from '../api/adminApproveTreasuryMove';
import type { TreasuryMove } from '../api/adminListTreasuryMoves';
import '../i18n/registerTreasuryAdminI18n';
import { useMoveDecision, type MoveDecisionHandlers } from './useMoveDecision';
import { useTreasuryWords } from './useTreasuryWords';

export interface ApproveMoveDialogProps extends MoveDecisionHandlers {
  /** The pending move. Mount one dialog per opening: each opening is one action, one key. */
  move: TreasuryMove;
}

/** Approving moves the money at once: the dialog says how much goes in or out and on whose proposal. */
export function ApproveMoveDialog({ move, ...handlers }: ApproveMoveDialogProps) {
  const { t } = useTranslation('admin');
  const words = useTreasuryWords();
  const { decided, refused } = useMoveDecision(handlers);
  const form = useForm({
    namespace: 'admin',
    initialValues: {},
    submit: (_values, action) => adminApproveTreasuryMove(move.id, action.idempotencyKey),
    onSuccess: decided('approved'),
    onError: refused,
  });
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) handlers.onClose();
      }}
      title={t('treasury.approveDialog.title')}
      confirmLabel={t('treasury.approveDialog.confirm')}
      cancelLabel={t('cancel')}
      onConfirm={() => form.handleSubmit()}
      isPending={form.isPending}
      pendingLabel={t('treasury.approveDialog.pending')}
      errorMessage={form.failure ?? undefined}
    >
      <p className={styles.effect}>
        {t(`treasury.approveDialog.body_${move.direction}`, {
          amount: words.amount(move.amount, move.currency),
          currency: words.currencyName(move.currency),
          who: words.who(move.proposed_by),
        })}
      </p>
      <p className={styles.text}>{words.direction(move)}</p>
    </Dialog>
  );
}
