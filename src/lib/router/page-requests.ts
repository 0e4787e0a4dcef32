/**
 * Leaving a page cancels its requests. React Router aborts a loader's `request.signal` only while the
 * loader runs (a navigation interrupted before the loader returns), and the loaders here return at once
 * with the requests still in flight. So each loader call gets a signal of its own that aborts:
 * - when React Router aborts the call's request (an interrupted navigation),
 * - when a newer call of the same route replaces it (a retry, a refresh, other URL values),
 * - when the route is no longer on screen once a navigation has settled (trackPageRequests).
 * An aborted call rejects and is never counted as a failure; a page that is gone never sees it, and an
 * answer that arrives after the borrower left cannot write anything (e.g. the kept voucher).
 */
const live = new Map<string, AbortController>();

/** Aborts `controller` when `signal` aborts (AbortSignal.any is above the support floor). */
export function abortWith(signal: AbortSignal, controller: AbortController): void {
  if (signal.aborted) controller.abort();
  else signal.addEventListener('abort', () => controller.abort(), { once: true });
}

/** The request a route's loader sees: the router's, with a signal that also aborts when the page is left. */
export function pageRequest(routeId: string, request: Request): Request {
  live.get(routeId)?.abort();
  const controller = new AbortController();
  live.set(routeId, controller);
  abortWith(request.signal, controller);
  return new Request(request.url, { signal: controller.signal });
}

/** The part of a data router this needs. */
interface TrackedRouter {
  state: { navigation: { state: string }; matches: { route: { id: string } }[] };
  subscribe: (listener: (state: TrackedRouter['state']) => void) => () => void;
}

/** Aborts the requests of every route that is no longer on screen once a navigation settles. */
export function trackPageRequests(router: TrackedRouter): () => void {
  const settle = (state: TrackedRouter['state']) => {
    if (state.navigation.state !== 'idle') return;
    const shown = new Set(state.matches.map((match) => match.route.id));
    for (const [routeId, controller] of live) {
      if (shown.has(routeId)) continue;
      controller.abort();
      live.delete(routeId);
    }
  };
  return router.subscribe(settle);
}
