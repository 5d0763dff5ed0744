import { Button, Card, Dialog, TextField } from '@sarraf/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/errors/ApiError';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import { fieldErrorsOf } from '../../shared/errors/fieldErrorsOf';
import { adminApproveVerification } from '../api/adminApproveVerification';
import type { AdminVerification } from '../api/adminGetVerification';
import { adminRejectVerification } from '../api/adminRejectVerification';
import '../i18n/registerAdminI18n';
import { validateReason } from '../rules/validateReason';
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
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [isPending, setPending] = useState(false);
  const id = verification.id!;
  const who = verification.user.name ?? verification.user.email;

  function close() {
    setOpen(null);
    setReason('');
    setReasonError(undefined);
    setFailure(undefined);
  }

  async function decide(send: () => Promise<AdminVerification>, decision: Decision) {
    setPending(true);
    setFailure(undefined);
    try {
      const decided = await send();
      setPending(false);
      close();
      onDecided(decided, decision);
    } catch (error) {
      setPending(false);
      const message = buildErrorText(error, t('common:errors.unexpected'));
      if (isApiError(error) && error.status === 409) {
        close();
        onAlreadyDecided(message);
        return;
      }
      // The server's word on the reason belongs on the field; anything else above the buttons.
      const onReason = fieldErrorsOf(error).reason;
      if (onReason) setReasonError(onReason);
      else setFailure(message);
    }
  }

  function handleReject(event?: FormEvent) {
    event?.preventDefault();
    if (isPending) return;
    const problem = validateReason(reason);
    setReasonError(problem ? t(problem) : undefined);
    if (problem) return;
    void decide(() => adminRejectVerification(id, { reason: reason.trim() }), 'rejected');
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
        onConfirm={() => void decide(() => adminApproveVerification(id), 'approved')}
        isPending={isPending}
        pendingLabel={t('verification.approveDialog.pending')}
        errorMessage={failure}
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
        onConfirm={() => handleReject()}
        isPending={isPending}
        pendingLabel={t('verification.rejectDialog.pending')}
        errorMessage={failure}
      >
        {/* A form, so Enter in the field rejects as the button does. */}
        <form className={styles.reasonForm} noValidate onSubmit={handleReject}>
          <p className={styles.dialogText}>{t('verification.rejectDialog.body', { who })}</p>
          <TextField
            label={t('verification.rejectDialog.reason')}
            name="reason"
            value={reason}
            onChange={setReason}
            description={t('verification.rejectDialog.reasonHint')}
            errorMessage={reasonError}
            isRequired
            isDisabled={isPending}
          />
        </form>
      </Dialog>
    </Card>
  );
}
