import type { components } from '../../generated/schema.gen.js';
import { addDecimals, multiplyToWhole } from '../../money/decimal.js';
import { signedIn } from '../../http/auth.js';
import { balancesOf } from '../ledger/index.js';
import { latestMarketPrices } from '../markets/index.js';
import type { OperationHandler } from '../../http/operation.js';

/**
 * GET /api/wallet/balances: available and locked per currency, and what both are worth in Toman at the
 * desk's sell price: what the person would get for them now. (The buy price, what buying them would cost,
 * made a wallet look richer than it is by the desk's spread.)
 */
export const getBalances: OperationHandler<'getBalances'> = async (
  request,
): Promise<{ data: components['schemas']['Balance'][] }> => {
  const { user } = signedIn(request);
  const { db, now } = request.server.core;
  const [balances, prices] = await Promise.all([balancesOf(db, user.id), latestMarketPrices(db, now())]);
  const priceInToman = (currency: string) =>
    currency === 'IRT'
      ? '1'
      : prices.find((price) => price.base_symbol === currency && price.quote_symbol === 'IRT')?.sell_price;
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
