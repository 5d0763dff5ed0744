import { Banner, Button, CountdownTimer, DetailList, Dialog, formatAmount, visuallyHidden } from '@sarraf/ui';
import type { Clock } from '@sarraf/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import type { Quote } from '../api/createQuote';
import '../i18n/registerTradeI18n';
import { priceMove } from '../rules/priceMove';
import { quoteFigures } from '../rules/quoteFigures';
import { quoteItems } from './quoteItems';
import * as styles from './tradePage.css';
import { TrendArrow } from './TrendArrow';
import { useCurrencyName } from './useCurrencyName';
import type { QuoteDialogState } from './useTradeFlow';

export interface QuoteDialogProps {
  state: QuoteDialogState;
  /** The countdown's clock (a manual one in the workbench). */
  clock: Clock;
}

/**
 * The confirm order dialog (spec section 2): the quote's figures, its countdown, and Confirm. Once the time
 * is up, or the server calls the quote stale (409), Confirm is disabled and a new price is one tap away;
 * the new quote says how the price moved, and the person lands on that line.
 */
export function QuoteDialog({ state, clock }: QuoteDialogProps) {
  const { t } = useTranslation('trade');
  return (
    <Dialog
      isOpen={state.isOpen && state.quote !== null}
      onOpenChange={state.onOpenChange}
      title={t('quote.title')}
      confirmLabel={t('quote.confirm')}
      cancelLabel={t('quote.cancel')}
      onConfirm={state.onConfirm}
      isPending={state.isPending}
      pendingLabel={t('quote.confirmPending')}
      isConfirmDisabled={state.stale !== null || state.isRequoting}
      errorMessage={state.errorMessage}
    >
      {state.quote ? <QuoteBody state={state} quote={state.quote} clock={clock} /> : null}
    </Dialog>
  );
}

function QuoteBody({ state, quote, clock }: QuoteDialogProps & { quote: Quote }) {
  const { t } = useTranslation('trade');
  const locale = useDisplayLocale();
  const currencyName = useCurrencyName();
  const figures = quoteFigures(quote);
  const unit = currencyName(figures.quote);
  const noteRef = useRef<HTMLParagraphElement>(null);
  const offerRef = useRef<HTMLDivElement>(null);
  const moved = state.previousPrice === null ? null : priceMove(state.previousPrice, quote.price);

  // After a new price, the person lands on what changed; Tab then reaches Confirm.
  useEffect(() => {
    if (moved !== null) noteRef.current?.focus();
  }, [quote.id, moved]);

  // Confirm turns disabled under the person's finger, or focus rests on the dialog itself: bring it to the
  // new-price offer. Focus the person put on another control (Cancel) stays where it is.
  useEffect(() => {
    if (!state.stale) return;
    const active = offerRef.current?.ownerDocument.activeElement;
    const resting =
      !active ||
      active.tagName === 'BODY' ||
      active.getAttribute('role') === 'dialog' ||
      (active as HTMLButtonElement).disabled;
    if (resting) {
      offerRef.current?.querySelector('button')?.focus();
    }
  }, [state.stale]);

  const staleTitle = t(state.stale === 'conflict' ? 'quote.conflictTitle' : 'quote.expiredTitle');
  const staleBody =
    state.stale === 'conflict' ? (state.conflictText ?? t('quote.conflictBody')) : t('quote.expiredBody');
  const price = (value: string) => formatAmount(value, { locale });

  return (
    <div className={styles.dialogParts}>
      {moved !== null ? (
        <p ref={noteRef} tabIndex={-1} className={styles.moveNote} data-move={moved}>
          {moved === 'same' ? null : <TrendArrow trend={moved} className={styles.arrow} />}
          {moved === 'same'
            ? t('quote.unchanged', { new: price(quote.price), unit })
            : t(moved === 'up' ? 'quote.movedUp' : 'quote.movedDown', {
                old: price(state.previousPrice!),
                new: price(quote.price),
                unit,
              })}
        </p>
      ) : null}
      {quote.approval_required ? (
        <Banner tone="warning" title={t('quote.approvalTitle')}>
          {t('quote.approvalBody')}
        </Banner>
      ) : null}
      <DetailList items={quoteItems(figures, { t, locale, currencyName })} />
      {state.stale ? (
        <div ref={offerRef}>
          <Banner
            tone="warning"
            title={staleTitle}
            action={
              <Button
                variant="secondary"
                onPress={state.onRequote}
                isPending={state.isRequoting}
                pendingLabel={t('quote.requotePending')}
              >
                {t('quote.requote')}
              </Button>
            }
          >
            {staleBody}
          </Banner>
        </div>
      ) : (
        <div className={styles.countdownRow}>
          <span>{t('quote.validFor')}</span>
          <CountdownTimer
            key={quote.id}
            seconds={state.secondsLeft}
            label={t('quote.timeLeft')}
            unitLabel={t('quote.seconds')}
            onEnd={state.onExpire}
            clock={clock}
          />
        </div>
      )}
      {/* Always in the dialog, so the news that the price is gone is heard when it comes. */}
      <span className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {state.stale ? `${staleTitle}. ${staleBody}` : ''}
      </span>
    </div>
  );
}
