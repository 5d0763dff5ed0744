import { AmountField, Dialog, TextField } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/useForm';
import { adminApproveOrder } from '../api/adminApproveOrder';
import type { AdminOrder } from '../api/adminListOrders';
import { useOrderWords } from '../hooks/useOrderWords';
import '../i18n/registerOrdersAdminI18n';
import { sidesOf } from '../../../entities/order';
import {
  toOrderApproval,
  validateOrderApproval,
  type OrderApprovalValues,
} from '../rules/validateOrderDecision';
import { useOrderDecision, type OrderDecisionHandlers } from './useOrderDecision';
import { TransWithLtr } from '../../../shared/components/TransWithLtr';
import * as styles from '../../../shared/admin/decisionDialog.css';
import { scaleOf } from '../../../entities/currency';

export interface ApproveOrderDialogProps extends OrderDecisionHandlers {
  /** The order awaiting the desk. Mount one dialog per opening: each opening is one action, one key. */
  order: AdminOrder;
}

/**
 * Approving an order over the limit: what was quoted, then the final price and quantity (both optional: the
 * server keeps the quote's price, and the most the hold covers for a Buy or the quoted quantity for a Sell)
 * and a note the person reads. The person then approves or rejects at these figures. A quantity costing more
 * than was held is the server's 422, shown on the field.
 */
export function ApproveOrderDialog({ order, ...handlers }: ApproveOrderDialogProps) {
  const { t } = useTranslation('admin');
  const words = useOrderWords();
  const { decided, alreadyDecided } = useOrderDecision(handlers);
  const sides = sidesOf(order);
  const form = useForm({
    namespace: 'admin',
    initialValues: (): OrderApprovalValues => ({ final_price: '', final_quantity: '', note: '' }),
    validate: validateOrderApproval,
    submit: (values, action) => adminApproveOrder(order.id, toOrderApproval(values), action.idempotencyKey),
    onSuccess: decided('approved'),
    onError: alreadyDecided,
    // The server's word on a field belongs on it; anything else above the buttons.
    failureText: (_error, { allPlaced, defaultText }) => (allPlaced ? null : defaultText),
  });
  const kind = words.kind(order);
  const number = words.number(order.id);
  const base = words.currencyName(order.base_symbol);
  const quote = words.currencyName(order.quote_symbol);

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) handlers.onClose();
      }}
      title={t('orders.approveDialog.title', { kind, number })}
      confirmLabel={t('orders.approveDialog.confirm')}
      cancelLabel={t('cancel')}
      onConfirm={() => form.handleSubmit()}
      isPending={form.isPending}
      pendingLabel={t('orders.approveDialog.pending')}
      errorMessage={form.failure ?? undefined}
    >
      {/* A form, so Enter in a field approves as the button does (the button sits outside it). */}
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          if (!(event.target instanceof HTMLInputElement)) return;
          event.preventDefault();
          form.handleSubmit();
        }}
      >
        <p className={styles.effect}>
          <TransWithLtr
            namespace="admin"
            i18nKey="orders.approveDialog.quoted"
            values={{
              who: order.user.email,
              paid: words.amount(order.paid, sides.paid),
              paidCurrency: words.currencyName(sides.paid),
              received: words.amount(order.received, sides.received),
              receivedCurrency: words.currencyName(sides.received),
              price: words.price(order, order.price),
            }}
          />
        </p>
        <p className={styles.text}>
          <TransWithLtr
            namespace="admin"
            i18nKey="orders.approveDialog.then"
            values={{ who: order.user.email }}
          />
        </p>
        <AmountField
          label={t('orders.approveDialog.finalPrice')}
          name="final_price"
          {...form.bind('final_price')}
          maxDecimals={scaleOf(order.quote_symbol)}
          unit={quote}
          description={t('orders.approveDialog.finalPriceHint', {
            price: words.amount(order.price, order.quote_symbol),
            currency: quote,
          })}
        />
        <AmountField
          label={t('orders.approveDialog.finalQuantity')}
          name="final_quantity"
          {...form.bind('final_quantity')}
          maxDecimals={scaleOf(order.base_symbol)}
          unit={base}
          description={
            order.side === 'Buy'
              ? t('orders.approveDialog.finalQuantityHintBuy', {
                  held: words.amount(order.amount, sides.paid),
                  currency: words.currencyName(sides.paid),
                })
              : t('orders.approveDialog.finalQuantityHintSell', {
                  quantity: words.amount(order.amount, order.base_symbol),
                  currency: base,
                })
          }
        />
        <TextField
          label={t('orders.approveDialog.note')}
          name="note"
          {...form.bind('note')}
          description={t('orders.approveDialog.noteHint')}
        />
      </form>
    </Dialog>
  );
}
