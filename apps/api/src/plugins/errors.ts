import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { MessageKey } from '../i18n/messages.js';
import { t } from '../i18n/translate.js';
import { HttpError } from '../lib/HttpError.js';

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

function validationErrors(request: FastifyRequest, error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of (error.validation ?? []) as AjvIssue[]) {
    // `if`/`anyOf` wrappers repeat what their branches already said.
    if (issue.keyword === 'if' || issue.keyword === 'anyOf' || issue.keyword === 'oneOf') continue;
    const field = fieldOf(issue, error.validationContext);
    const key = KEYWORD_MESSAGES[issue.keyword] ?? 'validation.invalid';
    const limit = issue.params.limit;
    const text = t(request.locale, key, typeof limit === 'number' ? { limit } : {});
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}

/** Maps framework and plugin errors (which carry `code`/`statusCode`) to a status and message. */
function classify(error: FastifyError): { status: number; key: MessageKey } {
  const status = error.statusCode ?? 500;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, key: 'error.payloadTooLarge' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return {
        status: status === 415 ? 415 : 400,
        key: status === 415 ? 'error.unsupportedMediaType' : 'error.badRequest',
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, key: 'error.malformedJson' };
  }
  if (error instanceof SyntaxError && status === 400) return { status: 400, key: 'error.malformedJson' };
  if (status === 401) return { status, key: 'error.unauthenticated' };
  if (status === 403) return { status, key: 'error.forbidden' };
  if (status === 404) return { status, key: 'error.notFound' };
  if (status === 405) return { status, key: 'error.methodNotAllowed' };
  if (status === 413) return { status, key: 'error.payloadTooLarge' };
  if (status === 415) return { status, key: 'error.unsupportedMediaType' };
  if (status >= 400 && status < 500) return { status, key: 'error.badRequest' };
  return { status: 500, key: 'error.internal' };
}

export function sendError(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The central error handler: every 4xx/5xx leaves as `{message, errors?}` in the request's language, and
 * nothing about the failure's internals reaches the client.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { locale } = request;
      if (error instanceof HttpError) {
        const body: ErrorBody = { message: t(locale, error.messageKey, error.params) };
        if (error.fieldErrors) {
          body.errors = Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, keys]) => [
              field,
              keys.map((key) => (typeof key === 'string' ? t(locale, key) : t(locale, key[0], key[1]))),
            ]),
          );
        }
        return sendError(reply, error.statusCode, body);
      }
      if (error.validation) {
        return sendError(reply, 422, {
          message: t(locale, 'error.validation'),
          errors: validationErrors(request, error),
        });
      }
      const { status, key } = classify(error);
      if (status >= 500) request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, status, { message: t(locale, key) });
    });
  },
  { name: 'errors', dependencies: ['locale'] },
);
