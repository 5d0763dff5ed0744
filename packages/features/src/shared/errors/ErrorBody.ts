/** The one error body of every 4xx/5xx answer (contract schema `Error`, Laravel style). */
export interface ErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Narrows anything (a parsed body, a thrown value) to the parts of an ErrorBody that are well formed. */
export function toErrorBody(value: unknown): ErrorBody {
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  const body: ErrorBody = {};
  if (typeof record.message === 'string') body.message = record.message;
  if (typeof record.errors === 'object' && record.errors !== null) {
    const errors: Record<string, string[]> = {};
    for (const [key, messages] of Object.entries(record.errors)) {
      if (isStringArray(messages)) errors[key] = messages;
    }
    body.errors = errors;
  }
  return body;
}
