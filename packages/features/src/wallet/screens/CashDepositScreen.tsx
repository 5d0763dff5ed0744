import { AppHeader, EmptyState } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { linkButton } from '../../shared/styles/linkButton.css';
import { screenColumn } from '../../shared/styles/screenColumn.css';
import { useBack } from '../../shared/hooks/useBack';
import '../i18n/registerWalletI18n';
import { walletPaths } from '../paths';
import { IrtDepositScreen } from './IrtDepositScreen';
import { UsdtDepositScreen } from './UsdtDepositScreen';

/** Route /cash-deposit/:currency: the Toman or the Tether deposit; any other currency says there is none. */
export function CashDepositScreen() {
  const { currency } = useParams();
  if (currency === 'IRT') return <IrtDepositScreen />;
  if (currency === 'USDT') return <UsdtDepositScreen />;
  return <UnknownCurrency />;
}

function UnknownCurrency() {
  const { t } = useTranslation('wallet');
  const back = useBack(walletPaths.panel);
  return (
    <>
      <AppHeader title={t('common:screens.cashDeposit')} backLabel={t('back')} onBack={back} />
      <main className={screenColumn.narrow}>
        <EmptyState
          title={t('cashDeposit.unknown')}
          description={t('cashDeposit.unknownHint')}
          action={
            <Link className={linkButton.primary} to={walletPaths.panel}>
              {t('cashDeposit.toWallet')}
            </Link>
          }
        />
      </main>
    </>
  );
}
