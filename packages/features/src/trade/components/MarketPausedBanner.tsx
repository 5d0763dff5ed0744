import { Banner } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../shared/markets/listMarkets';
import '../i18n/registerTradeI18n';
import type { TradeSide } from '../rules/tradeAmount';

/** Whether the desk gives a price for `side` now (the server's `availability`, refreshed with the prices). */
export function isSideOpen(market: Market, side: TradeSide): boolean {
  return side === 'Buy' ? market.availability.buy : market.availability.sell;
}

/**
 * Why the desk gives no price for the side now, before the person asks for one: a halt with the desk's
 * note, a reference feed that is stale or split, or the side switched off. Nothing while it quotes. Live,
 * so a pause that arrives with the next price refresh is announced.
 */
export function MarketPausedBanner({ market, side }: { market: Market; side: TradeSide }) {
  const { t } = useTranslation('trade');
  if (isSideOpen(market, side)) return null;
  const { paused } = market.availability;
  if (paused) {
    const body =
      paused.reason === 'halted'
        ? t('paused.halted', { note: paused.note ?? '' })
        : t(paused.reason === 'feed_stale' ? 'paused.feedStale' : 'paused.feedDiverged');
    return (
      <Banner tone="warning" title={t('paused.title')} isLive>
        {body}
      </Banner>
    );
  }
  return (
    <Banner
      tone="warning"
      title={t(side === 'Buy' ? 'paused.buyingOffTitle' : 'paused.sellingOffTitle')}
      isLive
    >
      {t(side === 'Buy' ? 'paused.buyingOff' : 'paused.sellingOff')}
    </Banner>
  );
}
