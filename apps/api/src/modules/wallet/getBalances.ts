import type { RouteHandlerMethod } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { addDecimals, multiplyToWhole } from '../../money/decimal.js';
import { signedIn } from '../../http/auth.js';
import { balancesOf } from '../ledger/index.js';
import { latestMarketPrices } from '../markets/index.js';

/**
 * GET /api/wallet/balances: available and locked per currency, and what both are worth in Toman at the
 * desk's buy price (what it would cost to buy them back now).
 */
export const getBalances: RouteHandlerMethod = async (
  request,
): Promise<{ data: components['schemas']['Balance'][] }> => {
  const { user } = signedIn(request);
  const { db, now } = request.server.core;
  const [balances, prices] = await Promise.all([balancesOf(db, user.id), latestMarketPrices(db, now())]);
  const priceInToman = (currency: string) =>
    currency === 'IRT'
      ? '1'
      : prices.find((price) => price.base_symbol === currency && price.quote_symbol === 'IRT')?.buy_price;
  return {
    data: balances.map(({ currency, available, held }) => {
      const price = priceInToman(currency);
      return {
        currency,
        symbol: currency,
        available,
        locked: held,
        value_irt: price === undefined ? null : multiplyToWhole(addDecimals(available, held), price),
      };
    }),
  };
};
