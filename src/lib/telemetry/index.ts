import { env } from '@/config/env';
import type { KnownRoutes } from './context';

/**
 * The always-loaded half of the field reporters (issue 12): a few hundred bytes that catch errors from the
 * very start and load the reporters after the first load. The reporters themselves (web-vitals, the
 * error sender) load only when their URL is set.
 */
export type ErrorSource = 'uncaught' | 'rejection' | 'boundary' | 'react' | 'invalid-response';

export interface CapturedError {
  source: ErrorSource;
  error: unknown;
}

const MAX_QUEUED = 20;
const queue: CapturedError[] = [];
let listener: ((captured: CapturedError) => void) | undefined;

/** Hands an error to the reporter, or keeps it until the reporter has loaded. */
export function captureError(error: unknown, source: ErrorSource): void {
  if (!env.errorUrl) return;
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

/** After the first load: the reporters whose URL is set, each its own lazy chunk. */
export function startTelemetry(routes: KnownRoutes, landingHref: string): void {
  if (env.errorUrl)
    void import('./error-reporter').then((reporter) => reporter.startErrorReporter(env.errorUrl, routes));
  if (env.rumUrl)
    void import('./rum').then((rum) => rum.startRum(env.rumUrl, env.rumSample, routes, landingHref));
}
