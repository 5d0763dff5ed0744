import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, onRequestAsyncHookHandler, RouteHandlerMethod } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import fp from 'fastify-plugin';
import { parse } from 'yaml';
import { DomainError } from '../errors/DomainError.js';
import { authHook, type AccessRule } from './auth.js';
import type { RegisteredHandler } from './modules.js';
import type { OperationId } from './operation.js';

/** The contract at the repository root, reached the same way from src/http and dist/http. */
export const CONTRACT_PATH = fileURLToPath(new URL('../../../../openapi.yaml', import.meta.url));

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface ContractOperation {
  operationId?: string;
  security?: Record<string, string[]>[];
  'x-sarraf-role'?: string;
  'x-sarraf-during-password-change'?: boolean;
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface Contract {
  security?: Record<string, string[]>[];
  paths?: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], ContractOperation>>>;
}

export function readContract(path: string = CONTRACT_PATH): Contract {
  return parse(readFileSync(path, 'utf8')) as Contract;
}

/** Every operation of the contract with its path and method, in document order. */
export function contractOperations(
  spec: Contract,
): { operationId: string; path: string; method: string; operation: ContractOperation }[] {
  const found = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (operation?.operationId) found.push({ operationId: operation.operationId, path, method, operation });
    }
  }
  return found;
}

/** Every operationId of the contract, in document order. */
export function operationIds(spec: Contract): string[] {
  return contractOperations(spec).map((entry) => entry.operationId);
}

/** The contract's operations that no module implements (they answer 501, after the access check). */
export function listUnimplementedOperations(spec: Contract, implemented: Iterable<string>): string[] {
  const have = new Set(implemented);
  return operationIds(spec).filter((id) => !have.has(id));
}

/**
 * Who may call an operation, read from the contract: `security: []` (here or inherited from the top level)
 * is public; anything else needs a session; `x-sarraf-role` also needs that role.
 */
export function accessRuleOf(spec: Contract, operation: ContractOperation): AccessRule {
  const security = operation.security ?? spec.security ?? [];
  const isPublic =
    security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
  if (isPublic) return { kind: 'public' };
  return {
    kind: 'session',
    role: operation['x-sarraf-role'],
    allowedDuringPasswordChange: operation['x-sarraf-during-password-change'] === true,
  };
}

const notImplemented: RouteHandlerMethod = async () => {
  throw new DomainError('notImplemented', 'error.notImplemented');
};

/**
 * The contract as the router sees it:
 * - multipart bodies are streamed and checked by their handlers (files must be sniffed and size-limited
 *   while they arrive), so their schemas are taken out of what Fastify validates: Fastify would otherwise
 *   check a body that is not parsed yet;
 * - only JSON responses keep their content: a file download is sent as bytes, which no schema serialises,
 *   and the router would otherwise warn at every start that no body parser exists for those media types.
 */
function routableContract(spec: Contract): Contract {
  const copy = structuredClone(spec);
  for (const { operation } of contractOperations(copy)) {
    if (operation.requestBody?.content?.['multipart/form-data']) delete operation.requestBody;
    for (const response of Object.values(operation.responses ?? {})) {
      if (!response.content) continue;
      for (const mediaType of Object.keys(response.content)) {
        if (mediaType !== 'application/json') delete response.content[mediaType];
      }
      if (Object.keys(response.content).length === 0) delete response.content;
    }
  }
  return copy;
}

function asArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * A route's options: the module's handler (or 501) behind the access check the contract states. The check
 * is the route's first onRequest hook, so it runs before the body is read or validated: an anonymous call
 * is a 401 and a trader's call to an admin operation a 403, whatever it sends.
 */
function routeOptions(app: FastifyInstance, rule: AccessRule, handler: RegisteredHandler | undefined) {
  const options =
    typeof handler === 'function' ? { handler } : { ...(handler ?? { handler: notImplemented }) };
  const access: onRequestAsyncHookHandler[] = rule.kind === 'public' ? [] : [authHook(app, rule)];
  return { ...options, onRequest: [...access, ...asArray(options.onRequest)] };
}

export interface RouterOptions {
  specPath: string;
}

/** Routes, access, request validation and response serialisation all come from the contract. */
export const routerPlugin = fp<RouterOptions>(
  async (app, options) => {
    const spec = readContract(options.specPath);
    const byId = new Map(contractOperations(spec).map((entry) => [entry.operationId, entry.operation]));
    await app.register(openapiGlue, {
      specification: routableContract(spec),
      // The glue merges what we return into the route it built (method, url, schema), hence the cast.
      operationResolver: ((operationId: string) => {
        const operation = byId.get(operationId);
        if (!operation) throw new Error(`${operationId} is not in the contract`);
        return routeOptions(
          app,
          accessRuleOf(spec, operation),
          app.operations.get(operationId as OperationId)?.handler,
        );
      }) as never,
    });
  },
  { name: 'router', dependencies: ['errors', 'operations', 'authenticator'] },
);
