import { normalizeDecimal } from '../../money/decimal.js';
import { decimalOf, isKeepablePrice, topOfBook } from './bookPrices.js';
import type { PriceReading, PriceSource } from './PriceSource.js';
import { PriceSourceInvalidAnswer } from './PriceSourceError.js';
import { isObject, requestBook } from './requestBook.js';

export interface WallexOptions {
  /** e.g. https://api.wallex.ir (no trailing slash needed). */
  baseUrl: string;
  /** One request, at most. @default 3000 */
  timeoutMs?: number;
  /** The market read. @default 'USDTTMN' */
  symbol?: string;
  /** The time of a reading: Wallex's depth answer carries none, so it is when the answer arrived. */
  now: () => Date;
}

/**
 * Wallex's public order book, `GET /v1/depth?symbol=USDTTMN`: `{result: {ask: [...], bid: [...]}, message,
 * success}`, each level `{price, quantity, sum}` with prices in **Toman**. Wallex writes price and quantity
 * as JSON numbers (its documentation shows strings): both are read, a number only while it is exact
 * (bookPrices.decimalOf).
 */
export function createWallexSource(options: WallexOptions): PriceSource {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 3000;
  const symbol = options.symbol ?? 'USDTTMN';
  const invalid = (detail: string) => new PriceSourceInvalidAnswer('wallex', detail);

  return {
    name: 'wallex',
    async read(): Promise<PriceReading> {
      const query = new URLSearchParams({ symbol });
      const body = await requestBook('wallex', `${baseUrl}/v1/depth?${query}`, timeoutMs);
      const sourceTime = options.now();
      if (body.success !== true) {
        const said = typeof body.message === 'string' ? `: ${body.message.slice(0, 200)}` : '';
        throw invalid(`success is ${JSON.stringify(body.success ?? null)}${said}`);
      }
      if (!isObject(body.result)) throw invalid('result is not an object');
      const book = topOfBook(prices(body.result.ask, 'ask'), prices(body.result.bid, 'bid'));
      if ('problem' in book) throw invalid(book.problem);
      return { source: 'wallex', ...book, sourceTime };
    },
  };

  /** The side's prices in Toman, levels with no quantity left out. */
  function prices(levels: unknown, side: string): string[] {
    if (!Array.isArray(levels)) throw invalid(`result.${side} is not a list`);
    const found: string[] = [];
    for (const level of levels) {
      if (!isObject(level)) throw invalid(`a level of ${side} is not {price, quantity, sum}`);
      const price = decimalOf(level.price);
      const quantity = decimalOf(level.quantity);
      if (price === undefined || quantity === undefined || !isKeepablePrice(price)) {
        throw invalid(`a level of ${side} has a price or quantity that is not a positive number`);
      }
      // '115230.0000000000' is kept as 115230, the form every amount here takes.
      if (/[1-9]/.test(quantity)) found.push(normalizeDecimal(price));
    }
    return found;
  }
}
