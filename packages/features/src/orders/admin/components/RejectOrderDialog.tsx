import { Dialog, TextField } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/useForm';
import type { AdminOrder } from '../api/adminListOrders';
import { adminRejectOrder } from '../api/adminRejectOrder';
import { useOrderWords } from '../hooks/useOrderWords';
import '../i18n/registerOrdersAdminI18n';
import { sidesOf } from '../../../entities/order';
import { validateRejectionNote } from '../rules/validateOrderDecision';
import { useOrderDecision, type OrderDecisionHandlers } from './useOrderDecision';
import { TransWithLtr } from '../../../shared/components/TransWithLtr';
import * as styles from '../../../shared/admin/decisionDialog.css';

export interface RejectOrderDialogProps extends OrderDecisionHandlers {
  /** The order awaiting the desk. Mount one dialog per opening: each opening is one action, one key. */
  order: AdminOrder;
}

/**
 * Rejecting an order over the limit cancels it and returns what was held; it needs the note the person
 * will read (1 to 500 characters).
 */
export function RejectOrderDialog({ order, ...handlers }: RejectOrderDialogProps) {
  const { t } = useTranslation('admin');
  const words = useOrderWords();
  const { decided, alreadyDecided } = useOrderDecision(handlers);
  const held = sidesOf(order).paid;
  const form = useForm({
    namespace: 'admin',
    initialValues: { note: '' },
    validate: ({ note }): { note?: string } => {
      const problem = validateRejectionNote(note);
      return problem ? { note: problem } : {};
    },
    submit: ({ note }, action) => adminRejectOrder(order.id, { note: note.trim() }, action.idempotencyKey),
    onSuccess: decided('rejected'),
    onError: alreadyDecided,
    failureText: (_error, { allPlaced, defaultText }) => (allPlaced ? null : defaultText),
  });
  const kind = words.kind(order);
  const number = words.number(order.id);

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) handlers.onClose();
      }}
      title={t('orders.rejectDialog.title', { kind, number })}
      confirmLabel={t('orders.rejectDialog.confirm')}
      confirmVariant="critical"
      cancelLabel={t('cancel')}
      onConfirm={() => form.handleSubmit()}
      isPending={form.isPending}
      pendingLabel={t('orders.rejectDialog.pending')}
      errorMessage={form.failure ?? undefined}
    >
      {/* A form, so Enter in the field rejects as the button does. */}
      <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
        <p className={styles.effect}>
          <TransWithLtr
            namespace="admin"
            i18nKey="orders.rejectDialog.body"
            values={{
              amount: words.amount(order.amount, held),
              currency: words.currencyName(held),
              who: order.user.email,
            }}
          />
        </p>
        <TextField
          label={t('orders.rejectDialog.note')}
          name="note"
          {...form.bind('note')}
          description={t('orders.rejectDialog.noteHint')}
          isRequired
        />
      </form>
    </Dialog>
  );
}
