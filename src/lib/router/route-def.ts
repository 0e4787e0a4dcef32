import type { calls } from '../../config/calls';

/**
 * One registered page as plain data. The router, the early data start, the build's preload map and the
 * bench all read the same table, so nothing here may import React or the transport. Module names are
 * paths under `src/features/` without their extension: pages and layouts are `.tsx`, data modules `.ts`.
 */
export interface RouteDef {
  path: string;
  /** The page module; its default export is the page. */
  page: string;
  /** The data module; it exports `load`, which starts the page's requests without waiting for them. */
  data?: string;
  /**
   * The data module's API calls (src/config/calls.ts) that the route's query alone decides: index.html
   * sends them with the chunk preloads, and the transport adopts each answer (src/lib/http/call.ts).
   */
  firstCalls?: readonly (keyof typeof calls)[];
  /**
   * Values the route's query gives under another name when it lacks them, `{ orderNo: 'orderId' }`: the
   * statement page is linked with the loan's `orderId`, and its contract call sends it as `orderNo`. The
   * page's data module and the HTML's first calls read the query with them (src/lib/session/url-query.ts).
   */
  queryAliases?: Readonly<Record<string, string>>;
  /**
   * Code only some of the route's queries need at once (a QR rail's encoder, for a `payCode` of UPI or
   * CoDi): the HTML asks for it with the route's files when the query's `key`, trimmed and in capitals,
   * matches `pattern`. `module` is a path under `src/features/`, as `page` is.
   */
  firstLoadWhen?: readonly { key: string; pattern: string; module: string }[];
  /**
   * Code the page fetches on purpose after its first paint, below what the borrower reads first (the
   * agreement's annex, the summary box, under its note): the one second trip the route is allowed, named
   * here so that tests/e2e/one-trip.spec.ts allows that one and no other: a module (a path under
   * `src/features/`, as `page` is: a view, or a model such as the confirmation's statement check) and the
   * namespaces of its texts.
   */
  afterFirstPaint?: readonly { module: string; namespaces: string[] }[];
  /** i18n namespaces the page uses, fetched beside its code. */
  namespaces: string[];
  /** A layout route around the page, shared by every route that names the same id. */
  layout?: { id: string; module: string; namespaces: string[] };
  /**
   * The build renders the page to HTML once per market, and the HTML paints before the framework arrives.
   * Only for pages whose first render depends on nothing but the market: not on the URL's
   * other values, the phone's storage or the clock. A data module then exports `prerenderLoad`, the
   * loader data of the page's first render before any answer (no request is made at build time).
   */
  prerender?: boolean;
}

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

/** Route paths match as React Router matches them: case-insensitive, a trailing slash ignored. */
export function normalizeRoutePath(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase() || '/';
}

export function findRouteDef<T extends Pick<RouteDef, 'path'>>(defs: readonly T[], pathname: string) {
  const wanted = normalizeRoutePath(pathname);
  return defs.find((def) => normalizeRoutePath(def.path) === wanted);
}
