import { env } from '@/config/env';
import type { KnownRoutes } from './context';

/**
 * The always-loaded half of the field reporters: a few hundred bytes that catch errors from the very start
 * (capture.ts) and load the reporters after the first load. The reporters themselves (web-vitals, the error
 * sender) load only when their URL is set.
 */
export {
  captureError,
  installErrorCapture,
  takeCapturedErrors,
  type CapturedError,
  type ErrorSource,
} from './capture';

/** After the first load: the reporters whose URL is set, each its own lazy chunk. */
export function startTelemetry(routes: KnownRoutes, landingHref: string): void {
  // A reporter whose file does not arrive reports nothing this visit; it is no error of the page's.
  if (env.errorUrl)
    import('./error-reporter')
      .then((reporter) => reporter.startErrorReporter(env.errorUrl, routes))
      .catch(() => undefined);
  if (env.rumUrl)
    import('./rum')
      .then((rum) => rum.startRum(env.rumUrl, env.rumSample, routes, landingHref))
      .catch(() => undefined);
}
