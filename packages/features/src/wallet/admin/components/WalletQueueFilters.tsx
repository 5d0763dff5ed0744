import { ToggleButtonGroup } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import type { WalletQueueFilters as Filters } from '../api/adminListWalletTransactions';
import '../i18n/registerWalletAdminI18n';
import * as styles from './WalletQueueFilters.css';

export const WALLET_TYPES = ['Deposit', 'Withdraw'] as const;
export const WALLET_CURRENCIES = ['IRT', 'USDT'] as const;
/** The queue first: Pending is what waits for an operator. */
export const WALLET_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;

/** The segment that lifts a filter. */
const ALL = 'all';

export interface WalletQueueFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** Status, type and currency of the wallet queue, each a row of segments ("All" lifts a filter). */
export function WalletQueueFilters({ filters, onChange }: WalletQueueFiltersProps) {
  const { t } = useTranslation('admin');
  const all = { id: ALL, label: t('wallet.filters.all') };
  return (
    <div className={styles.filters}>
      <ToggleButtonGroup
        label={t('wallet.filters.status')}
        segments={WALLET_STATUSES.map((id) => ({ id, label: t(`wallet.statuses.${id}`) }))}
        value={filters.status}
        onChange={(value) => onChange({ ...filters, status: pick(WALLET_STATUSES, value) ?? 'Pending' })}
      />
      <ToggleButtonGroup
        label={t('wallet.filters.type')}
        segments={[all, ...WALLET_TYPES.map((id) => ({ id, label: t(`wallet.types.${id}`) }))]}
        value={filters.type ?? ALL}
        onChange={(value) => onChange({ ...filters, type: pick(WALLET_TYPES, value) })}
      />
      <ToggleButtonGroup
        label={t('wallet.filters.currency')}
        segments={[all, ...WALLET_CURRENCIES.map((id) => ({ id, label: t(`wallet.currencies.${id}`) }))]}
        value={filters.currency ?? ALL}
        onChange={(value) => onChange({ ...filters, currency: pick(WALLET_CURRENCIES, value) })}
      />
    </div>
  );
}

/** The choice named `value`, or undefined for "All" and anything unknown (a hand-edited address). */
export function pick<T extends string>(choices: readonly T[], value: string | null): T | undefined {
  return choices.find((choice) => choice === value);
}
