import { Dialog } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/errors/ApiError';
import { useForm } from '../../shared/forms/useForm';
import { endOtherSessions } from '../api/endOtherSessions';
import { endSession } from '../api/endSession';
import type { SessionSummary } from '../api/listSessions';
import '../i18n/registerSecurityI18n';
import { DeviceName } from './DeviceName';
import * as styles from './deviceList.css';

/** What is about to be signed out: one other session, or every session but this one. */
export type SignOutTarget = { kind: 'one'; session: SessionSummary } | { kind: 'others' };

export interface SignOutDialogProps {
  target: SignOutTarget;
  onClose: () => void;
  /**
   * Runs once the server has ended it (also when the session had already ended: 404), while the confirm
   * button still spins; the dialog closes after it. Refresh the list here.
   */
  onSignedOut: (target: SignOutTarget, outcome: 'ended' | 'alreadyEnded') => Promise<unknown>;
}

/**
 * Asks before signing a device out: the other device loses the account at once and needs the password to
 * come back, which a stray tap should not cause. The dialog stays until the server answered; a failure is
 * said in it, in the server's words, to try again.
 */
export function SignOutDialog({ target, onClose, onSignedOut }: SignOutDialogProps) {
  const { t } = useTranslation('security');
  const form = useForm({
    namespace: 'security',
    initialValues: {},
    submit: () => (target.kind === 'one' ? endSession(target.session.id) : endOtherSessions()),
    onSuccess: async () => {
      await onSignedOut(target, 'ended');
      onClose();
    },
    // Ended meanwhile (another tab, the device itself logging out, its idle time up): what the person
    // wanted is done, and the list only needs reading again.
    onError: (error) => {
      if (target.kind !== 'one' || !isApiError(error) || error.status !== 404) return false;
      void onSignedOut(target, 'alreadyEnded').then(onClose);
      return true;
    },
  });
  const one = target.kind === 'one';

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={one ? t('sessions.endOne.title') : t('sessions.endOthers.title')}
      confirmLabel={one ? t('sessions.endOne.confirm') : t('sessions.endOthers.confirm')}
      confirmVariant="critical"
      cancelLabel={t('sessions.cancel')}
      onConfirm={() => form.handleSubmit()}
      isPending={form.isPending}
      pendingLabel={t('sessions.ending')}
      errorMessage={form.failure ?? undefined}
    >
      {one ? (
        <p className={styles.dialogDevice}>
          <DeviceName device={target.session} />
        </p>
      ) : null}
      <p className={styles.dialogText}>{one ? t('sessions.endOne.body') : t('sessions.endOthers.body')}</p>
    </Dialog>
  );
}
