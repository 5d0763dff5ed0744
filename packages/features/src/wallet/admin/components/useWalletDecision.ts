import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/errors/ApiError';
import { buildErrorText } from '../../../shared/errors/buildErrorText';
import type { AdminWalletTransaction } from '../api/adminListWalletTransactions';
import '../i18n/registerWalletAdminI18n';
import { walletQueueChanged } from '../state/walletAdminChanges';

export type WalletDecision = 'approved' | 'rejected';

export interface WalletDecisionHandlers {
  /** Closes the dialog (the decision is taken, or was taken elsewhere). */
  onClose: () => void;
  /** Called with the decided transaction once the server took the decision. */
  onDecided: (transaction: AdminWalletTransaction, decision: WalletDecision) => void;
  /** Called with the server's message when it was no longer Pending (409: decided elsewhere). */
  onAlreadyDecided: (message: string) => void;
}

/**
 * What both decision dialogs do with the server's answer: a decision taken closes the dialog and reloads
 * the queue (the row leaves Pending); a 409 says so in the screen's alert and reloads the queue too.
 */
export function useWalletDecision({ onClose, onDecided, onAlreadyDecided }: WalletDecisionHandlers) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return {
    decided: (decision: WalletDecision) => async (answer: AdminWalletTransaction) => {
      onClose();
      onDecided(answer, decision);
      await walletQueueChanged(queryClient);
    },
    alreadyDecided: (error: unknown): boolean => {
      if (!isApiError(error) || error.status !== 409) return false;
      onClose();
      onAlreadyDecided(buildErrorText(error, t('common:errors.unexpected')));
      void walletQueueChanged(queryClient);
      return true;
    },
  };
}
