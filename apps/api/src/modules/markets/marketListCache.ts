import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { components } from '../../generated/schema.gen.js';
import { deskSettings } from '../settings/index.js';
import { marketAvailability } from './marketAvailability.js';
import { listActiveMarketsWithPrices } from './marketRepository.js';
import { pairLabel } from './pair.js';
import { tradedBaseVolume24h } from './tradedVolume.js';

type Market = components['schemas']['Market'];
type Localised = { fa: Market[]; en: Market[] };

/**
 * The public market list, shared by every visitor: read once per `ttlMs` and served from memory in between.
 * A price change made on this instance drops it at once; other instances pick it up within `ttlMs`
 * (a second or two), which is what a price screen that refreshes on its own can live with. Concurrent
 * misses share one read. It is a copy of the database, never a source of truth.
 */
export class MarketListCache {
  private entry: { at: number; value: Promise<Localised> } | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
    private readonly ttlMs: number,
  ) {}

  get(locale: 'fa' | 'en'): Promise<Market[]> {
    // Freshness is real elapsed time, not the injectable clock: a test that freezes the clock must still see
    // a price set by another instance once the TTL has really passed.
    const at = Date.now();
    if (!this.entry || at - this.entry.at >= this.ttlMs) {
      const value = this.load();
      this.entry = { at, value };
      // A failed read is not kept: the next visitor tries again.
      value.catch(() => {
        if (this.entry?.value === value) this.entry = undefined;
      });
    }
    return this.entry.value.then((lists) => lists[locale]);
  }

  invalidate(): void {
    this.entry = undefined;
  }

  private async load(): Promise<Localised> {
    const at = this.now();
    const [rows, settings] = await Promise.all([
      listActiveMarketsWithPrices(this.db, at),
      deskSettings(this.db),
    ]);
    const markets = await Promise.all(
      rows.map(async (row) => {
        const market: Omit<Market, 'name'> = {
          pair: pairLabel({ base: row.base_symbol, quote: row.quote_symbol }),
          baseIcon: row.base_icon,
          quoteIcon: row.quote_icon,
          baseSymbol: row.base_symbol,
          quoteSymbol: row.quote_symbol,
          buy_price: row.buy_price,
          sell_price: row.sell_price,
          priceChange: row.price_change,
          volume: await tradedBaseVolume24h(this.db, row.id, at),
          availability: marketAvailability(row, settings.feed_max_age_seconds, at),
        };
        return { row, market };
      }),
    );
    return {
      fa: markets.map(({ row, market }) => ({ name: row.name_fa, ...market })),
      en: markets.map(({ row, market }) => ({ name: row.name_en, ...market })),
    };
  }
}
