import type { components } from '../../shared/api/schema.gen';

/** A person's order, as the contract answers it. */
export type Order = components['schemas']['Order'];
export type OrderStatus = components['schemas']['OrderStatus'];
export type OrderSide = components['schemas']['OrderSide'];
