import fp from 'fastify-plugin';
import { DomainError } from '../../errors/DomainError.js';

/**
 * How deep a JSON body may nest. The contract's deepest body nests three levels (settings: fee tiers in a
 * list in the body); a body thousands of levels deep overflowed the stack of the code that walks bodies
 * (the text guard, validation, fingerprints) and was answered 500.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether the arrays and objects of a JSON text nest deeper than `limit` (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > limit) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype-poisoning checks as configured), after a depth check on the text: a
 * body nested too deep is a 400 before anything recurses into it.
 */
export const jsonDepthGuard = fp(
  async (app) => {
    const parse = app.getDefaultJsonParser(
      app.initialConfig.onProtoPoisoning ?? 'error',
      app.initialConfig.onConstructorPoisoning ?? 'error',
    );
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (nestsDeeperThan(body as string, MAX_JSON_DEPTH))
        return done(new DomainError('badRequest', 'error.jsonTooDeep'), undefined);
      return parse(request, body as string, done);
    });
  },
  { name: 'guard:json-depth', dependencies: ['errors'] },
);
