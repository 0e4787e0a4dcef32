/**
 * Leaving a page cancels its requests. React Router aborts a loader's `request.signal` only while the
 * loader runs, and a page's loader returns at once with its requests still in flight. So each load of a
 * page gets a signal of its own that aborts:
 * - when React Router aborts the load (an interrupted navigation),
 * - when a newer load of the same page replaces it (a retry, a refresh, other URL values),
 * - when the page is no longer on screen once a navigation has settled (hooks.ts, useCancelLeftPages).
 * A cancelled call rejects with Cancelled and is never counted as a failure; a page that is gone never
 * sees it, and an answer that arrives after the borrower left cannot write anything (the kept voucher).
 */
const live = new Map<string, { controller: AbortController; number: number }>();
let started = 0;

/**
 * How many page loads have started so far. A render reads it, and its effect then cancels no load started
 * after: a second Back before that effect runs has already started its page's load, and the render that
 * showed the page in between knows nothing of it.
 */
export const loadsStarted = (): number => started;

/** Aborts `controller` when `signal` aborts (AbortSignal.any is above the support floor). */
export function abortWith(signal: AbortSignal, controller: AbortController): void {
  if (signal.aborted) controller.abort();
  else signal.addEventListener('abort', () => controller.abort(), { once: true });
}

/** The signal of a new load of the page `routeId`; the page's previous load is cancelled. */
export function pageSignal(routeId: string, signal?: AbortSignal): AbortSignal {
  live.get(routeId)?.controller.abort();
  const controller = new AbortController();
  started += 1;
  live.set(routeId, { controller, number: started });
  if (signal) abortWith(signal, controller);
  return controller.signal;
}

/**
 * Cancels the loads of every page not in `shown` (route ids), among the first `startedBy` loads
 * (loadsStarted() when the caller rendered).
 */
export function cancelPagesExcept(shown: ReadonlySet<string>, startedBy: number): void {
  for (const [routeId, load] of live) {
    if (shown.has(routeId) || load.number > startedBy) continue;
    load.controller.abort();
    live.delete(routeId);
  }
}
