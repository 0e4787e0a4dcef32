import { ApiError } from './api-error';

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
/** For tests, which share a worker's modules: the next test's page starts a new page life. */
export function forgetContractFaults(): void {
  faults.clear();
}

export function noteContractFault(message: string): void {
  if (faults.has(message)) return;
  faults.add(message);
  noteApiFailure(new ApiError('invalid', message));
}
