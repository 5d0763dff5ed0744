import { StatusBadge } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '../api/listWalletTransactions';
import '../i18n/registerWalletI18n';

/** A deposit's or withdrawal's status as icon and words: Approved check, Pending clock, Rejected cross. */
export function TransactionStatusBadge({ status }: { status: WalletTransaction['status'] }) {
  const { t } = useTranslation('wallet');
  return <StatusBadge status={status} label={t(`status.${status}`)} />;
}
