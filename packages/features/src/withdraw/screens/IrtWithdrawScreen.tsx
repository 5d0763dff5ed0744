import { AppHeader } from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { screenColumn } from '../../shared/styles/screenColumn.css';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { balancesQuery } from '../api/getBalances';
import { withdrawTermsQuery } from '../api/getWithdrawTerms';
import { savedIbansQuery } from '../api/listSavedIbans';
import { IrtWithdrawForm } from '../components/IrtWithdrawForm';
import { loadState } from '../components/loadState';
import '../i18n/registerWithdrawI18n';
import { withdrawPaths } from '../paths';
import { FormPlaceholder } from './FormPlaceholder';

/** /cash-withdraw/IRT: Toman to a saved or new IBAN, once the balance, the terms and the saved IBANs are in. */
export function IrtWithdrawScreen() {
  const { t } = useTranslation('withdraw');
  const navigate = useNavigate();
  const balances = useQuery(balancesQuery);
  const terms = useQuery(withdrawTermsQuery);
  const saved = useQuery(savedIbansQuery);
  const load = loadState([balances, terms, saved]);
  const irtTerms = terms.data?.find((entry) => entry.currency === 'IRT');
  const balance = balances.data?.find((entry) => entry.currency === 'IRT');

  return (
    <>
      <AppHeader
        title={t('title.IRT')}
        backLabel={t('back')}
        onBack={() => void navigate(withdrawPaths.panel)}
      />
      <main className={screenColumn.narrow} aria-busy={load.isLoading}>
        {balance && irtTerms && saved.data ? (
          <IrtWithdrawForm available={balance.available} terms={irtTerms} saved={saved.data} />
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
