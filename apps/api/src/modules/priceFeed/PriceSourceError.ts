import { DomainError } from '../../errors/DomainError.js';
import type { PriceSourceName } from './PriceSource.js';

/**
 * The source could not answer now (a refused connection, a timeout, HTTP 429 or 5xx): read again at the
 * next turn. `retryAfterSeconds` comes from the source's Retry-After when it sent one.
 */
export class PriceSourceUnavailable extends DomainError {
  constructor(
    readonly source: PriceSourceName,
    readonly detail: string,
    retryAfterSeconds?: number,
  ) {
    super('unavailable', 'error.busy', retryAfterSeconds === undefined ? {} : { retryAfterSeconds });
    this.name = 'PriceSourceUnavailable';
    this.message = `${source} price source unavailable: ${detail}`;
  }
}

/**
 * The source answered something no price may be taken from: another HTTP status, a body that is not its
 * order book, a status other than ok, an empty or crossed book, a price that is not a positive decimal.
 */
export class PriceSourceInvalidAnswer extends DomainError {
  constructor(
    readonly source: PriceSourceName,
    readonly detail: string,
  ) {
    super('unavailable', 'error.busy');
    this.name = 'PriceSourceInvalidAnswer';
    this.message = `${source} price source gave an invalid answer: ${detail}`;
  }
}

export type PriceSourceError = PriceSourceUnavailable | PriceSourceInvalidAnswer;
