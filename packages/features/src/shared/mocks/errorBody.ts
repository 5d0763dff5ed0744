import type { components } from '../api/schema.gen';
import { serverMessage } from './serverMessage';

type ErrorSchema = components['schemas']['Error'];

/** An error body as the server sends it (schema `Error`); the message defaults to the server's 422 summary. */
export function buildErrorBody(overrides: Partial<ErrorSchema> = {}): ErrorSchema {
  return { message: serverMessage('en', 'error.validation'), ...overrides };
}
