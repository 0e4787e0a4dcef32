import {
  fetchQuery,
  pendingQuery,
  queriesOf,
  refreshShown,
  subscribeQuery,
  type Query,
} from '@/lib/router/query-cache';

/** A call held until the test answers it, with the signal it was sent with. */
function held<T>() {
  const flights: { signal: AbortSignal; answer: (value: T) => void; fail: (reason: unknown) => void }[] = [];
  const fetcher = (signal: AbortSignal) =>
    new Promise<T>((answer, fail) => {
      flights.push({ signal, answer, fail });
      signal.addEventListener('abort', () => fail(new Error('aborted')));
    });
  return { fetcher, flights };
}

let keyNumber = 0;
const freshKey = () => ['test', (keyNumber += 1)];
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const valueOf = (query: Query<unknown>) =>
  query.outcome.status === 'fulfilled' ? query.outcome.value : query.outcome.status;

describe('the page data cache', () => {
  it('keeps one entry per call and arguments; a newer flight replaces and cancels the one on its way', async () => {
    const call = held<string>();
    const key = freshKey();
    const first = fetchQuery(key, call.fetcher);
    const again = fetchQuery(key, call.fetcher);
    expect(again).toBe(first);
    expect(call.flights[0]!.signal.aborted).toBe(true);
    call.flights[1]!.answer('second');
    await first.settled;
    expect(valueOf(first)).toBe('second');
    expect(fetchQuery(freshKey(), call.fetcher)).not.toBe(first);
  });

  it('cancels a flight when its last reader goes (the page was left)', async () => {
    const call = held<string>();
    const query = fetchQuery(freshKey(), call.fetcher);
    const release = subscribeQuery(query);
    release();
    await tick();
    expect(call.flights[0]!.signal.aborted).toBe(true);
  });

  it('keeps what a loader asked for while the page being left is still drawn (back pressed during a slow navigation)', async () => {
    const call = held<string>();
    const key = freshKey();
    const shown = subscribeQuery(fetchQuery(key, call.fetcher));
    // Back: the page's loader asks again before the page being left has let go of the entry.
    const back = fetchQuery(key, call.fetcher);
    shown();
    await tick();
    expect(call.flights[1]!.signal.aborted).toBe(false);
    // The page comes back and reads it: its answer shows, and the entry is still the one a quiet refresh reaches.
    const reader = subscribeQuery(back);
    call.flights[1]!.answer('loan');
    await back.settled;
    expect(valueOf(back)).toBe('loan');
    void refreshShown();
    expect(call.flights).toHaveLength(3);
    reader();
  });

  it('keeps it when another reader takes it in the same task (the next page reads the same call)', async () => {
    const call = held<string>();
    const query = fetchQuery(freshKey(), call.fetcher);
    const release = subscribeQuery(query);
    release();
    const next = subscribeQuery(query);
    await tick();
    expect(call.flights[0]!.signal.aborted).toBe(false);
    next();
  });

  it('cancels what an interrupted navigation started, unless a page on screen reads it', async () => {
    const call = held<string>();
    const navigation = new AbortController();
    fetchQuery(freshKey(), call.fetcher, { signal: navigation.signal });
    const shownKey = freshKey();
    const shown = fetchQuery(shownKey, call.fetcher);
    const reader = subscribeQuery(shown);
    const other = new AbortController();
    fetchQuery(shownKey, call.fetcher, { signal: other.signal });
    navigation.abort();
    other.abort();
    expect(call.flights[0]!.signal.aborted).toBe(true);
    expect(call.flights[2]!.signal.aborted).toBe(false);
    reader();
  });

  it('a Retry shows the loading state, then the new answer', async () => {
    const call = held<string>();
    const query = fetchQuery(freshKey(), call.fetcher);
    call.flights[0]!.fail(new Error('down'));
    await query.settled;
    expect(query.outcome.status).toBe('rejected');
    query.refetch();
    expect(query.outcome.status).toBe('pending');
    call.flights[1]!.answer('back');
    await query.settled;
    expect(valueOf(query)).toBe('back');
  });

  it('a quiet refresh keeps what every page on screen shows until all the new answers are in, then shows them together', async () => {
    const details = held<string>();
    const panel = held<string>();
    const a = fetchQuery(freshKey(), details.fetcher);
    const b = fetchQuery(freshKey(), panel.fetcher);
    const readers = [subscribeQuery(a), subscribeQuery(b)];
    details.flights[0]!.answer('paid: no');
    panel.flights[0]!.answer('panel 1');
    await Promise.all([a.settled, b.settled]);

    const refreshed = refreshShown();
    details.flights[1]!.answer('paid: yes');
    await a.settled;
    expect(valueOf(a)).toBe('paid: no');
    panel.flights[1]!.answer('panel 2');
    await refreshed;
    expect([valueOf(a), valueOf(b)]).toEqual(['paid: yes', 'panel 2']);
    readers.forEach((release) => release());
  });

  it('a quiet refresh that fails keeps what was shown; one nobody reads is not refreshed', async () => {
    const call = held<string>();
    const shown = fetchQuery(freshKey(), call.fetcher);
    const reader = subscribeQuery(shown);
    call.flights[0]!.answer('shown');
    await shown.settled;
    const unread = held<string>();
    const hidden = fetchQuery(freshKey(), unread.fetcher);
    unread.flights[0]!.answer('hidden');
    await hidden.settled;

    const refreshed = refreshShown();
    call.flights[1]!.fail(new Error('offline'));
    await refreshed;
    expect(valueOf(shown)).toBe('shown');
    expect(unread.flights).toHaveLength(1);
    reader();
  });

  it('leaves out of a quiet refresh an entry that asks so (a voucher), and one still on its way', async () => {
    const voucher = held<string>();
    const kept = fetchQuery(freshKey(), voucher.fetcher, { refresh: false });
    const loading = held<string>();
    const onItsWay = fetchQuery(freshKey(), loading.fetcher);
    const readers = [subscribeQuery(kept), subscribeQuery(onItsWay)];
    voucher.flights[0]!.answer('reference');
    await kept.settled;
    await refreshShown();
    expect(voucher.flights).toHaveLength(1);
    expect(loading.flights).toHaveLength(1);
    expect(loading.flights[0]!.signal.aborted).toBe(false);
    readers.forEach((release) => release());
  });

  it('a loud flight that starts during a quiet refresh wins: the quiet answer is never shown', async () => {
    const call = held<string>();
    const query = fetchQuery(freshKey(), call.fetcher);
    const reader = subscribeQuery(query);
    call.flights[0]!.answer('old');
    await query.settled;
    const refreshed = refreshShown();
    query.refetch();
    expect(query.outcome.status).toBe('pending');
    call.flights[2]!.answer('retried');
    await refreshed;
    expect(valueOf(query)).toBe('retried');
    reader();
  });

  it('an older answer that comes after a newer flight started is never shown (the network ignored the cancel)', async () => {
    const answers: ((value: string) => void)[] = [];
    const deaf = () => new Promise<string>((answer) => answers.push(answer));
    const key = freshKey();
    const query = fetchQuery(key, deaf);
    fetchQuery(key, deaf);
    answers[1]!('new');
    await query.settled;
    answers[0]!('old');
    await tick();
    expect(valueOf(query)).toBe('new');
  });

  it('tells each reader when what it shows changes, and no longer once it has gone', async () => {
    const call = held<string>();
    const query = fetchQuery(freshKey(), call.fetcher);
    const told: string[] = [];
    const stay = subscribeQuery(query, () => told.push('stays'));
    const leave = subscribeQuery(query, () => told.push('leaves'));
    leave();
    call.flights[0]!.answer('loan');
    await query.settled;
    await tick();
    expect(told).toEqual(['stays']);
    stay();
  });

  it('cancels at once what a navigation that had already ended started', () => {
    const call = held<string>();
    const navigation = new AbortController();
    navigation.abort();
    fetchQuery(freshKey(), call.fetcher, { signal: navigation.signal });
    expect(call.flights[0]!.signal.aborted).toBe(true);
    const ongoing = new AbortController();
    fetchQuery(freshKey(), call.fetcher, { signal: ongoing.signal });
    expect(call.flights[1]!.signal.aborted).toBe(false);
  });

  it('a call asked for as a voucher after it was read as refreshable is kept out of quiet refreshes', async () => {
    const call = held<string>();
    const key = freshKey();
    const readers = [subscribeQuery(fetchQuery(key, call.fetcher))];
    const voucher = fetchQuery(key, call.fetcher, { refresh: false });
    readers.push(subscribeQuery(voucher));
    call.flights[1]!.answer('reference');
    await voucher.settled;
    await refreshShown();
    expect(call.flights).toHaveLength(2);
    expect(valueOf(voucher)).toBe('reference');
    readers.forEach((release) => release());
  });

  it('the build’s rendering: an entry that shows loading, never answers, and has no readers to count', () => {
    const query = pendingQuery<string>();
    expect(query.outcome).toEqual({ status: 'pending' });
    query.refetch();
    expect(query.outcome).toEqual({ status: 'pending' });
    const release = subscribeQuery(query, () => undefined);
    expect(() => release()).not.toThrow();
  });

  it('finds the queries among a page’s loader data, and none in no data', () => {
    const query = fetchQuery(freshKey(), held<string>().fetcher);
    expect(queriesOf({ details: query, title: 'Préstamo', built: pendingQuery(), nothing: null })).toEqual([
      query,
    ]);
    expect(queriesOf(null)).toEqual([]);
    expect(queriesOf(undefined)).toEqual([]);
  });

  it('forgets a page’s entry once it is left: coming back asks again under a new entry', async () => {
    const call = held<string>();
    const key = freshKey();
    const left = fetchQuery(key, call.fetcher);
    subscribeQuery(left)();
    await tick();
    expect(fetchQuery(key, call.fetcher)).not.toBe(left);
  });

  it('keeps the entry that replaced a left one under its key while a page reads it', async () => {
    const call = held<string>();
    const key = freshKey();
    const left = fetchQuery(key, call.fetcher);
    const release = subscribeQuery(left);
    release();
    const voucher = fetchQuery(key, call.fetcher, { refresh: false });
    const reader = subscribeQuery(voucher);
    await tick();
    expect(fetchQuery(key, call.fetcher, { refresh: false })).toBe(voucher);
    reader();
  });
});
