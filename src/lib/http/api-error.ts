/**
 * How a call ends without its answer: it failed (ApiError), or the page cancelled it (Cancelled); and where the
 * transport tells its failures.
 */

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

/**
 * What a call the page cancelled settles with: the page was left, or a newer call replaced this one (a
 * retry, a refresh, other URL values). It is an outcome, not a failure: nobody is there to show it, so pages
 * show nothing for it (no toast, no error view), the error reporters skip it, and start-up counts the call
 * as settled (its background work waits for the first data). It rejects rather than hanging so that every
 * `await` and `finally` after the call still runs.
 */
export class Cancelled extends Error {
  constructor(options: { cause?: unknown } = {}) {
    super('The call was cancelled', { cause: options.cause });
    this.name = 'Cancelled';
  }
}

export function isCancelled(error: unknown): error is Cancelled {
  return error instanceof Cancelled;
}

/**
 * A Cancelled nobody awaited (a loader's promise chain after its page was left) is not an unhandled
 * rejection: the browser neither logs it nor hands it to the error capture.
 */
export function ignoreCancelledRejections(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (isCancelled(event.reason)) event.preventDefault();
  });
}

/**
 * Where the transport tells its failures (a server message, a time-out, no network, a response of the wrong
 * shape). The transport knows nothing of telemetry: start-up (src/main.ts) points this at the field
 * reporters' counter, and a test can point it anywhere.
 */
type FailureListener = (error: ApiError) => void;

let listener: FailureListener | undefined;

export function onApiFailure(next: FailureListener | undefined): void {
  listener = next;
}

/** Tells the listener, and hands the error back so a `throw noteApiFailure(…)` reads as before. */
export function noteApiFailure(error: ApiError): ApiError {
  listener?.(error);
  return error;
}

const faults = new Set<string>();

/**
 * A fault of the contract in an answer the page still shows, with what it lacks said on the page (a
 * statement that cannot be signed, a payee that is not the loan's lender): told once per page life, as a
 * wrong-shape answer is (the invalid-response report), the reporter keeping it once per session too.
 */
export function noteContractFault(message: string): void {
  if (faults.has(message)) return;
  faults.add(message);
  noteApiFailure(new ApiError('invalid', message));
}

/** For tests, which share a worker's modules: the next test's page starts a new page life. */
export function forgetContractFaults(): void {
  faults.clear();
}
