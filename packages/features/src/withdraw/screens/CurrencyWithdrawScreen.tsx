import { AppHeader } from '@sarraf/ui';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { screenColumn } from '../../shared/styles/screenColumn.css';
import { spendableBalancesQuery } from '../../entities/balance';
import { secondFactorsQuery } from '../../entities/secondFactor';
import { withdrawTermsQuery } from '../api/getWithdrawTerms';
import { loadState } from '../../shared/query/loadState';
import { SecondFactorRequired } from '../components/SecondFactorRequired';
import type { WithdrawFormProps } from '../components/useWithdrawForm';
import '../i18n/registerWithdrawI18n';
import { withdrawPaths } from '../paths';
import { FormPlaceholder } from './FormPlaceholder';

export interface CurrencyWithdrawScreenProps<Saved, Key extends QueryKey> {
  currency: 'IRT' | 'USDT';
  /** The saved destinations of that currency (IBANs, addresses). */
  savedQuery: UseQueryOptions<Saved[], Error, Saved[], Key>;
  form: ComponentType<WithdrawFormProps<Saved>>;
}

/**
 * A withdrawal screen: its form once the balance, the terms and the saved destinations are in, a
 * placeholder while they load, and one retry for whichever of them failed. While the person has no
 * authenticator app, the way to set one up instead of the form: the server refuses a withdrawal without it.
 */
export function CurrencyWithdrawScreen<Saved, Key extends QueryKey>({
  currency,
  savedQuery,
  form: Form,
}: CurrencyWithdrawScreenProps<Saved, Key>) {
  const { t } = useTranslation('withdraw');
  const navigate = useNavigate();
  const balances = useQuery(spendableBalancesQuery);
  const terms = useQuery(withdrawTermsQuery);
  const saved = useQuery(savedQuery);
  const factors = useQuery(secondFactorsQuery);
  const load = loadState([balances, terms, saved]);
  const needsApp = factors.data?.totp_enabled === false;
  // A check that failed leaves the decision to the server (403 in the confirm dialog): it is the rule.
  const factorsKnown = factors.data !== undefined || factors.isError;
  const isLoading = !needsApp && (load.isLoading || !factorsKnown);
  const currencyTerms = terms.data?.find((entry) => entry.currency === currency);
  const balance = balances.data?.find((entry) => entry.currency === currency);

  return (
    <>
      <AppHeader
        title={t(`title.${currency}`)}
        backLabel={t('back')}
        onBack={() => void navigate(withdrawPaths.panel)}
      />
      <main className={screenColumn.narrow} aria-busy={isLoading}>
        {needsApp ? (
          <SecondFactorRequired />
        ) : balance && currencyTerms && saved.data && factorsKnown ? (
          <Form available={balance.available} terms={currencyTerms} saved={saved.data} />
        ) : isLoading ? (
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
