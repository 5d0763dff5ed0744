import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../../errors/DomainError.js';
import type { BodyKind, ContractPaths } from './contractPaths.js';

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The refusal for a body of `contentType` sent to an operation that takes `kind`, if it is one. */
export function contentTypeRefusal(kind: BodyKind, contentType: string): DomainError | undefined {
  const multipart = contentType.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';
  if (kind !== 'multipart')
    return multipart ? new DomainError('unsupportedMediaType', 'error.unsupportedMediaType') : undefined;
  if (!multipart) return new DomainError('unsupportedMediaType', 'error.unsupportedMediaType');
  // Without its boundary a form cannot be split into fields: malformed, not merely of another type.
  if (!/;\s*boundary=/i.test(contentType)) return new DomainError('badRequest', 'error.badRequest');
  return undefined;
}

/**
 * Each operation takes the body its contract states: a form sent to a JSON operation (or to one without a
 * body) is a 415, and so is anything but a form sent to an upload; text and other types have no parser and
 * are 415 already. It runs in preParsing, after the access check and before any byte is read.
 */
export const contentTypeGuard = fp<{ paths: ContractPaths }>(
  async (app, { paths }) => {
    app.addHook('preParsing', async (request, _reply, payload) => {
      const contentType = request.headers['content-type'];
      if (contentType === undefined || !hasBody(request)) return payload;
      const kind = paths.bodyKindOf(request.method, request.routeOptions.url ?? '');
      const refusal = kind && contentTypeRefusal(kind, contentType);
      if (refusal) throw refusal;
      return payload;
    });
  },
  { name: 'guard:content-type', dependencies: ['errors'] },
);
