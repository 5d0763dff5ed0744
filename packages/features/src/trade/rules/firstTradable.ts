import { compareDecimals } from '@sarraf/ui/format';

/** What choosing a market needs to know of it (contract Market). */
export interface PricedMarket {
  pair: string;
  buy_price: string;
  sell_price: string;
}

/** The first market, in the desk's order, with both prices above zero: one a person can trade at now. */
export function firstTradable<M extends PricedMarket>(markets: readonly M[]): M | undefined {
  return markets.find(
    (market) => compareDecimals(market.buy_price, '0') > 0 && compareDecimals(market.sell_price, '0') > 0,
  );
}
