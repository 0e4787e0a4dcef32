/**
 * A page that was hidden at least this long refreshes its data when it is shown again: the borrower may
 * have paid in the bank's app meanwhile. Shorter absences (a glance at a notification) send nothing.
 */
export const REFRESH_AFTER_AWAY_MS = 5000;

let quietCalls = 0;
/** Each promise of a quiet refresh, to the moment all of that refresh's promises have settled. */
const quiet = new WeakMap<Promise<unknown>, Promise<unknown>>();

/**
 * Marks the promises of a loader's result as a quiet refresh when the call is one (see refreshQuietly).
 * <Deferred> then keeps what it shows until the new data has arrived, and keeps it if the refresh fails.
 * The page's parts swap together, once every answer is in: a page that updated part by part would move
 * under the borrower's eyes as many times as it has answers.
 */
export function markQuietRefresh<T>(data: T): T {
  if (quietCalls === 0 || !data || typeof data !== 'object') return data;
  const promises = Object.values(data as Record<string, unknown>).filter(
    (value): value is Promise<unknown> => value instanceof Promise,
  );
  const together = Promise.allSettled(promises);
  for (const promise of promises) quiet.set(promise, together);
  return data;
}

/** For a promise of a quiet refresh, the moment the whole refresh has settled; else undefined. */
export function quietRefreshOf(promise: Promise<unknown>): Promise<unknown> | undefined {
  return quiet.get(promise);
}

/** Runs the route loaders again as a quiet refresh: no loading state, no error replacing good content. */
export async function refreshQuietly(revalidate: () => Promise<void>): Promise<void> {
  quietCalls += 1;
  try {
    await revalidate();
  } finally {
    quietCalls -= 1;
  }
}
