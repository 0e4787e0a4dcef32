import { routeQueryFromRequest, withAliases } from '@/lib/session/url-query';
import type { RouteDef } from './route-def';

/** A route's query: the page query before `#`, overridden by the hash route's own (contract §1). */
export type RouteQuery = Record<string, string>;

/**
 * What a route's data module exports: `load` asks the cache (query-cache.ts, fetchQuery) for the page's
 * calls from its query and returns their entries at once, beside plain values; the page renders each entry
 * with <Deferred>. `signal` is the loader's: an interrupted navigation cancels what it started.
 */
export interface DataModule {
  load: (query: RouteQuery, signal?: AbortSignal) => Record<string, unknown>;
  /** For a prerendered page (RouteDef.prerender): its data before any answer, with no request. */
  prerenderLoad?: (query: RouteQuery) => Record<string, unknown>;
}

/** React Router's loader for a page's data module. */
export function pageLoader(def: RouteDef, load: DataModule['load']) {
  return ({ request }: { request: Request }) =>
    load(withAliases(routeQueryFromRequest(request), def.queryAliases), request.signal);
}
