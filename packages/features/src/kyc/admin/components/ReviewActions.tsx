import { Button, Card, Dialog, TextField } from '@sarraf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/errors/ApiError';
import { buildErrorText } from '../../../shared/errors/buildErrorText';
import { useForm } from '../../../shared/forms/useForm';
import { adminApproveVerification } from '../api/adminApproveVerification';
import type { AdminVerification } from '../api/adminGetVerification';
import { adminRejectVerification } from '../api/adminRejectVerification';
import '../i18n/registerKycAdminI18n';
import { validateReason } from '../../../shared/admin/validateReason';
import { verificationDecided, verificationOutdated } from '../state/verificationChanges';
import * as styles from './ReviewActions.css';

export type Decision = 'approved' | 'rejected';

export interface ReviewActionsProps {
  /** The submission under review. */
  verification: AdminVerification;
  /** Called with the decided submission once the server took the decision. */
  onDecided: (verification: AdminVerification, decision: Decision) => void;
  /** Called with the server's message when the submission was no longer in review (409: decided elsewhere). */
  onAlreadyDecided: (message: string) => void;
}

/**
 * Approve or reject a submission in review. Approving asks for confirmation; rejecting asks for the reason,
 * which the user will read (1 to 500 characters, checked as the server checks it).
 */
export function ReviewActions({ verification, onDecided, onAlreadyDecided }: ReviewActionsProps) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const id = verification.id!;
  const who = verification.user.name ?? verification.user.email;

  /** The decision the server took: the dialog closes, the screen and the queues show the new status. */
  const decided = (decision: Decision) => async (answer: AdminVerification) => {
    close();
    await verificationDecided(queryClient, answer);
    onDecided(answer, decision);
  };

  /** Decided elsewhere first (409): said in the screen's dialog, and what was decided is loaded. */
  function alreadyDecided(error: unknown): boolean {
    if (!isApiError(error) || error.status !== 409) return false;
    close();
    onAlreadyDecided(buildErrorText(error, t('common:errors.unexpected')));
    void verificationOutdated(queryClient, id);
    return true;
  }

  const approve = useForm({
    namespace: 'admin',
    initialValues: {},
    submit: () => adminApproveVerification(id),
    onSuccess: decided('approved'),
    onError: alreadyDecided,
  });
  const reject = useForm({
    namespace: 'admin',
    initialValues: { reason: '' },
    validate: ({ reason }): { reason?: string } => {
      const problem = validateReason(reason);
      return problem ? { reason: problem } : {};
    },
    submit: ({ reason }) => adminRejectVerification(id, { reason: reason.trim() }),
    onSuccess: decided('rejected'),
    onError: alreadyDecided,
    // The server's word on the reason belongs on the field; anything else above the buttons.
    failureText: (_error, { allPlaced, defaultText }) => (allPlaced ? null : defaultText),
  });

  function close() {
    setOpen(null);
    approve.reset();
    reject.reset();
  }

  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) close();
  };

  return (
    <Card title={t('verification.actions.label')}>
      <div className={styles.buttons}>
        <Button variant="primary" onPress={() => setOpen('approve')}>
          {t('verification.actions.approve')}
        </Button>
        <Button variant="critical" onPress={() => setOpen('reject')}>
          {t('verification.actions.reject')}
        </Button>
      </div>
      <Dialog
        isOpen={open === 'approve'}
        onOpenChange={onOpenChange}
        title={t('verification.approveDialog.title')}
        confirmLabel={t('verification.approveDialog.confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => approve.handleSubmit()}
        isPending={approve.isPending}
        pendingLabel={t('verification.approveDialog.pending')}
        errorMessage={approve.failure ?? undefined}
      >
        <p className={styles.dialogText}>{t('verification.approveDialog.body', { who })}</p>
      </Dialog>
      <Dialog
        isOpen={open === 'reject'}
        onOpenChange={onOpenChange}
        title={t('verification.rejectDialog.title')}
        confirmLabel={t('verification.rejectDialog.confirm')}
        confirmVariant="critical"
        cancelLabel={t('cancel')}
        onConfirm={() => reject.handleSubmit()}
        isPending={reject.isPending}
        pendingLabel={t('verification.rejectDialog.pending')}
        errorMessage={reject.failure ?? undefined}
      >
        {/* A form, so Enter in the field rejects as the button does. */}
        <form className={styles.reasonForm} noValidate onSubmit={reject.handleSubmit}>
          <p className={styles.dialogText}>{t('verification.rejectDialog.body', { who })}</p>
          <TextField
            label={t('verification.rejectDialog.reason')}
            name="reason"
            {...reject.bind('reason')}
            description={t('verification.rejectDialog.reasonHint')}
            isRequired
          />
        </form>
      </Dialog>
    </Card>
  );
}
