import { AppHeader, Skeleton } from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { screenColumn } from '../../shared/styles/screenColumn.css';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { useBack } from '../../shared/hooks/useBack';
import { usdtDepositAddressQuery } from '../api/getUsdtDepositAddress';
import { DepositAddressCard } from '../components/DepositAddressCard';
import '../i18n/registerWalletI18n';
import { walletPaths } from '../paths';

/** Tether deposit (route /cash-deposit/USDT): the person's own TRC-20 address with its QR code. */
export function UsdtDepositScreen() {
  const { t } = useTranslation('wallet');
  const back = useBack(walletPaths.panel);
  const { data: address, error, isError, isFetching, refetch } = useQuery(usdtDepositAddressQuery);
  const isLoading = !address && (!isError || isFetching);
  return (
    <>
      <AppHeader title={t('usdtDeposit.title')} backLabel={t('back')} onBack={back} />
      <main className={screenColumn.narrow} aria-busy={isLoading}>
        {address ? (
          <DepositAddressCard address={address} />
        ) : isLoading ? (
          <>
            <Skeleton shape="block" blockSize="72px" />
            <Skeleton shape="block" blockSize="320px" />
          </>
        ) : (
          <LoadFailed
            title={t('usdtDeposit.failed')}
            error={error}
            onRetry={() => void refetch()}
            retryLabel={t('retry')}
          />
        )}
      </main>
    </>
  );
}
