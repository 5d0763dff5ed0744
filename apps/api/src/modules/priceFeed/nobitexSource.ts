import { fromMicros, toMicros } from '../../money/decimal.js';
import { decimalOf, isKeepablePrice, topOfBook } from './bookPrices.js';
import type { PriceReading, PriceSource } from './PriceSource.js';
import { PriceSourceInvalidAnswer } from './PriceSourceError.js';
import { requestBook } from './requestBook.js';

export interface NobitexOptions {
  /** e.g. https://apiv2.nobitex.ir (no trailing slash needed). */
  baseUrl: string;
  /** One request, at most. @default 3000 */
  timeoutMs?: number;
  /** The market read. @default 'USDTIRT' */
  symbol?: string;
}

/**
 * Nobitex's public order book, `GET /v3/orderbook/{symbol}`: `{status, lastUpdate (ms), lastTradePrice,
 * asks: [[price, amount]], bids: [[price, amount]]}`. Prices of its IRT markets are in **Rial**: each is
 * divided by 10 exactly (micro-units, never a float) into Toman, and a price finer than we keep is refused
 * rather than rounded. `lastUpdate` is the reading's source time. Nobitex caches the answer for about a
 * second and asks for one shared fetcher: the feed job is that fetcher (startPriceFeed.ts).
 */
export function createNobitexSource(options: NobitexOptions): PriceSource {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 3000;
  const symbol = options.symbol ?? 'USDTIRT';
  const invalid = (detail: string) => new PriceSourceInvalidAnswer('nobitex', detail);

  return {
    name: 'nobitex',
    async read(): Promise<PriceReading> {
      const body = await requestBook('nobitex', `${baseUrl}/v3/orderbook/${symbol}`, timeoutMs);
      if (body.status !== 'ok') {
        const said = typeof body.message === 'string' ? `: ${body.message.slice(0, 200)}` : '';
        throw invalid(`status ${JSON.stringify(body.status ?? null)}${said}`);
      }
      const { lastUpdate } = body;
      if (typeof lastUpdate !== 'number' || !Number.isSafeInteger(lastUpdate) || lastUpdate <= 0) {
        throw invalid('lastUpdate is not a time in milliseconds');
      }
      const book = topOfBook(tomanPrices(body.asks, 'asks'), tomanPrices(body.bids, 'bids'));
      if ('problem' in book) throw invalid(book.problem);
      return { source: 'nobitex', ...book, sourceTime: new Date(lastUpdate) };
    },
  };

  /** The side's prices in Toman, levels with no amount left out. */
  function tomanPrices(levels: unknown, side: string): string[] {
    if (!Array.isArray(levels)) throw invalid(`${side} is not a list`);
    const prices: string[] = [];
    for (const level of levels) {
      if (!Array.isArray(level) || level.length < 2)
        throw invalid(`a level of ${side} is not [price, amount]`);
      const rial = decimalOf(level[0]);
      const amount = decimalOf(level[1]);
      if (rial === undefined || amount === undefined || !isKeepablePrice(rial)) {
        throw invalid(`a level of ${side} has a price or amount that is not a positive number`);
      }
      if (!/[1-9]/.test(amount)) continue;
      const micros = toMicros(rial);
      if (micros % 10n !== 0n) throw invalid(`a price of ${side} is finer than a micro-Toman: ${rial}`);
      prices.push(fromMicros(micros / 10n));
    }
    return prices;
  }
}
