/**
 * The one owner of a page's data: a keyed cache with one entry per call and arguments (the shape of TanStack
 * Query's QueryClient, written here in a few lines because QueryClient alone would add 8.6 KB gzip to every
 * data page's first load, and the budget has no room for it: docs/architecture.md). Each entry holds its
 * flight (the promise and its abort), its outcome, and the value the page shows:
 *
 * - a page's loader asks for its entries (`fetchQuery`); the HTML's early answer is taken once by the first
 *   flight of its call (src/lib/http/send.ts) and so only fills the entry;
 * - pages read an entry (`useQuery`, `<Deferred>`), and so does the root layout for every page on screen;
 *   an entry that loses its last reader while its flight is on its way is cancelled (the page was left);
 * - a Retry refetches (`refetch`): the page shows its loading state, then the answer;
 * - a quiet refresh (`refreshShown`: coming back to the app, a new language) refetches every entry on
 *   screen and keeps what is shown until every new answer is in, then shows them all at once; an answer
 *   that failed keeps what was shown;
 * - a newer flight of an entry replaces the one on its way, which is cancelled.
 */

/** Where an entry stands: on its way, or settled with its value or its reason. */
export type Outcome<T> =
  { status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };

export const PENDING: Outcome<never> = { status: 'pending' };

export type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

/** One call with its arguments, as pages hold it. */
export interface Query<T> {
  readonly key: string;
  /** What the page shows now. */
  readonly outcome: Outcome<T>;
  /** Settles when the entry's current flight has (never rejects). */
  readonly settled: Promise<void>;
  /** A Retry: a new flight, shown as loading until it answers. */
  refetch(): void;
}

interface Flight {
  controller: AbortController;
  quiet: boolean;
}

class Entry<T> implements Query<T> {
  outcome: Outcome<T> = PENDING;
  settled: Promise<void> = Promise.resolve();
  readers = 0;
  /**
   * A loader has handed the entry to a page that has not been drawn yet. Another page letting go of it
   * meanwhile (the page being left is drawn after the next navigation's loader ran, on a slow phone) must
   * not cancel what the coming page will show.
   */
  awaited = false;
  private flight: Flight | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly key: string,
    private fetcher: Fetcher<T>,
    readonly refreshable: boolean,
  ) {}

  refetch = (): void => void this.start(false);

  /**
   * Starts a flight, replacing the one on its way. A loud one shows as loading at once and its answer as
   * soon as it comes; a quiet one keeps the outcome shown and hands its answer to `commit` instead.
   */
  start(quiet: boolean, fetcher: Fetcher<T> = this.fetcher): Promise<Outcome<T>> {
    this.fetcher = fetcher;
    this.flight?.controller.abort();
    const flight: Flight = { controller: new AbortController(), quiet };
    this.flight = flight;
    if (!quiet) this.set(PENDING);
    const current = () => this.flight === flight;
    const answer = (async (): Promise<Outcome<T>> => {
      try {
        return { status: 'fulfilled', value: await fetcher(flight.controller.signal) };
      } catch (reason) {
        return { status: 'rejected', reason };
      }
    })();
    this.settled = answer.then(() => undefined);
    return answer.then((outcome) => {
      if (!current()) return PENDING;
      this.flight = undefined;
      if (!quiet) this.set(outcome);
      return outcome;
    });
  }

  /** A quiet flight's answer, shown now: a failure keeps what was shown. */
  commit(outcome: Outcome<T>): void {
    if (outcome.status === 'fulfilled') this.set(outcome);
  }

  /** Aborts the flight on its way, if any: it settles as Cancelled. */
  cancel(): void {
    this.flight?.controller.abort();
  }

  get flying(): boolean {
    return this.flight !== undefined;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(outcome: Outcome<T>): void {
    this.outcome = outcome;
    for (const listener of [...this.listeners]) listener();
  }
}

const entries = new Map<string, Entry<unknown>>();

/** The key of a call with its arguments. */
export function queryKey(parts: readonly unknown[]): string {
  return JSON.stringify(parts);
}

/** Aborts `controller` when `signal` aborts (AbortSignal.any is above the support floor). */
function abortWith(signal: AbortSignal, abort: () => void): void {
  if (signal.aborted) abort();
  else signal.addEventListener('abort', abort, { once: true });
}

/**
 * A page's load of a call: the entry of `key`, with a new flight of `fetcher` (a flight already on its way
 * is replaced). `signal` is the loader's: a navigation that is interrupted cancels what it started.
 * `refresh: false` keeps the entry out of quiet refreshes (a voucher: a new call could hand out a new
 * reference while the borrower is paying the one on screen).
 */
export function fetchQuery<T>(
  key: readonly unknown[],
  fetcher: Fetcher<T>,
  { signal, refresh = true }: { signal?: AbortSignal; refresh?: boolean } = {},
): Query<T> {
  const id = queryKey(key);
  let entry = entries.get(id) as Entry<T> | undefined;
  if (!entry || entry.refreshable !== refresh) {
    entry = new Entry(id, fetcher, refresh);
    entries.set(id, entry as Entry<unknown>);
  }
  const started = entry;
  started.awaited = true;
  void started.start(false, fetcher);
  if (signal) abortWith(signal, () => started.readers === 0 && started.cancel());
  return started;
}

/** An entry that never answers: a page's data in the build's rendering, where nothing is sent. */
export function pendingQuery<T>(): Query<T> {
  return { key: '', outcome: PENDING, settled: new Promise<void>(() => undefined), refetch: () => undefined };
}

const isEntry = (query: Query<unknown>): query is Entry<unknown> => query instanceof Entry;

/**
 * A reader of `query` (a page on screen, a component showing it) for as long as `listener` is subscribed.
 * When the last reader goes and no other takes it in the same task (a page's next data reusing it), its
 * flight on the way is cancelled and the entry forgotten, unless a loader has handed it to a page still to
 * be drawn.
 */
export function subscribeQuery(query: Query<unknown>, listener: () => void = () => undefined): () => void {
  if (!isEntry(query)) return () => undefined;
  query.readers += 1;
  query.awaited = false;
  const unsubscribe = query.subscribe(listener);
  return () => {
    unsubscribe();
    query.readers -= 1;
    if (query.readers === 0)
      queueMicrotask(() => {
        if (query.readers > 0 || query.awaited) return;
        query.cancel();
        if (entries.get(query.key) === query) entries.delete(query.key);
      });
  };
}

/**
 * Refreshes quietly every entry a page on screen reads: the new answers are shown together, once all have
 * come, and an answer that failed leaves what was shown. A loud flight that starts meanwhile (a Retry, a
 * navigation) wins over the quiet one.
 */
export async function refreshShown(): Promise<void> {
  // An entry still on its way is fetching fresh data already.
  const shown = [...entries.values()].filter(
    (entry) => entry.readers > 0 && entry.refreshable && !entry.flying,
  );
  const answers = await Promise.all(shown.map((entry) => entry.start(true)));
  shown.forEach((entry, index) => entry.commit(answers[index]!));
}

/** The queries among a page's loader data. */
export function queriesOf(data: unknown): Query<unknown>[] {
  if (!data || typeof data !== 'object') return [];
  return Object.values(data).filter((value): value is Query<unknown> => value instanceof Entry);
}
