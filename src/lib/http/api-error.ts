/** `session`: HTTP 401, the borrower's session has ended (contract §8); the way on is logging in again. */
export type ApiErrorKind = 'server' | 'session' | 'network' | 'timeout' | 'invalid';

/** The one error every backend call rejects with. Pages turn `kind` into the right message. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: string | number | undefined;
  readonly status: number | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: { code?: string | number; status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.code = options.code;
    this.status = options.status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** contract §8: the session has ended (HTTP 401 on any call); the page offers log-in instead of a retry. */
export function isSessionEnded(error: unknown): boolean {
  return isApiError(error) && error.kind === 'session';
}

/**
 * Whether sending the same call again can work, so a Retry is worth offering:
 * - network, timeout: no answer came; the next try may get one.
 * - invalid: an answer we cannot read (a dropped signal truncates the body, a captive portal sends HTML).
 * - server with HTTP 5xx: a gateway or the service failed.
 * - server otherwise (a not-found, any other 4xx, a business code in the envelope): the server did answer,
 *   and it will answer the same again. No Retry: it would be a promise that cannot be kept.
 * - session (HTTP 401): never; the same call fails until the borrower logs in again (contract §8).
 * Anything else (a page file that did not load) is treated as retryable.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'session') return false;
  if (error.kind !== 'server') return true;
  return (error.status ?? 0) >= 500;
}
