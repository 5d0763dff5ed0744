import { DetailList, Dialog, type DetailItem } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import '../i18n/registerWithdrawI18n';
import * as styles from './withdrawForm.css';

export interface ConfirmWithdrawDialogProps {
  isOpen: boolean;
  /** Called with false on Cancel, Escape or a press outside (never while sending). */
  onOpenChange: (isOpen: boolean) => void;
  /** The summary: amount, fee, what arrives, where it goes. */
  items: readonly DetailItem[];
  /** Sends the request; a second press while it is on its way is ignored by the form. */
  onConfirm: () => void;
  isPending: boolean;
  /** Why the last attempt failed (not a 422, which goes back to the form's fields). */
  errorMessage?: string;
}

/** The last look before money moves: what leaves, what it costs, what arrives and where. */
export function ConfirmWithdrawDialog({
  isOpen,
  onOpenChange,
  items,
  onConfirm,
  isPending,
  errorMessage,
}: ConfirmWithdrawDialogProps) {
  const { t } = useTranslation('withdraw');
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('confirm.title')}
      confirmLabel={t('confirm.submit')}
      cancelLabel={t('confirm.cancel')}
      onConfirm={onConfirm}
      isPending={isPending}
      pendingLabel={t('confirm.pending')}
      errorMessage={errorMessage}
    >
      <DetailList items={items} />
      <p className={styles.dialogNote}>{t('confirm.review')}</p>
    </Dialog>
  );
}
