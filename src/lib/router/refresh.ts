/**
 * A page that was hidden at least this long refreshes its data when it is shown again: the borrower may
 * have paid in the bank's app meanwhile. Shorter absences (a glance at a notification) send nothing.
 */
export const REFRESH_AFTER_AWAY_MS = 5000;

let quietCalls = 0;
const quiet = new WeakSet<object>();

/**
 * Marks the promises of a loader's result as a quiet refresh when the call is one (see refreshQuietly).
 * <Deferred> then keeps what it shows until the new data has arrived, and keeps it if the refresh fails.
 */
export function markQuietRefresh<T>(data: T): T {
  if (quietCalls === 0 || !data || typeof data !== 'object') return data;
  for (const value of Object.values(data as Record<string, unknown>))
    if (value instanceof Promise) quiet.add(value);
  return data;
}

export function isQuietRefresh(promise: Promise<unknown>): boolean {
  return quiet.has(promise);
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
