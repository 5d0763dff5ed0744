import { Button, Card, Dialog, TextField } from '@sarraf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REASON_LENGTH, validateReason } from '../../../../shared/admin/validateReason';
import { isApiError } from '../../../../shared/errors/ApiError';
import { buildErrorText } from '../../../../shared/errors/buildErrorText';
import { useForm } from '../../../../shared/forms/useForm';
import { adminApproveFactorRecovery } from '../api/adminApproveFactorRecovery';
import type { AdminFactorRecovery } from '../api/adminGetFactorRecovery';
import { adminRejectFactorRecovery } from '../api/adminRejectFactorRecovery';
import '../i18n/registerFactorRecoveryAdminI18n';
import { factorRecoveryDecided, factorRecoveryOutdated } from '../state/factorRecoveryChanges';
import * as styles from './factorRecovery.css';

export type RecoveryDecisionKind = 'approved' | 'rejected';

export interface RecoveryDecisionProps {
  /** The pending request. */
  request: AdminFactorRecovery;
  /** Called with the decided request once the server took the decision. */
  onDecided: (request: AdminFactorRecovery, decision: RecoveryDecisionKind) => void;
  /** Called with the server's message when the request was decided elsewhere (409). */
  onAlreadyDecided: (message: string) => void;
}

/** The approval's note: the contract's 1 to 500 characters, not spaces only (kept in the audit log). */
function validateNote(note: string): string | undefined {
  const text = note.trim();
  if (!text) return 'factorRecovery.validation.noteRequired';
  return [...text].length > MAX_REASON_LENGTH ? 'factorRecovery.validation.noteTooLong' : undefined;
}

/**
 * Approve (the person's app and codes go, withdrawals are held) with a note of what was compared, or reject
 * with a reason the person is mailed. Each asks in a dialog that says what follows; a refusal (403 for the
 * operator's own request) is said in the dialog in the server's words, a 409 in the screen's.
 */
export function RecoveryDecision({ request, onDecided, onAlreadyDecided }: RecoveryDecisionProps) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const who = request.user.name ?? request.user.email;

  const decided = (decision: RecoveryDecisionKind) => async (answer: AdminFactorRecovery) => {
    close();
    await factorRecoveryDecided(queryClient, answer);
    onDecided(answer, decision);
  };

  function alreadyDecided(error: unknown): boolean {
    if (!isApiError(error) || error.status !== 409) return false;
    close();
    onAlreadyDecided(buildErrorText(error, t('common:errors.unexpected')));
    void factorRecoveryOutdated(queryClient, request.id);
    return true;
  }

  const approve = useForm({
    namespace: 'admin',
    initialValues: { note: '' },
    validate: ({ note }): { note?: string } => {
      const problem = validateNote(note);
      return problem ? { note: problem } : {};
    },
    submit: ({ note }) => adminApproveFactorRecovery(request.id, note.trim()),
    onSuccess: decided('approved'),
    onError: alreadyDecided,
    failureText: (_error, { allPlaced, defaultText }) => (allPlaced ? null : defaultText),
  });
  const reject = useForm({
    namespace: 'admin',
    initialValues: { reason: '' },
    validate: ({ reason }): { reason?: string } => {
      const problem = validateReason(reason);
      return problem ? { reason: problem } : {};
    },
    submit: ({ reason }) => adminRejectFactorRecovery(request.id, reason.trim()),
    onSuccess: decided('rejected'),
    onError: alreadyDecided,
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
    <Card title={t('factorRecovery.actions.label')}>
      <div className={styles.buttons}>
        <Button variant="primary" onPress={() => setOpen('approve')}>
          {t('factorRecovery.actions.approve')}
        </Button>
        <Button variant="critical" onPress={() => setOpen('reject')}>
          {t('factorRecovery.actions.reject')}
        </Button>
      </div>
      <Dialog
        isOpen={open === 'approve'}
        onOpenChange={onOpenChange}
        title={t('factorRecovery.approveDialog.title', { who })}
        confirmLabel={t('factorRecovery.approveDialog.confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => approve.handleSubmit()}
        isPending={approve.isPending}
        pendingLabel={t('factorRecovery.approveDialog.pending')}
        errorMessage={approve.failure ?? undefined}
      >
        <form className={styles.dialogForm} noValidate onSubmit={approve.handleSubmit}>
          <p className={styles.paragraph}>{t('factorRecovery.approveDialog.body')}</p>
          <TextField
            label={t('factorRecovery.approveDialog.note')}
            name="note"
            {...approve.bind('note')}
            description={t('factorRecovery.approveDialog.noteHint')}
            isRequired
          />
        </form>
      </Dialog>
      <Dialog
        isOpen={open === 'reject'}
        onOpenChange={onOpenChange}
        title={t('factorRecovery.rejectDialog.title', { who })}
        confirmLabel={t('factorRecovery.rejectDialog.confirm')}
        confirmVariant="critical"
        cancelLabel={t('cancel')}
        onConfirm={() => reject.handleSubmit()}
        isPending={reject.isPending}
        pendingLabel={t('factorRecovery.rejectDialog.pending')}
        errorMessage={reject.failure ?? undefined}
      >
        <form className={styles.dialogForm} noValidate onSubmit={reject.handleSubmit}>
          <p className={styles.paragraph}>{t('factorRecovery.rejectDialog.body')}</p>
          <TextField
            label={t('factorRecovery.rejectDialog.reason')}
            name="reason"
            {...reject.bind('reason')}
            description={t('factorRecovery.rejectDialog.reasonHint')}
            isRequired
          />
        </form>
      </Dialog>
    </Card>
  );
}
