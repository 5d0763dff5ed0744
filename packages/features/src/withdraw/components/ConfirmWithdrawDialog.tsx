import { Banner, Button, DetailList, Dialog, OtpField, type DetailItem } from '@sarraf/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldBinding } from '../../shared/forms/useForm';
import '../i18n/registerWithdrawI18n';
import { CODE_LENGTH } from '../rules/withdrawCode';
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
  /** Why the last attempt failed (not a 422, which goes back to the form's fields, or onto the code). */
  errorMessage?: string;
  /** The authenticator app's code: its value, its error (the client rule's or the server's words). */
  code: FieldBinding<string>;
  /**
   * How many times the code was refused: each new refusal moves focus into its first empty cell, for the
   * app's next code. The dialog opening does not (the keyboard would hide the destination to check).
   */
  codeFocusKey: number;
  /**
   * Confirming with one of the person's passkeys instead of the code, when they have one and the browser
   * can: the device's prompt, then the same request with its answer. Absent: only the code is offered.
   */
  passkey?: { onUse: () => void; isPending: boolean; problem?: string };
}

/**
 * The last look before money moves: what leaves, what it costs, what arrives and where; then the 6-digit
 * code of the authenticator app, which only the owner's phone shows.
 */
export function ConfirmWithdrawDialog({
  isOpen,
  onOpenChange,
  items,
  onConfirm,
  isPending,
  errorMessage,
  code,
  codeFocusKey,
  passkey,
}: ConfirmWithdrawDialogProps) {
  const { t } = useTranslation('withdraw');
  const cells = useRef<HTMLDivElement>(null);
  const handledKey = useRef(codeFocusKey);
  useEffect(() => {
    // Waits for the cells to be enabled again: a refusal of the server arrives while they are disabled.
    if (codeFocusKey === handledKey.current || code.isDisabled) return;
    handledKey.current = codeFocusKey;
    const inputs = Array.from(cells.current?.querySelectorAll('input') ?? []);
    (inputs.find((input) => input.value === '') ?? inputs[0])?.focus();
  }, [codeFocusKey, code.isDisabled]);

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
      <div ref={cells} className={styles.dialogCode}>
        <OtpField
          label={t('confirm.code')}
          description={t('confirm.codeHint')}
          cellLabel={(position, length) => t('confirm.codeCell', { position, length })}
          length={CODE_LENGTH}
          {...code}
        />
      </div>
      {passkey ? (
        <div className={styles.dialogPasskey}>
          <Button
            variant="secondary"
            fullWidth
            isPending={passkey.isPending}
            pendingLabel={t('confirm.passkeyWaiting')}
            onPress={passkey.onUse}
          >
            {t('confirm.usePasskey')}
          </Button>
          {passkey.problem ? <Banner tone="critical" title={passkey.problem} isLive /> : null}
        </div>
      ) : null}
    </Dialog>
  );
}
