import type { ErrorCode } from '@trayecto/contracts';

/**
 * An expected failure with an HTTP status and a catalogue code (packages/contracts errors.ts).
 * The error plugin renders `message` in the caller's language; services throw it, routes don't
 * catch it.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly params: Record<string, string | number>;
  /** Dollar amounts among the params, written in the caller's language by the error plugin. */
  readonly money: Record<string, number>;
  readonly fields: Record<string, ErrorCode> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    statusCode: number,
    code: ErrorCode,
    options: {
      params?: Record<string, string | number>;
      money?: Record<string, number>;
      fields?: Record<string, ErrorCode>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.params = options.params ?? {};
    this.money = options.money ?? {};
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

export const notFound = () => new AppError(404, 'not_found');
