import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../errors/DomainError.js';
import { HTTP_STATUS } from '../errors/httpStatus.js';
import { domainErrorFromSqlState, sqlStateOf } from '../errors/sqlState.js';
import type { MessageKey } from '../i18n/messages.js';
import { amountSchemaOfPattern, amountTextProblem } from '../money/amountText.js';
import { t } from '../i18n/translate.js';

/** The one error body of the contract (schema `Error`). */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const KEYWORD_MESSAGES: Record<string, MessageKey> = {
  required: 'validation.required',
  additionalProperties: 'validation.unknownField',
  maxLength: 'validation.maxLength',
  minLength: 'validation.minLength',
  format: 'validation.format',
  pattern: 'validation.format',
  type: 'validation.type',
  enum: 'validation.enum',
  const: 'validation.enum',
  minimum: 'validation.minimum',
  maximum: 'validation.maximum',
};

/** Field name of an ajv issue: `/a/0/b` becomes `a.0.b`; required and unknown fields name the property. */
function fieldOf(issue: AjvIssue, context: string | undefined): string {
  const parts = issue.instancePath.split('/').filter(Boolean);
  const named = issue.params.missingProperty ?? issue.params.additionalProperty;
  if (typeof named === 'string') parts.push(named);
  if (parts.length > 0) return parts.join('.');
  return context ?? 'body';
}

/** The value an ajv issue points at (`/a/0/b`) in the validated part of the request. */
function valueAt(root: unknown, instancePath: string): unknown {
  return instancePath
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | null | undefined)?.[key], root);
}

/** An amount the contract's amount pattern refused says how to write it, or its limit, not only "invalid format". */
function amountMessage(request: FastifyRequest, issue: AjvIssue, part: unknown): string | undefined {
  const schema = issue.keyword === 'pattern' ? amountSchemaOfPattern(issue.params.pattern) : undefined;
  const value = schema && valueAt(part, issue.instancePath);
  const problem = typeof value === 'string' ? amountTextProblem(value, schema!) : undefined;
  if (problem === undefined) return undefined;
  return typeof problem === 'string' ? t(request.locale, problem) : t(request.locale, problem[0], problem[1]);
}

function validationErrors(request: FastifyRequest, error: FastifyError): Record<string, string[]> {
  // No prototype: a field may be called `constructor` or `__proto__`.
  const errors: Record<string, string[]> = Object.create(null);
  for (const issue of (error.validation ?? []) as AjvIssue[]) {
    // `if`/`anyOf` wrappers repeat what their branches already said.
    if (issue.keyword === 'if' || issue.keyword === 'anyOf' || issue.keyword === 'oneOf') continue;
    const field = fieldOf(issue, error.validationContext);
    const key = KEYWORD_MESSAGES[issue.keyword] ?? 'validation.invalid';
    const limit = issue.params.limit;
    const part = error.validationContext === 'body' ? request.body : undefined;
    const text =
      amountMessage(request, issue, part) ??
      t(request.locale, key, typeof limit === 'number' ? { limit } : {});
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}

/** Framework and plugin errors (which carry `code`/`statusCode`) as domain errors. */
function frameworkError(error: FastifyError): DomainError {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new DomainError('payloadTooLarge', 'error.payloadTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new DomainError('unsupportedMediaType', 'error.unsupportedMediaType');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new DomainError('badRequest', 'error.malformedJson');
  }
  const status = error.statusCode ?? 500;
  if (error instanceof SyntaxError && status === 400)
    return new DomainError('badRequest', 'error.malformedJson');
  const byStatus: Record<number, DomainError> = {
    401: new DomainError('unauthenticated', 'error.unauthenticated'),
    403: new DomainError('forbidden', 'error.forbidden'),
    404: new DomainError('notFound', 'error.notFound'),
    413: new DomainError('payloadTooLarge', 'error.payloadTooLarge'),
    415: new DomainError('unsupportedMediaType', 'error.unsupportedMediaType'),
  };
  if (byStatus[status]) return byStatus[status];
  if (status >= 400 && status < 500) return new DomainError('badRequest', 'error.badRequest');
  return new DomainError('unavailable', 'error.internal'); // replaced by a 500 below
}

export function sendError(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

function sendDomainError(request: FastifyRequest, reply: FastifyReply, error: DomainError): FastifyReply {
  const { locale } = request;
  const body: ErrorBody = { message: t(locale, error.messageKey, error.params) };
  if (error.fields) {
    body.errors = Object.fromEntries(
      Object.entries(error.fields).map(([field, keys]) => [
        field,
        keys.map((key) => (typeof key === 'string' ? t(locale, key) : t(locale, key[0], key[1]))),
      ]),
    );
  }
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return sendError(reply, HTTP_STATUS[error.kind], body);
}

/**
 * The central error handler: every 4xx/5xx leaves as `{message, errors?}` in the request's language, and
 * nothing about the failure's internals reaches the client. Domain errors, validation, framework errors and
 * database refusals (SQLSTATEs) are all mapped here and nowhere else.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof DomainError) return sendDomainError(request, reply, error);
      if (error.validation) {
        return sendError(reply, 422, {
          message: t(request.locale, 'error.validation'),
          errors: validationErrors(request, error),
        });
      }
      const state = sqlStateOf(error);
      const fromDatabase = state ? domainErrorFromSqlState(state) : undefined;
      if (fromDatabase) {
        request.log.warn({ sqlState: state, err: error }, 'database refused the request');
        return sendDomainError(request, reply, fromDatabase);
      }
      const mapped = frameworkError(error);
      if (mapped.messageKey === 'error.internal') {
        request.log.error({ err: error }, 'unhandled error');
        return sendError(reply, 500, { message: t(request.locale, 'error.internal') });
      }
      return sendDomainError(request, reply, mapped);
    });
  },
  { name: 'errors', dependencies: ['locale'] },
);
