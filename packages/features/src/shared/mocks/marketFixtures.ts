import type { components } from '../api/schema.gen';

type Market = components['schemas']['Market'];

/** A market as GET /api/markets returns it: the desk's Tether/Toman pair, rising, unless overridden. */
export function buildMarket(overrides: Partial<Market> = {}): Market {
  return {
    name: 'Tether',
    pair: 'USDT/IRT',
    baseIcon: '/icons/usdt.svg',
    quoteIcon: '/icons/irt.svg',
    baseSymbol: 'USDT',
    quoteSymbol: 'IRT',
    buy_price: '92150',
    sell_price: '91800',
    priceChange: '1.25',
    volume: '18250.75',
    availability: { buy: true, sell: true, paused: null },
    ...overrides,
  };
}

/** The market names the server gives per `X-Locale`. */
const names = {
  fa: { USDT: 'تتر', USDC: 'یواس‌دی کوین' },
  en: { USDT: 'Tether', USDC: 'USD Coin' },
} as const;

/**
 * The default list in a language: Tether rising and a second, falling pair, so a list shows both trends.
 * Prices keep more decimals than shown (display truncates to 3).
 */
export function buildMarketList(locale: 'fa' | 'en' = 'fa'): Market[] {
  return [
    buildMarket({ name: names[locale].USDT }),
    buildMarket({
      name: names[locale].USDC,
      pair: 'USDC/IRT',
      baseIcon: '/icons/usdc.svg',
      baseSymbol: 'USDC',
      buy_price: '91870.5',
      sell_price: '91420.2575',
      priceChange: '-0.42',
      volume: '2310.0417',
    }),
  ];
}
