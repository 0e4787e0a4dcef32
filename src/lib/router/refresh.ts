/**
 * A page that was hidden at least this long refreshes its data when it is shown again: the borrower may
 * have paid in the bank's app meanwhile. Shorter absences (a glance at a notification) send nothing.
 */
export const REFRESH_AFTER_AWAY_MS = 5000;

/**
 * A quiet refresh the page asked for (hooks.ts, QuietRefresh): the page's loader data when it asked, at
 * which location, and once the revalidation has delivered it, the new data with the moment all of that
 * data's promises have settled. The location is React Router's location object: a revalidation keeps it,
 * every navigation makes a new one (coming Back to the same history entry too, whose key is the same).
 * tests/integration/app/refresh-on-return.test.tsx fails if a revalidation ever changed it (no refresh
 * would be quiet), and its "only the refresh the page asked for is quiet" if a navigation kept it.
 * <Deferred> keeps what it shows while the page shows `answer.data`, until `answer.settled`; any other
 * loader data (a Retry, a new reference, a navigation) is not quiet.
 */
export interface QuietAsk {
  location: object;
  before: unknown;
  answer?: { data: unknown; settled: Promise<unknown> };
}

/**
 * The answer to `ask` when `data` (the page's loader data now, at `location`) is the first data after
 * the one the page had when it asked; else undefined. The page's parts swap together, once every answer is
 * in: a page that updated part by part would move under the borrower's eyes as many times as it has
 * answers.
 */
export function answerOf(ask: QuietAsk, location: object, data: unknown): QuietAsk['answer'] {
  if (ask.answer || ask.location !== location || data === ask.before) return undefined;
  if (!data || typeof data !== 'object') return undefined;
  const promises = Object.values(data as Record<string, unknown>).filter(
    (value): value is Promise<unknown> => value instanceof Promise,
  );
  return { data, settled: Promise.allSettled(promises) };
}
