import { abortWith } from './page-requests';
import { findRouteDef, type RouteDef } from './route-def';

type Loader = (args: {
  request: Request;
  params: Record<string, string | undefined>;
  context?: unknown;
}) => unknown;

/** What a route's data module exports: a loader that starts its requests and returns without awaiting them. */
export interface DataModule {
  loader: Loader;
  /** For a prerendered page (RouteDef.prerender): its loader data before any answer, with no request. */
  prerenderLoader?: Loader;
}
export type DataModuleLoaders = Record<string, () => Promise<DataModule>>;

/** React's thenable protocol: a promise that says it has settled, and with what. */
type Thenable<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

/**
 * Marks a loader's promise with its outcome once it settles, the way React's `use` reads a thenable (its
 * `status`, `value` and `reason`), and as observed (a failure that lands before the page's code has loaded
 * is no unhandled rejection; the page's <Deferred> renders it). Data that arrives before the page renders
 * (the early data start makes that the rule) is then rendered at once: no loading flash, no layout shift,
 * no Suspense reveal delay. A promise React already instruments keeps its own marks.
 * tests/unit/router/early-data.test.ts pins that React reads it so.
 */
export function deferData<T>(promise: Promise<T>): Promise<T> {
  const thenable = promise as Thenable<T>;
  if (typeof thenable.status === 'string') return promise;
  thenable.status = 'pending';
  promise.then(
    (value) => {
      if (thenable.status !== 'pending') return;
      thenable.status = 'fulfilled';
      thenable.value = value;
    },
    (reason: unknown) => {
      if (thenable.status !== 'pending') return;
      thenable.status = 'rejected';
      thenable.reason = reason;
    },
  );
  return promise;
}

let early: { key: string; result: Promise<unknown>; controller: AbortController } | undefined;

// The router's request for a hash location is `origin + path + search` (React Router's createURL).
function requestKey(url: URL): string {
  return `${url.pathname.toLowerCase()}${url.search}`;
}

/** The request React Router will make for the hash location of `href`. */
export function hashRouteRequest(href: string): Request {
  const page = new URL(href);
  const location = page.hash.slice(1) || '/';
  return new Request(new URL(location.startsWith('/') ? location : `/${location}`, page.origin));
}

/**
 * Starts the first route's loader as soon as the session and the transport are in the page, before React
 * and the router have loaded. The router's first loader call for the same location then takes
 * this result instead of sending the requests again (takeEarlyData).
 */
export function startEarlyData(
  href: string,
  routes: readonly Pick<RouteDef, 'path' | 'data'>[],
  dataModules: DataModuleLoaders,
): Promise<void> {
  early = undefined;
  let request: Request;
  // The router's first call, which takes these requests over, aborts them when the page is left.
  const controller = new AbortController();
  try {
    request = new Request(hashRouteRequest(href), { signal: controller.signal });
  } catch {
    return Promise.resolve();
  }
  const url = new URL(request.url);
  const data = findRouteDef(routes, url.pathname)?.data;
  const load = data ? dataModules[data] : undefined;
  if (!load) return Promise.resolve();
  const result = load().then(({ loader }) => loader({ request, params: {} }));
  early = { key: requestKey(url), result, controller };
  // Settles once the requests are sent (or the data module failed to load: the router's call then shows
  // that failure with a retry). Never rejects, so start-up can wait for it.
  return result.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Settles once the data of the route the page opened on has arrived or failed (at once for a route without
 * data), never rejects. Background work waits for it: on a data route the load event comes
 * before the answer, and nothing may compete with the request the first paint needs.
 */
export function firstDataSettled(): Promise<void> {
  if (!early) return Promise.resolve();
  const quiet = () => undefined;
  return early.result.then(
    (values) =>
      Promise.allSettled(
        values && typeof values === 'object' ? Object.values(values as Record<string, unknown>) : [],
      ).then(quiet),
    quiet,
  );
}

/**
 * The early result for the router's first loader call, once: a later call (a retry, a revalidation, a
 * navigation back) always runs the loader again. The early requests then abort with `request` (the page
 * is left). A first call for another location discards them, and aborts them: nobody will read them.
 */
export function takeEarlyData(request: Request): Promise<unknown> | undefined {
  const taken = early;
  early = undefined;
  if (!taken) return undefined;
  if (taken.key !== requestKey(new URL(request.url))) {
    taken.controller.abort();
    return undefined;
  }
  abortWith(request.signal, taken.controller);
  return taken.result;
}
