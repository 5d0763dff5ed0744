import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RouteHandlerMethod, RouteShorthandOptionsWithHandler } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import fp from 'fastify-plugin';
import { parse } from 'yaml';
import { HttpError } from '../lib/HttpError.js';

/** The contract at the repository root, reached the same way from src/plugins and dist/plugins. */
export const CONTRACT_PATH = fileURLToPath(new URL('../../../../openapi.yaml', import.meta.url));

/** A handler for one operationId: a plain handler or route options (hooks such as rate limits) with one. */
export type OperationHandler = RouteHandlerMethod | RouteShorthandOptionsWithHandler;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Spec = { paths?: Record<string, Partial<Record<(typeof METHODS)[number], { operationId?: string }>>> };

export function readContract(path: string = CONTRACT_PATH): Spec {
  return parse(readFileSync(path, 'utf8')) as Spec;
}

/** Every operationId of the contract, in document order. */
export function operationIds(spec: Spec): string[] {
  const ids: string[] = [];
  for (const item of Object.values(spec.paths ?? {})) {
    for (const method of METHODS) {
      const id = item?.[method]?.operationId;
      if (id) ids.push(id);
    }
  }
  return ids;
}

/** The contract's operations that have no handler yet (they answer 501). */
export function listUnimplementedOperations(spec: Spec, handlers: Record<string, unknown>): string[] {
  return operationIds(spec).filter((id) => !(id in handlers));
}

const notImplemented: RouteHandlerMethod = async () => {
  throw new HttpError(501, 'error.notImplemented');
};

export interface OpenapiRoutesOptions {
  specPath: string;
  handlers: Record<string, OperationHandler>;
}

type Operation = {
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

/**
 * The contract as the router sees it:
 * - multipart bodies are streamed and checked by their handlers (files must be sniffed and size-limited
 *   while they arrive), so their schemas are taken out of what Fastify validates: Fastify would otherwise
 *   check a body that is not parsed yet;
 * - only JSON responses keep their content: a file download is sent as bytes, which no schema serialises,
 *   and the router would otherwise warn at every start that no body parser exists for those media types.
 */
function routableContract(spec: Spec): Spec {
  const copy = structuredClone(spec);
  for (const item of Object.values(copy.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method] as Operation | undefined;
      if (!op) continue;
      if (op.requestBody?.content?.['multipart/form-data']) delete op.requestBody;
      for (const response of Object.values(op.responses ?? {})) {
        if (!response.content) continue;
        for (const mediaType of Object.keys(response.content)) {
          if (mediaType !== 'application/json') delete response.content[mediaType];
        }
        if (Object.keys(response.content).length === 0) delete response.content;
      }
    }
  }
  return copy;
}

/** Routes, request validation and response serialisation all come from the contract. */
export const openapiRoutesPlugin = fp<OpenapiRoutesOptions>(
  async (app, options) => {
    await app.register(openapiGlue, {
      specification: routableContract(readContract(options.specPath)),
      // The glue merges what we return into the route it built (method, url, schema), hence the cast.
      operationResolver: ((operationId: string) => {
        const handler = options.handlers[operationId];
        if (handler === undefined) return notImplemented;
        return typeof handler === 'function' ? { handler } : handler;
      }) as never,
    });
  },
  { name: 'openapi-routes', dependencies: ['errors', 'services'] },
);
