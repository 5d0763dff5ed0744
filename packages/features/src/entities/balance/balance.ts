import type { components } from '../../shared/api/schema.gen';

/** One currency's balance: available, locked, and their value in Toman (the contract's `Balance`). */
export type Balance = components['schemas']['Balance'];
