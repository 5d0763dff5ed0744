import { AmountField, Dialog, RadioGroup, TextField } from '@sarraf/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, scaleOf, type Currency } from '../../../entities/currency';
import * as styles from '../../../shared/admin/decisionDialog.css';
import { useForm } from '../../../shared/forms/useForm';
import { deskStockQuery } from '../api/adminGetDeskStock';
import type { TreasuryMove } from '../api/adminListTreasuryMoves';
import { adminProposeTreasuryMove } from '../api/adminProposeTreasuryMove';
import '../i18n/registerTreasuryAdminI18n';
import {
  toTreasuryMoveRequest,
  validateTreasuryMove,
  type TreasuryMoveValues,
} from '../rules/treasuryMoveRules';
import { treasuryChanged } from '../state/treasuryChanges';
import { useTreasuryWords } from './useTreasuryWords';

export interface ProposeMoveDialogProps {
  /** Closes the dialog. Mount one dialog per opening: each opening is one action, one key. */
  onClose: () => void;
  /** Called with the move once the server took the proposal. */
  onProposed: (move: TreasuryMove) => void;
}

const DIRECTIONS = ['in', 'out'] as const;

/**
 * Propose moving money into the stock (Toman from the bank, Tether from the hot wallet) or back out: the
 * currency, the direction, the amount at the currency's scale and why. Nothing moves until another
 * operator approves it. The server's 422s go on their fields.
 */
export function ProposeMoveDialog({ onClose, onProposed }: ProposeMoveDialogProps) {
  const { t } = useTranslation('admin');
  const words = useTreasuryWords();
  const queryClient = useQueryClient();
  const stock = useQuery(deskStockQuery());
  const form = useForm<TreasuryMoveValues, TreasuryMove>({
    namespace: 'admin',
    initialValues: { currency: 'USDT', direction: 'in', amount: '', note: '' },
    validate: validateTreasuryMove,
    submit: (values, action) =>
      adminProposeTreasuryMove(toTreasuryMoveRequest(values), action.idempotencyKey),
    onSuccess: async (move) => {
      onClose();
      onProposed(move);
      await treasuryChanged(queryClient);
    },
    serverFields: ['currency', 'direction', 'amount', 'note'],
    failureText: (_error, { allPlaced, defaultText }) => (allPlaced ? null : defaultText),
  });
  const { currency, direction } = form.values;
  const currencyName = words.currencyName(currency);
  const available = stock.data?.find((row) => row.currency === currency)?.available;

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('treasury.proposeDialog.title')}
      confirmLabel={t('treasury.proposeDialog.confirm')}
      cancelLabel={t('cancel')}
      onConfirm={() => form.handleSubmit()}
      isPending={form.isPending}
      pendingLabel={t('treasury.proposeDialog.pending')}
      errorMessage={form.failure ?? undefined}
    >
      <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
        <p className={styles.text}>{t('treasury.proposeDialog.body')}</p>
        <RadioGroup
          label={t('treasury.proposeDialog.currency')}
          orientation="horizontal"
          name="currency"
          options={CURRENCIES.map((code) => ({ value: code, label: words.currencyName(code) }))}
          value={currency}
          onChange={(value) => {
            // Another currency has another scale: the amount typed for the first is not carried over.
            form.setValue('currency', value as Currency);
            form.setValue('amount', '');
          }}
          errorMessage={form.fieldErrors.currency}
          isDisabled={form.isPending}
          isRequired
        />
        <RadioGroup
          label={t('treasury.proposeDialog.direction')}
          name="direction"
          options={DIRECTIONS.map((value) => ({
            value,
            label: words.direction({ direction: value, currency }),
          }))}
          value={direction}
          onChange={(value) => form.setValue('direction', value === 'out' ? 'out' : 'in')}
          errorMessage={form.fieldErrors.direction}
          isDisabled={form.isPending}
          isRequired
        />
        <AmountField
          key={currency}
          label={t('treasury.proposeDialog.amount')}
          name="amount"
          unit={currencyName}
          maxDecimals={scaleOf(currency)}
          description={
            direction === 'out' && available !== undefined
              ? t('treasury.proposeDialog.available', {
                  amount: words.amount(available, currency),
                  currency: currencyName,
                })
              : undefined
          }
          {...form.bind('amount')}
          isRequired
        />
        <TextField
          label={t('treasury.proposeDialog.note')}
          name="note"
          {...form.bind('note')}
          description={t('treasury.proposeDialog.noteHint')}
          isRequired
        />
      </form>
    </Dialog>
  );
}
