import { AmountField, Dialog } from '@sarraf/ui';
import { compareDecimals, isDecimal, toAmount } from '@sarraf/ui/format';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { scaleOf } from '../../../entities/currency';
import * as styles from '../../../shared/admin/decisionDialog.css';
import { useForm } from '../../../shared/forms/useForm';
import type { DeskStock } from '../api/adminGetDeskStock';
import { adminSetStockFloor } from '../api/adminSetStockFloor';
import '../i18n/registerTreasuryAdminI18n';
import { treasuryChanged } from '../state/treasuryChanges';
import { useTreasuryWords } from './useTreasuryWords';

export interface FloorDialogProps {
  /** The currency's stock as the board shows it: the floor starts from it. */
  stock: DeskStock;
  onClose: () => void;
  /** Called with the stock the server answered, once it took the floor. */
  onSet: (stock: DeskStock) => void;
}

/**
 * Sets what the desk keeps back of a currency and never pays out: a quote, a fill or a move that would
 * leave less is refused. It can be at most what the stock holds less what large orders reserved; the
 * server says the most it can be when it is above that (on the field). Audited by the server.
 */
export function FloorDialog({ stock, onClose, onSet }: FloorDialogProps) {
  const { t } = useTranslation('admin');
  const words = useTreasuryWords();
  const queryClient = useQueryClient();
  const currency = words.currencyName(stock.currency);
  const form = useForm<{ floor: string }, DeskStock>({
    namespace: 'admin',
    initialValues: { floor: stock.floor },
    // Zero keeps nothing back; the most it can be only the server knows at the moment it is set.
    validate: ({ floor }) =>
      isDecimal(floor) && compareDecimals(floor, '0') >= 0 ? {} : { floor: 'treasury.floorDialog.required' },
    submit: ({ floor }) => adminSetStockFloor({ currency: stock.currency, floor: toAmount(floor) }),
    onSuccess: async (after) => {
      onClose();
      onSet(after);
      await treasuryChanged(queryClient);
    },
    serverFields: ['floor'],
    failureText: (_error, { allPlaced, defaultText }) => (allPlaced ? null : defaultText),
  });

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('treasury.floorDialog.title', { currency })}
      confirmLabel={t('treasury.floorDialog.confirm')}
      cancelLabel={t('cancel')}
      onConfirm={() => form.handleSubmit()}
      isPending={form.isPending}
      pendingLabel={t('treasury.floorDialog.pending')}
      errorMessage={form.failure ?? undefined}
    >
      <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
        <p className={styles.text}>{t('treasury.floorDialog.body')}</p>
        <AmountField
          label={t('treasury.floorDialog.floor')}
          {...form.bind('floor')}
          maxDecimals={scaleOf(stock.currency)}
          unit={currency}
          description={t('treasury.floorDialog.most', {
            amount: words.amount(stock.balance, stock.currency),
            reserved: words.amount(stock.reserved, stock.currency),
            currency,
          })}
          isRequired
        />
      </form>
    </Dialog>
  );
}
