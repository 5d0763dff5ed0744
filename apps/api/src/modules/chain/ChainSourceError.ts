import { DomainError } from '../../errors/DomainError.js';

/**
 * The chain source could not answer now (HTTP 429 or 5xx, a timeout, a refused connection): back off and ask
 * again later. `retryAfterSeconds` comes from the source's Retry-After when it sent one.
 */
export class ChainSourceUnavailable extends DomainError {
  constructor(
    readonly detail: string,
    retryAfterSeconds?: number,
  ) {
    super('unavailable', 'error.busy', retryAfterSeconds === undefined ? {} : { retryAfterSeconds });
    this.name = 'ChainSourceUnavailable';
    this.message = `chain source unavailable: ${detail}`;
  }
}

/** The source answered something we cannot trust (an unexpected status, a malformed body): credit nothing. */
export class ChainSourceInvalidAnswer extends DomainError {
  constructor(readonly detail: string) {
    super('unavailable', 'error.busy');
    this.name = 'ChainSourceInvalidAnswer';
    this.message = `chain source gave an invalid answer: ${detail}`;
  }
}
