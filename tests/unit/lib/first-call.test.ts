import { calls } from '@/config/calls';
import { paths } from '@/config/paths';
import { dataModules } from '@/app/route-modules';
import { routeTable } from '@/app/route-table';
import { server } from '@/demo/node';
import { ApiError } from '@/lib/http/api-error';
import {
  buildRequest,
  callValues,
  requestKey,
  type BuiltRequest,
  type CallDescription,
  type EarlyCall,
  type RawAnswer,
} from '@/lib/http/call';
import { queriesOf, type Query } from '@/lib/router/query-cache';
import { initSession, readUrlQuery } from '@/lib/session';
import { readKeptSession, sessionQueryAt } from '@/lib/session/kept';
import { recordRequests } from '../../support/record-requests';

/**
 * index.html sends a data page's first call before the transport has arrived, built by the same function
 * as the transport's (src/lib/http/call.ts); the transport adopts the answer when its own request has the
 * same key. For every route that has one, the page's data module sends that very request: the description
 * is the one its API function sends, with the values the route's query gives.
 */
const SESSION =
  'deviceId=dev-1&sessionId=s-1&userId=u-1&clientType=Android&appVersion=1.0.0&type=1' +
  '&crp_phe=cp&dearest=de&showy=sh&dearer=dr&language=en&swift=sw&eyes=e%20y';
const ROUTE_QUERY = 'productId=7&orderId=1001&orderNo=ORD-1&problemId=1';
/** What the build hands the inline script: the build's own values (vite.config.ts). */
const bases = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL as string | undefined,
  wealthBasePath: import.meta.env.VITE_WEALTH_BASE_PATH as string | undefined,
};
/** Headers the engine adds on its own; neither sender writes them. */
const ENGINE_HEADERS = new Set([
  'accept-encoding',
  'accept-language',
  'connection',
  'content-length',
  'host',
  'user-agent',
  'sec-fetch-mode',
]);

// Every page's data module loaded before the tests: a module builds its answers' schemas as it loads, which
// is no one test's doing (mutation testing leaves such code out as static; run inside the first test to load
// it, its mutants would be charged to that test alone).
beforeAll(async () => {
  await Promise.all(Object.values(dataModules).map((load) => load()));
});

/** Every call index.html sends early, with its route. */
const firstCalls = routeTable.flatMap((def) => (def.firstCalls ?? []).map((key) => ({ def, key })));
const firstCallOf = (def: (typeof routeTable)[number]) => calls[def.firstCalls![0]!];

function openPage(path: string, routeQuery = ROUTE_QUERY): string {
  window.history.replaceState(null, '', `/?${SESSION}#${path}?${routeQuery}`);
  initSession(window.location.href);
  return window.location.href;
}

/** The request index.html's inline script sends for `call` on the page at `href` (src/boot/inline). */
function earlyRequest(call: CallDescription, href: string): BuiltRequest | undefined {
  const values = callValues(call, readUrlQuery(href));
  if (!values) return undefined;
  return buildRequest(call, values, { bases, href, urlQuery: sessionQueryAt(href, readKeptSession()) });
}

/** What the inline script leaves for the transport after sending `early`. */
function handoff(early: BuiltRequest, repeatable: boolean, answer: RawAnswer): EarlyCall {
  return { key: requestKey(early), repeatable, answer: Promise.resolve(answer), abort: () => undefined };
}

async function runLoader(data: string) {
  const { load } = await dataModules[data]!();
  const values = load(readUrlQuery(window.location.href));
  await Promise.all(queriesOf(values).map((query) => query.settled));
}

afterEach(() => {
  window.__firstCalls = undefined;
  window.history.replaceState(null, '', '/');
});

it('covers the JSON client and the form client, POST and GET', () => {
  const described = firstCalls.map(({ key }) => calls[key]);
  expect(described.some((call) => call.client === 'json')).toBe(true);
  expect(described.some((call) => call.client === 'form' && call.method === 'POST')).toBe(true);
  expect(described.some((call) => call.client === 'form' && call.method === 'GET')).toBe(true);
});

