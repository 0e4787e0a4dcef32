import { env } from '@/config/env';
import { isApiError, isCancelled } from '@/lib/http/api-error';

/**
 * Error capture, a leaf: it imports nothing of the reporters, so anything may report an error through it
 * without a circle. It keeps what is caught until the error reporter loads (after the first load).
 */
export type ErrorSource = 'uncaught' | 'rejection' | 'boundary' | 'react' | 'invalid-response';

export interface CapturedError {
  source: ErrorSource;
  error: unknown;
}

const MAX_QUEUED = 20;
const queue: CapturedError[] = [];
let listener: ((captured: CapturedError) => void) | undefined;

/**
 * Outcomes that are no error: a call the page cancelled, and an ended session (contract §8: HTTP 401, an
 * expected API failure; its count rides along with the API failure counts).
 */
function expected(error: unknown): boolean {
  return isCancelled(error) || (isApiError(error) && error.kind === 'session');
}

/** Hands an error to the reporter, or keeps it until the reporter has loaded. */
export function captureError(error: unknown, source: ErrorSource): void {
  if (!env.errorUrl || expected(error)) return;
  const captured = { error, source };
  if (listener) listener(captured);
  else if (queue.length < MAX_QUEUED) queue.push(captured);
}

/** The reporter takes what was caught before it loaded, and everything after. */
export function takeCapturedErrors(next: (captured: CapturedError) => void): void {
  listener = next;
  for (const captured of queue.splice(0)) next(captured);
}

/** Uncaught errors and unhandled rejections, from the first line of the app on. */
export function installErrorCapture(): void {
  if (!env.errorUrl) return;
  window.addEventListener('error', (event) => captureError(event.error ?? event.message, 'uncaught'));
  window.addEventListener('unhandledrejection', (event) => captureError(event.reason, 'rejection'));
}
