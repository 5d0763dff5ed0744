import { AmountText, CurrencyIcon, DetailList, Skeleton } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { HeldAmountText } from '../../entities/currency/components';
import { useCurrencyName } from '../hooks/useCurrencyName';
import '../i18n/registerWalletI18n';
import * as styles from './balances.css';
import { useBalances } from '../hooks/useBalances';

/** The portfolio tab: per currency what is available, what is locked, and what the holding is worth in Toman. */
export function PortfolioList() {
  const { t } = useTranslation('wallet');
  const currencyName = useCurrencyName();
  const { balances, isLoading, error, retry } = useBalances();
  if (!balances) {
    return isLoading ? (
      <div aria-busy="true">
        <Skeleton shape="block" blockSize="180px" />
      </div>
    ) : (
      <LoadFailed title={t('home.balancesFailed')} error={error} onRetry={retry} retryLabel={t('retry')} />
    );
  }
  return (
    <ul className={styles.list} aria-label={t('portfolio.listLabel')}>
      {balances.map((balance) => {
        const name = currencyName(balance.currency);
        return (
          <li key={balance.currency} className={styles.holding}>
            <h2 className={styles.holdingHeader}>
              <CurrencyIcon currency={balance.currency} />
              {name}
            </h2>
            <DetailList
              items={[
                {
                  id: 'available',
                  label: t('portfolio.available'),
                  value: <HeldAmountText value={balance.available} symbol={name} />,
                },
                {
                  id: 'locked',
                  label: t('portfolio.locked'),
                  value: <HeldAmountText value={balance.locked} symbol={name} />,
                },
                {
                  id: 'value',
                  label: t('portfolio.value'),
                  value:
                    balance.value_irt === null ? (
                      t('portfolio.noPrice')
                    ) : (
                      <AmountText value={balance.value_irt} symbol={currencyName('IRT')} />
                    ),
                },
              ]}
            />
          </li>
        );
      })}
    </ul>
  );
}
