import type { FastifyRequest } from 'fastify';
import type { CodeSettings } from './emailCodes.js';

/** The code rules of this server, from its configuration (codes are keyed with the session secret). */
export function codeSettings(request: FastifyRequest): CodeSettings {
  const { config } = request.server.core;
  return { secret: config.sessionSecret, ...config.codes };
}
