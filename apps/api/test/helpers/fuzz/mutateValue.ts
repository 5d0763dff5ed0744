import fc from 'fast-check';
import { hugeString, ODD_NUMBERS, oddKey, oddString, oddValue } from './oddValues.js';

type Path = (string | number)[];

/** Every place in `value` a mutation can hit: the value itself, then each nested member. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((item, i) => paths.push(...pathsOf(item, [...prefix, i])));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  return paths;
}

function get(value: unknown, path: Path): unknown {
  return path.reduce<any>((node, key) => node?.[key], value);
}

/** Own-property assignment, so `__proto__` becomes a field of the JSON instead of a prototype change. */
function put(target: Record<string | number, unknown>, key: string | number, item: unknown): void {
  Object.defineProperty(target, key, { value: item, enumerable: true, writable: true, configurable: true });
}

function set(value: unknown, path: Path, item: unknown): unknown {
  if (path.length === 0) return item;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  put(copy, head, set(copy[head], rest, item));
  return copy;
}

export type Mutation =
  | { kind: 'replace'; at: number; with: unknown }
  | { kind: 'oddString'; at: number; with: string }
  | { kind: 'huge'; at: number; with: string }
  | { kind: 'empty'; at: number }
  | { kind: 'oddNumber'; at: number; with: number }
  | { kind: 'remove'; at: number }
  | { kind: 'unknownField'; at: number; key: string; with: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), with: oddValue }),
  fc.record({ kind: fc.constant('oddString' as const), at: fc.nat(), with: oddString }),
  fc.record({ kind: fc.constant('huge' as const), at: fc.nat(), with: hugeString }),
  fc.record({ kind: fc.constant('empty' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('oddNumber' as const), at: fc.nat(), with: fc.constantFrom(...ODD_NUMBERS) }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('unknownField' as const), at: fc.nat(), key: oddKey, with: oddValue }),
);

function emptyLike(value: unknown): unknown {
  if (typeof value === 'string') return '';
  if (Array.isArray(value)) return [];
  if (value !== null && typeof value === 'object') return {};
  return null;
}

/** Applies one mutation; the target is picked among the places that mutation makes sense for. */
export function applyMutation(value: unknown, m: Mutation): unknown {
  const all = pathsOf(value);
  const pick = (paths: Path[]): Path | undefined => (paths.length ? paths[m.at % paths.length] : undefined);
  switch (m.kind) {
    case 'replace':
      return set(value, pick(all) ?? [], m.with);
    case 'oddString':
    case 'huge': {
      const strings = all.filter((p) => typeof get(value, p) === 'string');
      return set(value, pick(strings) ?? pick(all) ?? [], m.with);
    }
    case 'empty':
      return set(value, pick(all) ?? [], emptyLike(get(value, pick(all) ?? [])));
    case 'oddNumber': {
      const numbers = all.filter((p) => typeof get(value, p) === 'number');
      return set(value, pick(numbers) ?? pick(all) ?? [], m.with);
    }
    case 'remove': {
      const members = all.filter((p) => p.length > 0);
      const path = pick(members);
      if (!path) return undefined;
      const parentPath = path.slice(0, -1);
      const parent = get(value, parentPath);
      const key = path.at(-1) as string | number;
      const copy: any = Array.isArray(parent)
        ? parent.filter((_, i) => i !== key)
        : { ...(parent as object) };
      if (!Array.isArray(parent)) delete copy[key];
      return set(value, parentPath, copy);
    }
    case 'unknownField': {
      const objects = all.filter((p) => {
        const node = get(value, p);
        return node !== null && typeof node === 'object' && !Array.isArray(node);
      });
      const path = pick(objects);
      if (!path) return set(value, [], { [m.key]: m.with });
      const copy: any = { ...(get(value, path) as object) };
      put(copy, m.key, m.with);
      return set(value, path, copy);
    }
  }
}

/** A valid value with one to three mutations applied. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([value, mutations]) => mutations.reduce(applyMutation, value));
}
