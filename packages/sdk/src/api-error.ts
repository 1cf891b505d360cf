import { ErrorCode, type ErrorCodeName } from './error-codes';

/** Code of an error raised before any answer came back (network down, CORS, bad JSON). */
export const NETWORK_ERROR_CODE = -1;
/** Code of an answer that is not the API's JSON (a proxy's error page): the server was reached. */
export const INVALID_RESPONSE_CODE = -2;

/**
 * Every failed call rejects with this: the catalogue `code` (api.md §3.1), -1 when the API could
 * not be reached or -2 when the answer was not JSON, the HTTP `status` (0 without a response) and the server's message.
 * Compare codes by name: `err.is('Forbidden')`.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when this error carries the catalogue code of that name. */
  is(name: ErrorCodeName): boolean {
    return ErrorCode[name] === this.code;
  }

  /** True when no answer came back from the API. */
  get network(): boolean {
    return this.code === NETWORK_ERROR_CODE;
  }
}

/** Narrowing helper for catch blocks: `isApiError(err, 'Forbidden')`. */
export function isApiError(err: unknown, name?: ErrorCodeName): err is ApiError {
  return err instanceof ApiError && (name === undefined || err.is(name));
}
