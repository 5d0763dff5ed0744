import { DomainError } from './DomainError.js';

/** SQLSTATEs after which the same transaction, run again, can succeed. */
export const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

/** The SQLSTATE of a driver error (pg and PGlite both put it in `code`), if it is one. */
export function sqlStateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * A database refusal as a domain error: a constraint the data broke is the client's conflict or bad input,
 * never a 500. Serialization failures and deadlocks reach here only once `withTransaction` has given up
 * retrying: the client may try again shortly (503 + Retry-After).
 */
export function domainErrorFromSqlState(state: string): DomainError | undefined {
  switch (state) {
    case '23505': // unique_violation: the thing exists already (a double submit, a taken name)
      return new DomainError('conflict', 'error.conflict');
    case '23503': // foreign_key_violation: what it refers to is gone, or it is still referred to
      return new DomainError('conflict', 'error.conflict');
    case '23514': // check_violation: a rule of the data (a balance below zero, a bad state)
    case '23502': // not_null_violation
    case '22001': // string_data_right_truncation
    case '22003': // numeric_value_out_of_range
    case '22007': // invalid_datetime_format
    case '22008': // datetime_field_overflow
    case '22021': // character_not_in_repertoire (a NUL byte)
    case '22P02': // invalid_text_representation
      return new DomainError('validation', 'error.validation');
    case '40001': // serialization_failure
    case '40P01': // deadlock_detected
    case '55P03': // lock_not_available
    case '57014': // query_canceled (statement timeout)
    case '53300': // too_many_connections
      return new DomainError('unavailable', 'error.busy', { retryAfterSeconds: 1 });
    default:
      return undefined;
  }
}
