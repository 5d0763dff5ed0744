import { AppHeader, Banner, Card, showToast, Skeleton } from '@sarraf/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../shared/errors/ApiError';
import { queryKey } from '../../shared/query/queryKeys';
import { refreshPagedList } from '../../shared/query/pagedQuery';
import { linkButton } from '../../shared/styles/linkButton.css';
import { screenColumn } from '../../shared/styles/screenColumn.css';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { useBack } from '../../shared/hooks/useBack';
import { secondFactorsQuery } from '../../entities/secondFactor';
import { walletTransactionQuery } from '../api/getWalletTransaction';
import { depositBankAccountsQuery, type BankAccount } from '../api/listDepositBankAccounts';
import type { WalletTransaction } from '../api/listWalletTransactions';
import { BankAccountCard } from '../components/BankAccountCard';
import { list as accountList } from '../components/BankAccountCard.css';
import { IrtDepositForm } from '../components/IrtDepositForm';
import { SecondFactorRequired } from '../components/SecondFactorRequired';
import { paragraph } from '../components/walletPage.css';
import '../i18n/registerWalletI18n';
import { walletPaths } from '../paths';

/**
 * Toman deposit (route /cash-deposit/IRT): the desk's bank accounts to transfer to, then the receipt form.
 * Needs a verified identity (the server answers 403 otherwise: "Identity Verification Required", with the
 * way to verify), then an authenticator app (without one, the way to set it up instead of the accounts and
 * the form: the server refuses the deposit); no account configured says to contact support (spec section 8).
 */
export function IrtDepositScreen() {
  const { t } = useTranslation('wallet');
  const back = useBack(walletPaths.panel);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: accounts, error, isError, isFetching, refetch } = useQuery(depositBankAccountsQuery);
  const factors = useQuery(secondFactorsQuery);
  const needsVerification = !accounts && isApiError(error) && error.status === 403;
  const needsApp = factors.data?.totp_enabled === false;
  // A check that failed leaves the decision to the server (its 403 on the deposit): it is the rule.
  const factorsKnown = factors.data !== undefined || factors.isError;
  const isLoading =
    !needsVerification && !needsApp && ((!accounts && (!isError || isFetching)) || !factorsKnown);

  async function handleSubmitted(deposit: WalletTransaction) {
    // The detail opens at once with what the server answered; the lists show the new deposit when next seen.
    queryClient.setQueryData(walletTransactionQuery(deposit.id).queryKey, deposit);
    await refreshPagedList(queryClient, queryKey('listWalletTransactions'));
    // Announces where the person is going, so it outlives this screen (not a screen toast).
    showToast({ title: t('irtDeposit.submitted'), tone: 'positive' });
    void navigate(walletPaths.transaction(deposit.id));
  }

  return (
    <>
      <AppHeader title={t('irtDeposit.title')} backLabel={t('back')} onBack={back} />
      <main className={screenColumn.narrow} aria-busy={isLoading}>
        {needsVerification ? (
          <VerificationRequired />
        ) : needsApp ? (
          <SecondFactorRequired />
        ) : accounts && factorsKnown ? (
          accounts.length === 0 ? (
            <NoAccounts />
          ) : (
            <>
              <Accounts accounts={accounts} />
              <Card title={t('irtDeposit.formTitle')}>
                <IrtDepositForm accounts={accounts} onSubmitted={handleSubmitted} />
              </Card>
            </>
          )
        ) : isLoading ? (
          <>
            <Skeleton lines={2} />
            <Skeleton shape="block" blockSize="180px" />
          </>
        ) : (
          <LoadFailed
            title={t('irtDeposit.accountsFailed')}
            error={error}
            onRetry={() => void refetch()}
            retryLabel={t('retry')}
          />
        )}
      </main>
    </>
  );
}

function Accounts({ accounts }: { accounts: readonly BankAccount[] }) {
  const { t } = useTranslation('wallet');
  return (
    <Card title={t('irtDeposit.accountsTitle')}>
      <p className={paragraph}>{t('irtDeposit.intro')}</p>
      <ul className={accountList} aria-label={t('irtDeposit.accountsLabel')}>
        {accounts.map((account) => (
          <BankAccountCard key={account.id} account={account} />
        ))}
      </ul>
    </Card>
  );
}

/** Deposits need a verified identity first: said, with the way to verify. */
function VerificationRequired() {
  const { t } = useTranslation('wallet');
  return (
    <Banner
      tone="warning"
      title={t('irtDeposit.verificationRequired')}
      action={
        <Link className={linkButton.primary} to={walletPaths.verification}>
          {t('irtDeposit.verify')}
        </Link>
      }
    >
      <p className={paragraph}>{t('irtDeposit.verificationRequiredBody')}</p>
    </Banner>
  );
}

function NoAccounts() {
  const { t } = useTranslation('wallet');
  return (
    <Banner
      tone="warning"
      title={t('irtDeposit.noAccounts')}
      action={
        <Link className={linkButton.secondary} to={walletPaths.support}>
          {t('irtDeposit.contactSupport')}
        </Link>
      }
    />
  );
}
