import { AppHeader, Skeleton } from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { screenColumn } from '../../shared/styles/screenColumn.css';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { useBack } from '../../shared/hooks/useBack';
import { secondFactorsQuery } from '../../entities/secondFactor';
import { usdtDepositAddressQuery } from '../api/getUsdtDepositAddress';
import { DepositAddressCard } from '../components/DepositAddressCard';
import { SecondFactorRequired } from '../components/SecondFactorRequired';
import '../i18n/registerWalletI18n';
import { walletPaths } from '../paths';

/**
 * Tether deposit (route /cash-deposit/USDT): the person's own TRC-20 address with its QR code; without an
 * authenticator app, the way to set one up instead (the server gives no address without it: 403).
 */
export function UsdtDepositScreen() {
  const { t } = useTranslation('wallet');
  const back = useBack(walletPaths.panel);
  const { data: address, error, isError, isFetching, refetch } = useQuery(usdtDepositAddressQuery);
  const factors = useQuery(secondFactorsQuery);
  const needsApp = factors.data?.totp_enabled === false;
  // A check that failed leaves the decision to the server (its 403 on the address): it is the rule.
  const factorsKnown = factors.data !== undefined || factors.isError;
  const isLoading = !needsApp && ((!address && (!isError || isFetching)) || !factorsKnown);
  return (
    <>
      <AppHeader title={t('usdtDeposit.title')} backLabel={t('back')} onBack={back} />
      <main className={screenColumn.narrow} aria-busy={isLoading}>
        {needsApp ? (
          <SecondFactorRequired />
        ) : address && factorsKnown ? (
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
