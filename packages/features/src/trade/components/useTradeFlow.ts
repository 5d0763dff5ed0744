import { toAmount } from '@sarraf/ui/format';
import type { Clock } from '@sarraf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/errors/ApiError';
import { isValidationError, serverFieldErrors } from '../../shared/forms/serverFieldErrors';
import { useForm } from '../../shared/forms/useForm';
import { useScreenToasts } from '../../shared/forms/useScreenToasts';
import { buyOrder } from '../api/buyOrder';
import type { Order } from '../../entities/order';
import { createQuote, type Quote } from '../api/createQuote';
import { sellOrder } from '../api/sellOrder';
import '../i18n/registerTradeI18n';
import { quoteSecondsLeft } from '../rules/quoteSecondsLeft';
import { amountProblem, type TradeSide } from '../rules/tradeAmount';
import { orderPlaced } from '../state/tradeChanges';

/** Why a quote can no longer be confirmed: its time ran out, or the server said so (409). */
export type StaleReason = 'expired' | 'conflict';

export interface TradeFlowOptions {
  pair: string;
  side: TradeSide;
  /** The currency paid (IRT to buy, USDT to sell) and its available balance. */
  paidSymbol: string;
  available: string;
  /** Where "now" comes from for the countdown (a manual clock in the workbench). */
  clock: Clock;
}

interface QuoteValues {
  amount: string;
}

interface OrderValues {
  quoteId: string;
  side: TradeSide;
}

/**
 * Get price, then confirm: the amount is checked here first (spec section 5's messages), a quote locks the
 * price, and the confirm dialog places the order with `quote_id`. The order carries the confirmation's
 * Idempotency-Key: a double tap sends once, a retry after a failure sends the same key, a new quote gets a
 * new one. A quote whose time ran out, or that the server calls stale (409), is offered again in one tap;
 * a balance the server finds too small (422) goes back to the amount field.
 */
export function useTradeFlow({ pair, side, paidSymbol, available, clock }: TradeFlowOptions) {
  const { t } = useTranslation('trade');
  const queryClient = useQueryClient();
  const showScreenToast = useScreenToasts();
  const [quote, setQuote] = useState<Quote | null>(null);
  const [isOpen, setOpen] = useState(false);
  /** The price of the quote a new one replaced in the open dialog: what the person saw before. */
  const [previousPrice, setPreviousPrice] = useState<string | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [stale, setStale] = useState<StaleReason | null>(null);
  /** The server's words for a stale quote (expired, used, or given for the other side). */
  const [conflictText, setConflictText] = useState<string | null>(null);
  /** The order's 422 on the amount, shown on the amount field until the amount changes. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);

  function close() {
    setOpen(false);
    setPreviousPrice(null);
  }

  const validate = (values: QuoteValues) => {
    const problem = amountProblem(values.amount, paidSymbol, available);
    return problem ? { amount: problem } : {};
  };

  const quoteForm = useForm<QuoteValues, Quote>({
    namespace: 'trade',
    initialValues: { amount: '' },
    validate,
    submit: (values) => createQuote({ pair, side, amount: toAmount(values.amount) }),
    serverFields: ['amount'],
    // A new price refused for the amount (the balance changed meanwhile) is told on the field.
    onError: (error) => {
      if (isValidationError(error)) close();
    },
    onSuccess: (next) => {
      setPreviousPrice(isOpen && quote ? quote.price : null);
      setQuote(next);
      const left = quoteSecondsLeft(next, clock.now());
      setSecondsLeft(left);
      setStale(left === 0 ? 'expired' : null);
      setRefusal(null);
      setPlaced(null);
      // Runs once a quote arrived, long after both forms exist.
      orderForm.setValue('quoteId', next.id);
      orderForm.setValue('side', next.side);
      orderForm.clearErrors();
      setOpen(true);
    },
  });

  const orderForm = useForm<OrderValues, Order>({
    namespace: 'trade',
    initialValues: { quoteId: '', side },
    submit: (values, action) =>
      (values.side === 'Buy' ? buyOrder : sellOrder)(values.quoteId, action.idempotencyKey),
    serverFields: [],
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        setStale('conflict');
        setConflictText(error.body.message ?? null);
        return true;
      }
      const amount = serverFieldErrors(error, ['amount']).amount;
      if (amount) {
        setRefusal(amount);
        close();
        return true;
      }
      return false;
    },
    onSuccess: async (order) => {
      await orderPlaced(queryClient);
      close();
      setPlaced(order);
      quoteForm.setValue('amount', '');
      showScreenToast({
        title: t(order.status === 'Filled' ? 'result.toastFilled' : 'result.toastWaiting'),
        tone: 'positive',
      });
    },
  });

  return {
    quoteForm,
    /** The amount field's message: the client rules', the quote's 422, or the order's 422. */
    amountError: quoteForm.fieldErrors.amount ?? refusal ?? undefined,
    /** The error summary's entries, linked to the amount field. */
    summary(amountId: string) {
      const items = quoteForm.summary({ amount: amountId });
      return refusal && !quoteForm.fieldErrors.amount
        ? [...items, { fieldId: amountId, message: refusal }]
        : items;
    },
    setAmount(amount: string) {
      setRefusal(null);
      quoteForm.setValue('amount', amount);
    },
    /** Forgets the amount and every message (the side changed: another currency is paid). */
    resetAmount() {
      setRefusal(null);
      quoteForm.reset();
    },
    getPrice: quoteForm.handleSubmit,
    placed,
    dialog: {
      isOpen,
      quote,
      previousPrice,
      secondsLeft,
      stale,
      conflictText,
      onExpire: () => setStale((current) => current ?? 'expired'),
      onRequote: () => quoteForm.handleSubmit(),
      isRequoting: quoteForm.isPending,
      onConfirm: () => orderForm.handleSubmit(),
      isPending: orderForm.isPending,
      errorMessage: orderForm.failure ?? (isOpen ? quoteForm.failure : null) ?? undefined,
      onOpenChange(open: boolean) {
        if (open || orderForm.isPending) return;
        close();
        orderForm.clearErrors();
      },
    },
  };
}

export type TradeFlow = ReturnType<typeof useTradeFlow>;
export type QuoteDialogState = TradeFlow['dialog'];
