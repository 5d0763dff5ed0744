import { AppHeader } from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { screenColumn } from '../../shared/styles/screenColumn.css';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { balancesQuery } from '../api/getBalances';
import { withdrawTermsQuery } from '../api/getWithdrawTerms';
import { savedAddressesQuery } from '../api/listSavedAddresses';
import { UsdtWithdrawForm } from '../components/UsdtWithdrawForm';
import { loadState } from '../components/loadState';
import '../i18n/registerWithdrawI18n';
import { withdrawPaths } from '../paths';
import { FormPlaceholder } from './FormPlaceholder';

/** /cash-withdraw/USDT: Tether over TRC-20 to a saved or new address, once everything it needs is in. */
export function UsdtWithdrawScreen() {
  const { t } = useTranslation('withdraw');
  const navigate = useNavigate();
  const balances = useQuery(balancesQuery);
  const terms = useQuery(withdrawTermsQuery);
  const saved = useQuery(savedAddressesQuery);
  const load = loadState([balances, terms, saved]);
  const usdtTerms = terms.data?.find((entry) => entry.currency === 'USDT');
  const balance = balances.data?.find((entry) => entry.currency === 'USDT');

  return (
    <>
      <AppHeader
        title={t('title.USDT')}
        backLabel={t('back')}
        onBack={() => void navigate(withdrawPaths.panel)}
      />
      <main className={screenColumn.narrow} aria-busy={load.isLoading}>
        {balance && usdtTerms && saved.data ? (
          <UsdtWithdrawForm available={balance.available} terms={usdtTerms} saved={saved.data} />
        ) : load.isLoading ? (
          <FormPlaceholder />
        ) : (
          <LoadFailed
            title={t('loadFailed')}
            error={load.error}
            onRetry={load.retry}
            retryLabel={t('retry')}
          />
        )}
      </main>
    </>
  );
}
