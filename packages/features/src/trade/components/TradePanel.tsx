import type { Clock } from '@sarraf/ui';
import type { Balance } from '../../entities/balance';
import type { Market } from '../../shared/markets/listMarkets';
import { paidSymbol, receivedSymbol, type TradeSide } from '../rules/tradeAmount';
import { FeeTierCard } from './FeeTierCard';
import { isSideOpen, MarketPausedBanner } from './MarketPausedBanner';
import { PriceChart } from './PriceChart';
import { PriceTicker } from './PriceTicker';
import { QuoteDialog } from './QuoteDialog';
import { TradeForm } from './TradeForm';
import { TradeResult } from './TradeResult';
import * as styles from './tradePage.css';
import { useCurrencyName } from './useCurrencyName';
import { useTradeFlow } from './useTradeFlow';

export interface TradePanelProps {
  market: Market;
  balances: readonly Balance[];
  side: TradeSide;
  onSideChange: (side: TradeSide) => void;
  onChangeMarket: () => void;
  clock: Clock;
}

/**
 * One market's trading: its prices and chart, the last order's outcome, the form, the person's fee, and the
 * confirm dialog. Remount it (key) for another market: nothing of one market's quote may reach another.
 */
export function TradePanel({ market, balances, side, onSideChange, onChangeMarket, clock }: TradePanelProps) {
  const currencyName = useCurrencyName();
  const paid = paidSymbol(side, market);
  // A currency the person holds none of (no balance entry) has nothing available.
  const available = balances.find((balance) => balance.symbol === paid)?.available ?? '0';
  const flow = useTradeFlow({ pair: market.pair, side, paidSymbol: paid, available, clock });

  return (
    <div className={styles.form}>
      <PriceTicker market={market} side={side} onChangeMarket={onChangeMarket}>
        <PriceChart pair={market.pair} side={side} unit={currencyName(market.quoteSymbol)} />
      </PriceTicker>
      {flow.placed ? <TradeResult order={flow.placed} /> : null}
      <MarketPausedBanner market={market} side={side} />
      <TradeForm
        isClosed={!isSideOpen(market, side)}
        flow={flow}
        side={side}
        onSideChange={(next) => {
          flow.resetAmount();
          onSideChange(next);
        }}
        paidSymbol={paid}
        receivedSymbol={receivedSymbol(side, market)}
        available={available}
      />
      <FeeTierCard />
      <QuoteDialog state={flow.dialog} clock={clock} />
    </div>
  );
}
