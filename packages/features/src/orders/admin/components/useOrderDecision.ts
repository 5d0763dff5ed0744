import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/errors/ApiError';
import { buildErrorText } from '../../../shared/errors/buildErrorText';
import type { AdminOrder } from '../api/adminListOrders';
import '../i18n/registerOrdersAdminI18n';
import { orderQueueChanged } from '../state/orderAdminChanges';

export type OrderDecision = 'approved' | 'rejected';

export interface OrderDecisionHandlers {
  /** Closes the dialog (the decision is taken, or was taken elsewhere). */
  onClose: () => void;
  /** Called with the decided order once the server took the decision. */
  onDecided: (order: AdminOrder, decision: OrderDecision) => void;
  /** Called with the server's message when the order no longer awaited the desk (409). */
  onAlreadyDecided: (message: string) => void;
}

/**
 * What both order dialogs do with the server's answer: a decision taken closes the dialog and reloads the
 * queue (the order leaves it); a 409 (another operator decided, or the order expired) says so in the
 * screen's alert and reloads the queue too.
 */
export function useOrderDecision({ onClose, onDecided, onAlreadyDecided }: OrderDecisionHandlers) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return {
    decided: (decision: OrderDecision) => async (order: AdminOrder) => {
      onClose();
      onDecided(order, decision);
      await orderQueueChanged(queryClient);
    },
    alreadyDecided: (error: unknown): boolean => {
      if (!isApiError(error) || error.status !== 409) return false;
      onClose();
      onAlreadyDecided(buildErrorText(error, t('common:errors.unexpected')));
      void orderQueueChanged(queryClient);
      return true;
    },
  };
}
