import type { components } from '../../../generated/schema.gen.js';
import { deskSettings } from '../../settings/index.js';
import { latestMarketPrices } from '../marketRepository.js';
import { presentAdminPrice } from './presentAdminPrice.js';
import type { OperationHandler } from '../../../http/operation.js';

/** GET /api/admin/markets: every pair's current price, who set it (or the feed), its controls and reference. */
export const adminListMarketPrices: OperationHandler<'adminListMarketPrices'> = async (
  request,
): Promise<{ data: components['schemas']['AdminMarketPrice'][] }> => {
  const { db, now } = request.server.core;
  const at = now();
  const [rows, settings] = await Promise.all([latestMarketPrices(db, at), deskSettings(db)]);
  const feed = { maxAgeSeconds: settings.feed_max_age_seconds, now: at };
  return {
    data: rows.map((row) =>
      presentAdminPrice(
        { base: row.base_symbol, quote: row.quote_symbol },
        row,
        row.set_by !== null && row.setter_email !== null
          ? { id: Number(row.set_by), email: row.setter_email, name: row.setter_name }
          : null,
        row,
        feed,
      ),
    ),
  };
};
