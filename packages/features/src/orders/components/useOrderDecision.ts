import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/errors/ApiError';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import type { Order } from '../../entities/order';
import '../i18n/registerOrdersI18n';
import { orderAnswered, orderOutdated } from '../state/orderChanges';

export type OrderAnswer = 'approved' | 'rejected';

export interface OrderDecisionHandlers {
  /** Closes the decision (answered, answered elsewhere, or put off with "Cancel approval"). */
  onClose: () => void;
  /** Called with the order as the server answered it, once it took the answer. */
  onAnswered: (order: Order, answer: OrderAnswer) => void;
  /** Called with the server's message when the order no longer awaited the person (409). */
  onOutdated: (message: string) => void;
}

/**
 * What both answers do with the server's reply: an answer taken closes the decision and reloads the lists
 * and balances; a 409 (the order expired, or was answered in another window) closes it, says so in the
 * screen's alert and reloads them too.
 */
export function useOrderDecision({ onClose, onAnswered, onOutdated }: OrderDecisionHandlers) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  return {
    answered: (answer: OrderAnswer) => async (order: Order) => {
      onClose();
      onAnswered(order, answer);
      await orderAnswered(queryClient, order);
    },
    outdated:
      (orderId: number) =>
      (error: unknown): boolean => {
        if (!isApiError(error) || error.status !== 409) return false;
        onClose();
        onOutdated(buildErrorText(error, t('common:errors.unexpected')));
        void orderOutdated(queryClient, orderId);
        return true;
      },
  };
}
