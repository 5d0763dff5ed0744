import type { FastifyInstance, RouteHandlerMethod, RouteShorthandOptionsWithHandler } from 'fastify';
import fp from 'fastify-plugin';

/** A handler for one operationId: a plain handler, or route options (hooks such as rate limits) with one. */
export type OperationHandler = RouteHandlerMethod | RouteShorthandOptionsWithHandler;
export type OperationHandlers = Record<string, OperationHandler>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's operation handlers by operationId, filled as the modules register. */
    operations: Map<string, { module: string; handler: OperationHandler }>;
  }
}

/** Declares the registry the modules fill; the router reads it once every module is in. */
export const operationsRegistryPlugin = fp(
  async (app) => {
    app.decorate('operations', new Map());
  },
  { name: 'operations' },
);

/**
 * A domain module: a fastify-plugin named after the domain that builds the domain's services, decorates
 * what other modules may call at run time, and returns its operation handlers by operationId. The list of
 * implemented operations is therefore whatever the modules return, never a second hand-kept list.
 */
export function defineModule<Options = Record<never, never>>(
  name: string,
  setup: (app: FastifyInstance, options: Options) => Promise<OperationHandlers> | OperationHandlers,
  dependencies: string[] = [],
) {
  return fp<Options & Record<never, never>>(
    async (app, options) => {
      const handlers = await setup(app, options as Options);
      for (const [operationId, handler] of Object.entries(handlers)) {
        const owner = app.operations.get(operationId);
        if (owner) throw new Error(`${operationId} is returned by both ${owner.module} and ${name}`);
        app.operations.set(operationId, { module: name, handler });
      }
    },
    {
      name: `module:${name}`,
      dependencies: ['operations', 'core', ...dependencies.map((d) => `module:${d}`)],
    },
  );
}
