import type { operations } from '../api/schema.gen';

/** An operation of the contract, by its operationId (openapi.yaml). */
export type OperationId = keyof operations;

/** A cache key: the operationId, then the parameters when the answer depends on any. */
export type OperationKey<Op extends OperationId = OperationId, Params extends object = object> =
  readonly [Op] | readonly [Op, Params];

/**
 * The cache key of one operation's answer. Keys start with the operationId, so a mutation can refresh
 * every cached answer of an operation at once (`{ queryKey: queryKey('adminListVerifications') }` matches
 * each status and page), and two screens asking the same thing share one request and one copy.
 */
export function queryKey<Op extends OperationId>(operationId: Op): readonly [Op];
export function queryKey<Op extends OperationId, Params extends object>(
  operationId: Op,
  params: Params,
): readonly [Op, Params];
export function queryKey(operationId: OperationId, params?: object): OperationKey {
  return params === undefined ? [operationId] : [operationId, params];
}
