import { contractOperations, type Contract } from '../router.js';

/** How a contract operation takes its body: JSON, a multipart form, or no body at all. */
export type BodyKind = 'json' | 'multipart' | 'none';

interface PathEntry {
  /** Matches a request path (no query) against the template: `/api/files/{id}` -> `/api/files/[^/]+`. */
  pattern: RegExp;
  /** Upper-case methods of the contract on this path, plus HEAD wherever GET is (Fastify serves it). */
  methods: Set<string>;
}

function escape(text: string): string {
  return text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
}

function patternOf(template: string): RegExp {
  return new RegExp(
    `^${template
      .split(/\{[^}]+\}/)
      .map(escape)
      .join('[^/]+')}$`,
  );
}

/** The contract's paths and methods, and each operation's body kind, as the guards look them up. */
export interface ContractPaths {
  /** The methods the contract allows on this request path, empty when the path is not in the contract. */
  allowedMethods: (path: string) => string[];
  /** The body kind of the operation a route serves (`GET`, `/api/files/:id`), undefined for other routes. */
  bodyKindOf: (method: string, routeUrl: string) => BodyKind | undefined;
}

export function contractPaths(spec: Contract): ContractPaths {
  const paths = new Map<string, PathEntry>();
  const bodies = new Map<string, BodyKind>();
  for (const { path, method, operation } of contractOperations(spec)) {
    const entry = paths.get(path) ?? { pattern: patternOf(path), methods: new Set<string>() };
    entry.methods.add(method.toUpperCase());
    if (method === 'get') entry.methods.add('HEAD');
    paths.set(path, entry);
    const content = operation.requestBody?.content ?? {};
    const kind: BodyKind = content['multipart/form-data']
      ? 'multipart'
      : content['application/json']
        ? 'json'
        : 'none';
    // Fastify names path parameters `:id` where the contract writes `{id}`.
    bodies.set(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`, kind);
  }
  return {
    allowedMethods(path) {
      const allowed = new Set<string>();
      for (const entry of paths.values()) {
        if (entry.pattern.test(path)) for (const method of entry.methods) allowed.add(method);
      }
      return [...allowed].sort();
    },
    bodyKindOf: (method, routeUrl) => bodies.get(`${method.toUpperCase()} ${routeUrl}`),
  };
}
