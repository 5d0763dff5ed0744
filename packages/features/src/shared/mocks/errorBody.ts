import type { components } from '../api/schema.gen';

type ErrorSchema = components['schemas']['Error'];

/** An error body as the server sends it (schema `Error`). */
export function buildErrorBody(overrides: Partial<ErrorSchema> = {}): ErrorSchema {
  return { message: 'The given data was invalid.', ...overrides };
}
