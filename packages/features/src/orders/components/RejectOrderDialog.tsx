import { Dialog } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../shared/forms/useForm';
import type { Order } from '../../entities/order';
import { rejectOrder } from '../api/rejectOrder';
import { useOrderWords } from '../hooks/useOrderWords';
import '../i18n/registerOrdersI18n';
import * as styles from './OrderDecisionDialog.css';
import { useOrderDecision, type OrderDecisionHandlers } from './useOrderDecision';

export interface RejectOrderDialogProps extends OrderDecisionHandlers {
  order: Order;
  /** Back to the decision without rejecting. */
  onBack: () => void;
}

/**
 * Rejecting asks once more, as an alert: the order is cancelled and its hold released, which cannot be
 * undone. Sent with its own Idempotency-Key; a retry after a failure sends the same one.
 */
export function RejectOrderDialog({ order, onBack, ...handlers }: RejectOrderDialogProps) {
  const { t } = useTranslation('orders');
  const words = useOrderWords();
  const decision = useOrderDecision(handlers);
  const reject = useForm({
    namespace: 'orders',
    initialValues: { order_id: order.id },
    submit: (values, action) => rejectOrder(values.order_id, action.idempotencyKey),
    onSuccess: decision.answered('rejected'),
    onError: decision.outdated(order.id),
  });
  return (
    <Dialog
      isOpen
      role="alertdialog"
      onOpenChange={(isOpen) => {
        if (!isOpen) onBack();
      }}
      title={t('decision.rejectConfirm.title', { id: words.reference(order.id) })}
      confirmLabel={t('decision.rejectConfirm.confirm')}
      confirmVariant="critical"
      cancelLabel={t('decision.rejectConfirm.back')}
      onConfirm={() => reject.handleSubmit()}
      isPending={reject.isPending}
      pendingLabel={t('decision.rejectConfirm.pending')}
      errorMessage={reject.failure ?? undefined}
    >
      <p className={styles.text}>{t('decision.rejectConfirm.body')}</p>
    </Dialog>
  );
}
