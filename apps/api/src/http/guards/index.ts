import fp from 'fastify-plugin';
import { CONTRACT_PATH, readContract } from '../router.js';
import { contentTypeGuard } from './contentType.js';
import { contractPaths } from './contractPaths.js';
import { forbiddenTextGuard } from './forbiddenText.js';
import { jsonDepthGuard } from './jsonDepth.js';
import { methodNotAllowedGuard } from './methodNotAllowed.js';
import { uriTooLongGuard } from './uriTooLong.js';

export { frameworkErrors } from './frameworkErrors.js';
export { FORBIDDEN_TEXT_MESSAGE, hasForbiddenText } from './forbiddenText.js';
export { MAX_JSON_DEPTH } from './jsonDepth.js';
export { MAX_URL_LENGTH } from './uriTooLong.js';

/**
 * The input layer's refusals, each in the standard error body and the request's language: 414 for an
 * over-long URL and 405 + Allow for a contract path used with another method (onRequest, before access),
 * 415/400 for a body of the wrong kind (preParsing, after access), 400 for JSON nested deeper than
 * `MAX_JSON_DEPTH` (the JSON parser), 422 for NUL or invalid UTF-8 in any
 * string (preValidation). Register after the locale and error plugins.
 */
export const inputGuards = fp<{ specPath?: string }>(
  async (app, { specPath = CONTRACT_PATH }) => {
    const paths = contractPaths(readContract(specPath));
    await app.register(uriTooLongGuard);
    await app.register(methodNotAllowedGuard, { paths });
    await app.register(contentTypeGuard, { paths });
    await app.register(jsonDepthGuard);
    await app.register(forbiddenTextGuard);
  },
  { name: 'input-guards', dependencies: ['locale', 'errors'] },
);
