import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** A JSON Schema node of the contract, with every `$ref` already replaced by what it points to. */
export type Schema = Record<string, any>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

/** Who may call an operation, as the contract states it (`security` and `x-sarraf-role`). */
export type Access = 'public' | 'user' | 'admin';

export interface ContractOperation {
  operationId: string;
  method: string;
  /** The path template, `/api/files/{id}`. */
  path: string;
  access: Access;
  parameters: Parameter[];
  body?: { mediaType: string; schema: Schema; required: boolean };
  /** Every status the operation declares, standard errors included. */
  statuses: Set<number>;
  /** Media types of each declared status's body (empty for a body-less answer). */
  responseTypes: Map<number, string[]>;
}

export const CONTRACT_FILE = fileURLToPath(new URL('../../../../../openapi.yaml', import.meta.url));

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

function pointTo(root: Schema, ref: string): Schema {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, got ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<Schema>((node, key) => node?.[key], root);
}

/** A copy of `node` with every local `$ref` inlined (the contract has no recursive schemas). */
export function resolveRefs(root: Schema, node: unknown, depth = 0): any {
  if (depth > 50) throw new Error('$ref chain too deep: a recursive schema?');
  if (Array.isArray(node)) return node.map((item) => resolveRefs(root, item, depth + 1));
  if (node === null || typeof node !== 'object') return node;
  const object = node as Schema;
  if (typeof object.$ref === 'string') {
    const { $ref, ...siblings } = object;
    return resolveRefs(root, { ...pointTo(root, $ref), ...siblings }, depth + 1);
  }
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, resolveRefs(root, v, depth + 1)]));
}

export function readContractFile(file: string = CONTRACT_FILE): Schema {
  return parse(readFileSync(file, 'utf8')) as Schema;
}

/** Every operation of the contract, in document order. */
export function contractOperations(spec: Schema = readContractFile()): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, rawItem] of Object.entries(spec.paths as Schema)) {
    const item = resolveRefs(spec, rawItem) as Schema;
    for (const method of METHODS) {
      const op = item[method] as Schema | undefined;
      if (!op?.operationId) continue;
      const security = (op.security ?? spec.security ?? []) as unknown[];
      const access: Access =
        op['x-sarraf-role'] === 'admin' ? 'admin' : security.length === 0 ? 'public' : 'user';
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(
        (p: Schema): Parameter => ({
          name: p.name,
          in: p.in,
          required: p.required === true,
          schema: p.schema ?? {},
        }),
      );
      const content = op.requestBody?.content as Schema | undefined;
      const mediaType = content ? Object.keys(content)[0] : undefined;
      const responseTypes = new Map<number, string[]>();
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        if (!/^[1-5][0-9][0-9]$/.test(status)) continue;
        responseTypes.set(Number(status), Object.keys((response as Schema).content ?? {}));
      }
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        access,
        parameters,
        body:
          content && mediaType
            ? {
                mediaType,
                schema: content[mediaType].schema ?? {},
                required: op.requestBody.required === true,
              }
            : undefined,
        statuses: new Set(responseTypes.keys()),
        responseTypes,
      });
    }
  }
  return operations;
}
