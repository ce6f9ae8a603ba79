/**
 * The server's error catalogue: every failure leaves as `{ error: { code, message, details? } }` with a
 * stable code clients may branch on, never as a stack trace.
 */
export const ERROR_CODES = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  rateLimited: 429,
  badGateway: 502,
  unavailable: 503,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_CODES[code];
    this.details = details;
  }

  /**
   * A signed-in client reaching for another client's data: the one answer every owner check gives, so a
   * probe learns nothing from which check refused it.
   */
  static notOwner(): ApiError {
    return new ApiError('forbidden', 'This belongs to another account. Please sign in as its owner.');
  }

  toJSON() {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }
}
