// The API client's error type on its own, so that code which only inspects a failure (the login
// form, error texts) does not bring the client and what it carries into the entry or a public
// page. lib/api-client.ts re-exports both.

/** Every failure of a call: `message` is ready to show in the interface language. */
export class ApiError extends Error {
  readonly status: number;
  readonly error_code: string;
  readonly fields?: Record<string, string>;
  /** seconds, from a Retry-After header (429) */
  readonly retryAfter?: number;

  constructor(init: {
    status: number;
    error_code: string;
    message: string;
    fields?: Record<string, string>;
    retryAfter?: number;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.error_code = init.error_code;
    if (init.fields) this.fields = init.fields;
    if (init.retryAfter !== undefined) this.retryAfter = init.retryAfter;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
