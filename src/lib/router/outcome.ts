/** Where a promise a page shows stands: on its way, or settled with its value or its reason. */
export type Outcome<T> =
  { status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };

export const PENDING: Outcome<never> = { status: 'pending' };
const outcomes = new WeakMap<Promise<unknown>, Outcome<unknown>>();
const listeners = new WeakMap<Promise<unknown>, Set<() => void>>();

/**
 * Follows a promise a page will show, from the moment a loader starts it: once it has settled, a page
 * renders its value at once, with no loading state in between (the HTML's early answer is usually in
 * before the page's code). The rejection is handled here: a failure that lands before the page renders is
 * no unhandled rejection; the page shows it.
 */
export function track<T>(promise: Promise<T>): Promise<T> {
  if (outcomes.has(promise)) return promise;
  outcomes.set(promise, PENDING);
  const settle = (outcome: Outcome<unknown>) => {
    outcomes.set(promise, outcome);
    for (const listener of listeners.get(promise) ?? []) listener();
    listeners.delete(promise);
  };
  promise.then(
    (value) => settle({ status: 'fulfilled', value }),
    (reason: unknown) => settle({ status: 'rejected', reason }),
  );
  return promise;
}

/** Where `promise` stands now; tracked from here when no loader tracked it. */
export function outcomeOf<T>(promise: Promise<T>): Outcome<T> {
  track(promise);
  return outcomes.get(promise) as Outcome<T>;
}

/** Settles once `promise` has, whatever its outcome; never rejects. */
export function settled(promise: Promise<unknown>): Promise<void> {
  return promise.then(
    () => undefined,
    () => undefined,
  );
}

export function subscribe(promise: Promise<unknown>, listener: () => void): () => void {
  if (outcomeOf(promise).status !== 'pending') return () => undefined;
  let set = listeners.get(promise);
  if (!set) listeners.set(promise, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}
