import { AppHeader, Skeleton } from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenToasts } from '../../../shared/forms/useScreenToasts';
import { screenColumn } from '../../../shared/styles/screenColumn.css';
import { LoadFailed } from '../../../shared/components/LoadFailed';
import { settingsQuery } from '../api/adminGetSettings';
import { SettingsForm } from '../components/SettingsForm';
import { AccountFreezeCard } from '../components/AccountFreezeCard';
import { PersonLimitsCard } from '../components/PersonLimitsCard';
import { TradingFreezeCard } from '../components/TradingFreezeCard';
import { WithdrawalFreezeCard } from '../components/WithdrawalFreezeCard';
import '../i18n/registerSettingsAdminI18n';

/**
 * The desk's settings (route /admin/settings): bank accounts for Toman deposits, withdrawal terms, the
 * orders' approval limit, quote validity and approval deadline, and the fee tiers, saved together. Once
 * saved, the form starts again from what the server now holds. Below them, one person's limits (looked up by email, their own amounts set or taken back), then the desk's stops: the card that
 * stops a person's withdrawals or trading, the card that opens withdrawals again (after the desk or the
 * owner, from a security mail, stopped them), and the one that lets a person trade again.
 */
export function AdminSettingsScreen() {
  const { t } = useTranslation('admin');
  // Loaded once per visit: a refetch while the operator edits would not change the form anyway.
  const { data, error, isError, isFetching, refetch } = useQuery({
    ...settingsQuery,
    refetchOnWindowFocus: false,
  });
  const [saves, setSaves] = useState(0);
  const showToast = useScreenToasts();
  // A retry after a failure shows the placeholder again.
  const isLoading = !data && (!isError || isFetching);

  return (
    <>
      <AppHeader title={t('settings.title')} />
      <main className={screenColumn.wide} aria-busy={isLoading}>
        {data ? (
          <SettingsForm
            // Keyed by the saves: after one, the form starts from the settings the server answered.
            key={saves}
            settings={data}
            onSaved={() => {
              showToast({ title: t('settings.saved'), tone: 'positive' });
              setSaves((count) => count + 1);
            }}
          />
        ) : isLoading ? (
          <>
            <Skeleton shape="block" blockSize="200px" />
            <Skeleton shape="block" blockSize="360px" />
          </>
        ) : (
          <LoadFailed
            title={t('settings.loadFailed')}
            error={error}
            onRetry={() => void refetch()}
            retryLabel={t('retry')}
          />
        )}
        {/* Their own forms and requests: usable whether or not the settings loaded. */}
        <PersonLimitsCard />
        <AccountFreezeCard />
        <WithdrawalFreezeCard />
        <TradingFreezeCard />
      </main>
    </>
  );
}
