import { routeQueryFromRequest } from '@/lib/session/route-query';
import { withAliases } from '@/lib/session/url-query';
import type { RouteDef } from './route-def';
import { track } from './outcome';
import { pageSignal } from './page-requests';

/** A route's query: the page query before `#`, overridden by the hash route's own (contract §1). */
export type RouteQuery = Record<string, string>;

/**
 * What a route's data module exports: `load` starts the page's requests from its query and returns them
 * at once, unawaited, as promises beside plain values; the page renders each promise with <Deferred>.
 */
export interface DataModule {
  load: (query: RouteQuery, signal: AbortSignal) => Record<string, unknown>;
  /** For a prerendered page (RouteDef.prerender): its data before any answer, with no request. */
  prerenderLoad?: (query: RouteQuery) => Record<string, unknown>;
}

/**
 * One load of a page: its requests get a signal that also aborts when the page is left (page-requests.ts),
 * and each promise is followed from now (outcome.ts).
 * Start-up's first load (first-load.ts) and React Router's loader both load a page through this.
 */
export function loadPage(
  routeId: string,
  load: DataModule['load'],
  query: RouteQuery,
  signal?: AbortSignal,
): Record<string, unknown> {
  const data = load(query, pageSignal(routeId, signal));
  for (const value of Object.values(data)) if (value instanceof Promise) track(value);
  return data;
}

/** React Router's loader for a page's data module. */
export function pageLoader(def: RouteDef, load: DataModule['load']) {
  return ({ request }: { request: Request }) =>
    loadPage(def.path, load, withAliases(routeQueryFromRequest(request), def.queryAliases), request.signal);
}
