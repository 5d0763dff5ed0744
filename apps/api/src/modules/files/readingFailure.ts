import { DomainError } from '../../errors/DomainError.js';

/** @fastify/multipart's refusals of a form with more parts, files or fields than it allows. */
const TOO_MANY = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Ways a body fails to be a well-formed form: cut off or aborted by the client (the parser's plain errors,
 * "Unexpected end of multipart data", carry no code), a field named after an Object.prototype member, a
 * part declared JSON that is not.
 */
const MALFORMED = new Set([
  'FST_MP_PREMATURE_CLOSE',
  'ERR_STREAM_PREMATURE_CLOSE',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_JSON_FIELD_ERROR',
]);

/**
 * What an error met while reading a form means for the client. A broken body is the client's fault (400,
 * never a 500); anything else from the disk (ENOSPC, EACCES) stays the server's own failure. Only for errors
 * of the reading itself: an error of the code that uses the form keeps its meaning.
 */
export function readingFailure(error: unknown): unknown {
  if (error instanceof DomainError || !(error instanceof Error)) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && TOO_MANY.has(code))
    return new DomainError('payloadTooLarge', 'upload.tooMany');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new DomainError('payloadTooLarge', 'error.payloadTooLarge');
  // The parser's own errors are plain `Error`s; a TypeError from a bug here must stay a 500.
  const parserError = code === undefined && error.constructor === Error;
  if (parserError || (typeof code === 'string' && MALFORMED.has(code)))
    return new DomainError('badRequest', 'error.badRequest');
  return error;
}