describe.each(firstCalls.map(({ def, key }) => [def.path, key, def] as const))('%s: %s', (path, key, def) => {
  it('sends from the HTML the very request the transport sends', async () => {
    const href = openPage(path);
    const early = earlyRequest(calls[key], href);
    expect(early).toBeDefined();
    const log = recordRequests(server);
    await runLoader(def.data!);
    log.stop();
    const sent = log.requests.find((request) => request.url.href === early!.url)!;
    expect(sent).toBeDefined();
    expect(sent.url.href).toBe(early!.url);
    expect(sent.method).toBe(early!.method);
    const sentHeaders = Object.fromEntries(
      [...sent.headers].filter(([name]) => !ENGINE_HEADERS.has(name.toLowerCase())),
    );
    const earlyHeaders = Object.fromEntries(
      Object.entries(early!.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(sentHeaders).toEqual(earlyHeaders);
    expect(sent.body).toBe(early!.body ?? '');
  });

  it("takes the HTML's answer instead of sending its own, and sends its own when that one failed", async () => {
    const href = openPage(path);
    const early = earlyRequest(calls[key], href)!;
    // The answer the server would give, fetched by the test as the inline script fetches it.
    const answered = await fetch(early.url, {
      method: early.method,
      headers: early.headers,
      body: early.body as string | undefined,
    });
    const text = await answered.text();
    window.__firstCalls = [handoff(early, calls[key].repeatable, { status: answered.status, text })];
    const log = recordRequests(server);
    await runLoader(def.data!);
    expect(log.requests.filter((request) => request.url.href === early.url)).toHaveLength(0);
    expect(window.__firstCalls).toBeUndefined();

    // Every first call today is a read, so a failed early request is sent again.
    expect(calls[key].repeatable).toBe(true);
    window.__firstCalls = [handoff(early, true, null)];
    await runLoader(def.data!);
    expect(log.requests.filter((request) => request.url.href === early.url)).toHaveLength(1);
    window.__firstCalls = [handoff(early, true, { status: 503, text: '{"success":false,"message":"busy"}' })];
    await runLoader(def.data!);
    expect(log.requests.filter((request) => request.url.href === early.url)).toHaveLength(2);
    log.stop();
  });
});

describe('a first call that is not repeatable (it may write)', () => {
  const def = routeTable.find((route) => route.path === paths.loanDetails)!;

  /** Runs the page's loader with the HTML's request failed as given; returns the data's outcome. */
  async function withEarlyFailure(answer: RawAnswer) {
    const href = openPage(def.path);
    const early = earlyRequest({ ...firstCallOf(def), repeatable: false }, href)!;
    window.__firstCalls = [handoff(early, false, answer)];
    const log = recordRequests(server);
    const { load } = await dataModules[def.data!]!();
    const { details } = load(readUrlQuery(href)) as { details: Query<unknown> };
    await details.settled;
    const outcome = details.outcome.status === 'rejected' ? details.outcome.reason : undefined;
    log.stop();
    return { outcome, sent: log.requests.filter((request) => request.url.href === early.url) };
  }

  it('is never sent again after a 5xx: the early answer is the call’s server error, with its message', async () => {
    const { outcome, sent } = await withEarlyFailure({
      status: 500,
      text: JSON.stringify({ success: false, code: 500, message: 'Servicio no disponible' }),
    });
    expect(sent).toHaveLength(0);
    expect(outcome).toBeInstanceOf(ApiError);
    expect(outcome).toMatchObject({ kind: 'server', status: 500, message: 'Servicio no disponible' });
  });

  it('is never sent again without an answer: a network failure the page shows', async () => {
    const { outcome, sent } = await withEarlyFailure(null);
    expect(sent).toHaveLength(0);
    expect(outcome).toMatchObject({ kind: 'network' });
  });
});

it('leaves out an empty route value as the API function does, and sends nothing the page does not', async () => {
  const start = routeTable.find((def) => def.path === paths.complaint)!;
  const href = openPage(start.path, 'orderId=');
  const early = earlyRequest(firstCallOf(start), href)!;
  const log = recordRequests(server);
  await runLoader(start.data!);
  log.stop();
  expect(early.body).toBe('');
  expect(log.requests[0]!.body).toBe(early.body);

  const details = routeTable.find((def) => def.path === paths.complaintDetails)!;
  expect(earlyRequest(firstCallOf(details), openPage(details.path, 'problemId='))).toBeUndefined();
});

it('leaves an answer to another request alone', async () => {
  const { def } = firstCalls[0]!;
  const href = openPage(def.path);
  const early = earlyRequest(firstCallOf(def), href)!;
  const other = handoff({ ...early, url: `${early.url}&x=1` }, true, null);
  window.__firstCalls = [other];
  const log = recordRequests(server);
  await runLoader(def.data!);
  log.stop();
  expect(log.requests).toHaveLength(1);
  expect(window.__firstCalls).toEqual([other]);
});

it("keeps the server's Date header of an adopted answer: the loan confirmation's APR/CAT counts from it", async () => {
  const confirm = routeTable.find((def) => def.path === paths.confirmLoan)!;
  const href = openPage(confirm.path);
  const early = earlyRequest(firstCallOf(confirm), href)!;
  const { getLoanConfirm } = await import('@/features/loan/api/get-loan-confirm');
  const answered = await fetch(early.url, {
    method: early.method,
    headers: early.headers,
    body: early.body as string | undefined,
  });
  const text = await answered.text();
  const date = 'Tue, 03 Dec 2024 12:00:00 GMT';
  window.__firstCalls = [handoff(early, true, { status: 200, text, date })];
  const log = recordRequests(server);
  const offer = await getLoanConfirm('7');
  expect(log.requests).toHaveLength(0);
  expect(offer.serverDate?.toISOString()).toBe('2024-12-03T12:00:00.000Z');

  // An early answer without the header (an older inline script, a hidden header) gives no server date.
  window.__firstCalls = [handoff(early, true, { status: 200, text })];
  expect((await getLoanConfirm('7')).serverDate).toBeUndefined();
  log.stop();
});
