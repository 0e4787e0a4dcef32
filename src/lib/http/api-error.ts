export type ApiErrorKind = 'server' | 'network' | 'timeout' | 'invalid';

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
