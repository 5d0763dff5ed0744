import { PostgresQueryCompiler, type KyselyPlugin, type QueryResult, type RootOperationNode } from 'kysely';
import type { TestDb } from './testDb.js';

export interface Statement {
  sql: string;
  /** Rows an INSERT, UPDATE or DELETE changed, as the driver reports it. */
  changedRows: number | undefined;
}

/**
 * Every statement the app sends, as SQL, with the rows it changed: a test counts reads and writes where they
 * happen instead of trusting the code that issues them. Wraps `db`; the returned TestDb is the one to build
 * the app on.
 */
export function withStatementLog(db: TestDb): { db: TestDb; statements: Statement[] } {
  const statements: Statement[] = [];
  const compiler = new PostgresQueryCompiler();
  const pending = new WeakMap<object, string>();
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      pending.set(queryId, compiler.compileQuery(node as RootOperationNode, queryId).sql);
      return node;
    },
    async transformResult({ result, queryId }) {
      const changed = (result as QueryResult<unknown>).numAffectedRows;
      statements.push({
        sql: pending.get(queryId) ?? '',
        changedRows: changed === undefined ? undefined : Number(changed),
      });
      return result;
    },
  };
  return { db: { ...db, db: db.db.withPlugin(plugin) }, statements };
}
