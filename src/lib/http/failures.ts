import type { ApiError } from './api-error';

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
