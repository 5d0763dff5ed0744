import { Card, DetailList, Skeleton } from '@sarraf/ui';
import { compareDecimals } from '@sarraf/ui/format';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/components/LoadFailed';
import { deskDayQuery, type DeskDayMarket } from '../api/adminGetDeskDay';
import '../i18n/registerTreasuryAdminI18n';
import { HourChart } from './HourChart';
import * as styles from './treasury.css';
import { useTreasuryWords } from './useTreasuryWords';

/**
 * Today at the desk (since midnight in Tehran): per market what the desk sold and bought, its position
 * against midnight, the quote currency in and out, the fees and the spread captured on orders priced from a
 * reference; and the Toman value of each hour's fills as a chart. Orders still waiting and cancelled ones
 * moved nothing and are not counted.
 */
export function DeskDayCard() {
  const { t } = useTranslation('admin');
  const day = useQuery(deskDayQuery());
  return (
    <Card title={t('treasury.day.title')}>
      <p className={styles.hint}>{t('treasury.day.hint')}</p>
      {day.status === 'pending' ? (
        <Skeleton shape="block" blockSize="240px" />
      ) : day.status === 'error' ? (
        <LoadFailed
          title={t('treasury.day.loadFailed')}
          error={day.error}
          onRetry={() => void day.refetch()}
          retryLabel={t('retry')}
        />
      ) : (
        <>
          <ul className={styles.stocks}>
            {day.data.markets.map((market) => (
              <MarketDay key={market.pair} market={market} />
            ))}
          </ul>
          <HourChart hours={day.data.hours} />
        </>
      )}
    </Card>
  );
}

function MarketDay({ market }: { market: DeskDayMarket }) {
  const { t } = useTranslation('admin');
  const words = useTreasuryWords();
  const headingId = useId();
  const [base, quote] = market.pair.split('/') as [string, string];
  const of = (value: string, currency: string) =>
    `${words.amount(value, currency)} ${words.currencyName(currency)}`;
  const sign = compareDecimals(market.net_position, '0');
  const net = market.net_position.replace(/^-/, '');
  return (
    <li className={styles.stock} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.stockHeading}>
        {market.pair}
      </h3>
      <DetailList
        items={[
          {
            id: 'orders',
            label: t('treasury.day.orders'),
            value: words.amount(String(market.orders), 'IRT'),
          },
          { id: 'sold', label: t('treasury.day.sold'), value: of(market.sold, base) },
          { id: 'bought', label: t('treasury.day.bought'), value: of(market.bought, base) },
          {
            id: 'net',
            label: t('treasury.day.net'),
            value:
              sign === 0
                ? t('treasury.day.netNone')
                : t(sign > 0 ? 'treasury.day.netMore' : 'treasury.day.netLess', { amount: of(net, base) }),
          },
          { id: 'in', label: t('treasury.day.quoteIn'), value: of(market.quote_in, quote) },
          { id: 'out', label: t('treasury.day.quoteOut'), value: of(market.quote_out, quote) },
          { id: 'fees', label: t('treasury.day.fees'), value: of(market.fees, quote) },
          {
            id: 'spread',
            label: t('treasury.day.spread'),
            value:
              market.priced_from_reference === 0
                ? t('treasury.day.spreadNone')
                : t('treasury.day.spreadOn', {
                    amount: of(market.spread.replace(/^-/, ''), quote),
                    sign: market.spread.startsWith('-') ? t('treasury.day.lost') : '',
                    count: market.priced_from_reference,
                    n: words.amount(String(market.priced_from_reference), 'IRT'),
                  }),
          },
        ]}
      />
    </li>
  );
}
