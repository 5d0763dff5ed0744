import { AmountText, CurrencyIcon, Skeleton } from '@sarraf/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shared/components/LoadFailed';
import type { Balance } from '../../entities/balance';
import { useCurrencyName } from '../hooks/useCurrencyName';
import '../i18n/registerWalletI18n';
import { totalValue } from '../rules/totalValue';
import * as styles from './balances.css';
import { useBalances } from '../hooks/useBalances';
import { muted, stack } from './walletPage.css';

/**
 * The home tab's figures: what the wallet is worth in Toman (saying which holding has no price yet), then
 * each currency's available balance with what is locked under it.
 */
export function BalancesOverview() {
  const { t } = useTranslation('wallet');
  const headingId = useId();
  const { balances, isLoading, error, retry } = useBalances();
  return (
    <section className={stack} aria-labelledby={headingId} aria-busy={isLoading}>
      <h2 id={headingId} className={styles.holdingHeader}>
        {t('home.balancesTitle')}
      </h2>
      {balances ? (
        <>
          <TotalValue balances={balances} />
          <ul className={styles.list}>
            {balances.map((balance) => (
              <HoldingCard key={balance.currency} balance={balance} />
            ))}
          </ul>
          <p className={muted}>{t('home.lockedHint')}</p>
        </>
      ) : isLoading ? (
        <>
          <Skeleton shape="block" blockSize="88px" />
          <Skeleton shape="block" blockSize="120px" />
          <Skeleton shape="block" blockSize="120px" />
        </>
      ) : (
        <LoadFailed title={t('home.balancesFailed')} error={error} onRetry={retry} retryLabel={t('retry')} />
      )}
    </section>
  );
}

function TotalValue({ balances }: { balances: readonly Balance[] }) {
  const { t } = useTranslation('wallet');
  const currencyName = useCurrencyName();
  const { total, unpriced } = totalValue(balances);
  return (
    <div className={styles.total}>
      <p className={styles.totalLabel}>{t('home.totalTitle')}</p>
      <AmountText value={total} symbol={currencyName('IRT')} size="large" />
      {unpriced.length > 0 ? (
        <p className={muted}>
          {t('home.totalUnpriced', {
            currencies: unpriced.map(currencyName).join(t('listSeparator')),
          })}
        </p>
      ) : null}
    </div>
  );
}

function HoldingCard({ balance }: { balance: Balance }) {
  const { t } = useTranslation('wallet');
  const currencyName = useCurrencyName();
  const name = currencyName(balance.currency);
  return (
    <li className={styles.holding}>
      <h3 className={styles.holdingHeader}>
        <CurrencyIcon currency={balance.currency} />
        {name}
      </h3>
      <p className={styles.figure}>
        <span className={styles.figureLabel}>{t('home.available')}</span>
        <AmountText value={balance.available} symbol={name} size="large" />
      </p>
      <p className={styles.lockedLine}>
        <span>{t('home.locked')}</span>
        <AmountText value={balance.locked} symbol={name} />
      </p>
    </li>
  );
}
