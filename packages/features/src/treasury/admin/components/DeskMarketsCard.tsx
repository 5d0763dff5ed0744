import { AmountText, Card, DetailList, Skeleton, StatusBadge } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { appPaths } from '@sarraf/routes';
import { Link } from 'react-router';
import { LoadFailed } from '../../../shared/components/LoadFailed';
import { linkButton } from '../../../shared/styles/linkButton.css';
import type { Market } from '../../../shared/markets/listMarkets';
import { useMarkets } from '../../../shared/markets/useMarkets';
import '../i18n/registerTreasuryAdminI18n';
import * as styles from './treasury.css';
import { useTreasuryWords } from './useTreasuryWords';

/**
 * What each market shows people now, as they see it (the public list, refreshed with it): the desk's buy and
 * sell price and whether it quotes, or why not (halted, the reference too old, its sources apart, a side
 * off). The prices screen has the reference itself and the pricing.
 */
export function DeskMarketsCard() {
  const { t } = useTranslation('admin');
  const markets = useMarkets();
  return (
    <Card title={t('treasury.markets.title')}>
      {markets.status === 'pending' ? (
        <Skeleton shape="block" blockSize="120px" />
      ) : markets.status === 'error' ? (
        <LoadFailed
          title={t('treasury.markets.loadFailed')}
          error={markets.error}
          onRetry={() => void markets.refetch()}
          retryLabel={t('retry')}
        />
      ) : (
        <ul className={styles.stocks}>
          {markets.data.map((market) => (
            <MarketState key={market.pair} market={market} />
          ))}
        </ul>
      )}
      <Link className={linkButton.secondary} to={appPaths.adminMarkets}>
        {t('treasury.markets.manage')}
      </Link>
    </Card>
  );
}

/** The state word of a market: quoting, paused (and why), or one side off. */
function stateOf(market: Market): { look: 'Approved' | 'Pending' | 'Rejected'; key: string } {
  const { paused, buy, sell } = market.availability;
  if (paused) return { look: 'Rejected', key: `treasury.markets.paused.${paused.reason}` };
  if (!buy && !sell) return { look: 'Rejected', key: 'treasury.markets.bothOff' };
  if (!buy) return { look: 'Pending', key: 'treasury.markets.buyingOff' };
  if (!sell) return { look: 'Pending', key: 'treasury.markets.sellingOff' };
  return { look: 'Approved', key: 'treasury.markets.quoting' };
}

function MarketState({ market }: { market: Market }) {
  const { t } = useTranslation('admin');
  const words = useTreasuryWords();
  const unit = words.currencyName(market.quoteSymbol);
  const state = stateOf(market);
  return (
    <li className={styles.stock}>
      <h3 className={styles.stockHeading}>
        <bdi dir="ltr">{market.pair}</bdi>
        <StatusBadge status={state.look} label={t(state.key)} />
      </h3>
      <DetailList
        items={[
          {
            id: 'buy',
            label: t('treasury.markets.buy'),
            value: <AmountText value={market.buy_price} symbol={unit} maxDecimals={6} />,
          },
          {
            id: 'sell',
            label: t('treasury.markets.sell'),
            value: <AmountText value={market.sell_price} symbol={unit} maxDecimals={6} />,
          },
        ]}
      />
    </li>
  );
}
