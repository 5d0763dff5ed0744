import type { FastifyInstance, RouteHandlerMethod, RouteShorthandOptionsWithHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOperations, OperationId } from './operation.js';

/**
 * An operation's handler as the router holds it. Each module's handlers are typed from the contract for
 * their own operationId; the router serves them all alike, so this one place forgets the per-operation types.
 */
export type RegisteredHandler = RouteHandlerMethod | RouteShorthandOptionsWithHandler;

/** A background job a module runs in a server process; `stop` lets a run in progress end. */
export interface ModuleJob {
  stop(): Promise<void>;
}

/** What a module returns: its operations by operationId and the background jobs a server process starts. */
export interface ModuleParts {
  operations: ModuleOperations;
  jobs?: Record<string, () => Promise<ModuleJob>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's operation handlers by operationId, filled as the modules register. */
    operations: Map<OperationId, { module: string; handler: RegisteredHandler }>;
    /** Every module's background jobs by name; the server process starts them (`startModuleJobs`). */
    jobs: Map<string, { module: string; start: () => Promise<ModuleJob> }>;
  }
}

/** Declares the registry the modules fill; the router reads it once every module is in. */
export const operationsRegistryPlugin = fp(
  async (app) => {
    app.decorate('operations', new Map());
    app.decorate('jobs', new Map());
  },
  { name: 'operations' },
);

/**
 * A domain module: a fastify-plugin named after the domain that builds the domain's services, decorates
 * what other modules may call at run time, and returns its operation handlers by operationId and its
 * background jobs. The list of implemented operations is therefore whatever the modules return, never a
 * second hand-kept list, and a server process starts every module's jobs without naming them.
 */
export function defineModule<Options = Record<never, never>>(
  name: string,
  setup: (app: FastifyInstance, options: Options) => Promise<ModuleParts> | ModuleParts,
  dependencies: string[] = [],
) {
  return fp<Options & Record<never, never>>(
    async (app, options) => {
      const { operations, jobs = {} } = await setup(app, options as Options);
      for (const [operationId, handler] of Object.entries(operations)) {
        const owner = app.operations.get(operationId as OperationId);
        if (owner) throw new Error(`${operationId} is returned by both ${owner.module} and ${name}`);
        // The one place the per-operation types are forgotten (RegisteredHandler says why).
        app.operations.set(operationId as OperationId, {
          module: name,
          handler: handler as RegisteredHandler,
        });
      }
      for (const [job, start] of Object.entries(jobs)) {
        if (app.jobs.has(job))
          throw new Error(`the job ${job} is started by both ${app.jobs.get(job)!.module} and ${name}`);
        app.jobs.set(job, { module: name, start });
      }
    },
    {
      name: `module:${name}`,
      dependencies: ['operations', 'core', ...dependencies.map((d) => `module:${d}`)],
    },
  );
}

/**
 * Starts every module's background jobs (a server process does; an app built for a test starts the ones it
 * needs itself) and returns one stop for all of them, which stops them in the reverse order.
 */
export async function startModuleJobs(app: FastifyInstance): Promise<ModuleJob> {
  const started: ModuleJob[] = [];
  for (const { start } of app.jobs.values()) started.push(await start());
  return {
    stop: async () => {
      for (const job of started.reverse()) await job.stop();
    },
  };
}
