import { env } from '@/config/env';
import type { RouteDef } from '@/lib/router/route-def';
import { sessionStore } from '@/lib/session';
import { routePattern } from './scrub';

/** What every field report says about the page. No session value, no query value. */
export interface ReportContext {
  route: string;
  market: 1 | 2;
  version: string;
  /** The connection's effective type (`4g`, `3g`, …) where the browser tells it. */
  connection?: string;
  /** The service worker answered this page's navigation (the offline shell). */
  sw: boolean;
}

interface NetworkInformation {
  effectiveType?: string;
}

export type KnownRoutes = readonly Pick<RouteDef, 'path'>[];

/**
 * `routes`: the app's route table, which lib code cannot import; main.ts hands it over. `href`: the page
 * the report is about (the current one unless given).
 */
export function reportContext(routes: KnownRoutes, href = window.location.href): ReportContext {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection?.effectiveType;
  return {
    route: routePattern(href, routes),
    market: sessionStore.getState().type,
    version: env.appVersion,
    ...(connection ? { connection } : {}),
    // eslint-disable-next-line compat/compat -- optional: undefined in a webview without service workers.
    sw: Boolean(navigator.serviceWorker?.controller),
  };
}

/** The values no report may carry: the session's values and every query value of the start-up URL. */
export function personalValues(): string[] {
  const { values, urlQuery } = sessionStore.getState();
  return [...Object.values(values), ...Object.values(urlQuery)].filter((value): value is string => !!value);
}
