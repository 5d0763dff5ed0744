import { AmountText, Banner, Button, DateText, DetailList, DialogFrame, type DetailItem } from '@sarraf/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../shared/forms/useForm';
import { approveOrder } from '../api/approveOrder';
import type { Order } from '../../entities/order';
import { useOrderWords } from '../hooks/useOrderWords';
import '../i18n/registerOrdersI18n';
import { sidesOf } from '../../entities/order';
import * as styles from './OrderDecisionDialog.css';
import { OrderFee } from './OrderFee';
import { PairIcons } from './PairIcons';
import { RejectOrderDialog } from './RejectOrderDialog';
import { useOrderDecision, type OrderDecisionHandlers } from './useOrderDecision';

export interface OrderDecisionDialogProps extends OrderDecisionHandlers {
  /**
   * An order the desk approved, awaiting the person's answer. Mount one per opening: each opening is its
   * own action and key.
   */
  order: Order;
}

/**
 * The pending-approval dialog (spec sections 2 and 4), offered once the desk approved an order: the final
 * figures, the desk's note and the deadline, then Approve (fills the order at them) and Reject (asks again
 * first: it cannot be undone). The decision stays in sight on a 360x800 phone: figures and both answers
 * come before any explanation. Cancel approval closes without answering, as the line under it says: the
 * order keeps waiting until its deadline (a fill is final, so there is nothing to un-approve; backing out
 * of deciding now is what it means). What happens at the deadline comes last.
 */
export function OrderDecisionDialog({ order, ...handlers }: OrderDecisionDialogProps) {
  const { t } = useTranslation('orders');
  const words = useOrderWords();
  const decision = useOrderDecision(handlers);
  const cancelHintId = useId();
  const [confirmingReject, setConfirmingReject] = useState(false);
  // Each time the rejection is asked again it is a new action, with a new key.
  const [rejectOpenings, setRejectOpenings] = useState(0);
  const approve = useForm({
    namespace: 'orders',
    initialValues: { order_id: order.id },
    submit: (values, action) => approveOrder(values.order_id, action.idempotencyKey),
    onSuccess: decision.answered('approved'),
    onError: decision.outdated(order.id),
  });
  const figures = useFigures(order);

  if (confirmingReject) {
    return (
      <RejectOrderDialog
        key={rejectOpenings}
        order={order}
        onBack={() => setConfirmingReject(false)}
        {...handlers}
      />
    );
  }

  return (
    <DialogFrame
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) handlers.onClose();
      }}
      title={t('decision.title', { id: words.reference(order.id) })}
      isDismissable={!approve.isPending}
    >
      {(close) => (
        <>
          <div className={styles.body}>
            <div className={styles.heading}>
              <PairIcons order={order} />
              <p className={styles.what}>{words.title(order)}</p>
            </div>
            <Banner tone="positive" title={t('decision.deskApprovedTitle')} />
            <DetailList items={figures} />
          </div>
          {/* Always in the DOM so screen readers announce a failure when it is filled in. */}
          <div role="alert">{approve.failure ? <p className={styles.error}>{approve.failure}</p> : null}</div>
          <div className={styles.actions}>
            <span className={styles.action}>
              <Button
                fullWidth
                isPending={approve.isPending}
                pendingLabel={t('decision.approving')}
                onPress={() => approve.handleSubmit()}
              >
                {t('decision.approve')}
              </Button>
            </span>
            <span className={styles.action}>
              <Button
                variant="critical"
                fullWidth
                isDisabled={approve.isPending}
                onPress={() => {
                  setRejectOpenings((count) => count + 1);
                  setConfirmingReject(true);
                }}
              >
                {t('decision.reject')}
              </Button>
            </span>
          </div>
          {/* The spec's name for backing out, with what it does right under it: it is no cancelling of the
              order. A group named by the button and described by the line, so both are read together. */}
          <div
            role="group"
            aria-label={t('decision.cancelApproval')}
            aria-describedby={cancelHintId}
            className={styles.cancel}
          >
            <Button variant="secondary" fullWidth isDisabled={approve.isPending} onPress={close}>
              {t('decision.cancelApproval')}
            </Button>
            <p id={cancelHintId} className={styles.hint}>
              {t('decision.cancelApprovalHint')}
            </p>
          </div>
          <p className={styles.hint}>{t('decision.afterDeadline')}</p>
        </>
      )}
    </DialogFrame>
  );
}

/**
 * The figures the person answers to: the final price and quantity with what will be paid and received at
 * them (the server's figures), the fee, the desk's note and the deadline.
 */
function useFigures(order: Order): DetailItem[] {
  const { t } = useTranslation('orders');
  const words = useOrderWords();
  const sides = sidesOf(order);
  const amount = (value: string | null, symbol: string) => (
    <AmountText value={value} symbol={words.currencyName(symbol)} />
  );
  const items: Array<DetailItem | false> = [
    order.final_price !== null && {
      id: 'final_price',
      label: t('fields.finalPrice'),
      value: words.price(order, order.final_price),
    },
    order.final_quantity !== null && {
      id: 'final_quantity',
      label: t('fields.finalQuantity'),
      value: amount(order.final_quantity, order.base_symbol),
    },
    { id: 'paid', label: t('decision.willPay'), value: amount(order.paid, sides.paid) },
    { id: 'received', label: t('decision.willReceive'), value: amount(order.received, sides.received) },
    { id: 'fee', label: t('fields.fee'), value: <OrderFee order={order} /> },
    Boolean(order.admin_note) && {
      id: 'admin_note',
      label: t('fields.adminNote'),
      value: <bdi>{order.admin_note}</bdi>,
    },
    Boolean(order.approval_expires_at) && {
      id: 'deadline',
      label: t('fields.deadline'),
      value: <DateText value={order.approval_expires_at} />,
    },
  ];
  return items.filter((item): item is DetailItem => Boolean(item));
}
