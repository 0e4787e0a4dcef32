import { env } from '@/config/env';
import { sessionStore } from '@/lib/session/session-store';
import { ApiError, Cancelled, noteApiFailure } from './api-error';
import {
  buildRequest,
  callValues,
  requestKey,
  type BuiltRequest,
  type CallDescription,
  type CallValues,
  type EarlyCall,
  type RawAnswer,
} from './call';
import type * as NetworkModule from './network';

/**
 * contract §8: every call that creates or pays something carries this header. Stripe's model: the key is
 * made when the borrower starts one intent and sent unchanged on every retry of it, so a server that
 * honours it answers a repeat with its first answer instead of creating a second order. The keys come
 * from src/lib/intent (outside the transport, so a page's controls can hold them before it loads).
 */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** What a call may carry besides its values. */
export interface SendOptions {
  /** Aborts the request: a route loader passes its request's signal, so leaving the page cancels it. */
  signal?: AbortSignal;
  /** contract §8: a call that creates or pays something sends its intent's key (IDEMPOTENCY_HEADER). */
  idempotencyKey?: string;
}

/** An answer read: the JSON body, and the server's clock (its `Date` header) when it gave one. */
export interface Answer {
  body: unknown;
  serverDate: Date | undefined;
}

let network: Promise<typeof NetworkModule> | undefined;

/** axios loads on the first request that needs the network; a file that failed to load is tried again. */
function loadNetwork() {
  network ??= import('./network').catch((error: unknown) => {
    network = undefined;
    throw new ApiError('network', 'Could not load the network client', { cause: error });
  });
  return network;
}

/** The HTML's early request for `key`, taken once: only the very same request adopts its answer. */
function takeEarlyCall(key: string): EarlyCall | undefined {
  const sent = window.__firstCalls;
  if (!Array.isArray(sent)) return undefined;
  const at = sent.findIndex(
    (call: Partial<EarlyCall> | null) =>
      call && typeof call === 'object' && call.key === key && call.answer instanceof Promise,
  );
  if (at < 0) return undefined;
  const [taken] = sent.splice(at, 1) as [EarlyCall];
  if (!sent.length) window.__firstCalls = undefined;
  return taken;
}

/** The early answer, within the call's time-out and until the call is cancelled. */
function awaitEarly(early: EarlyCall, signal: AbortSignal | undefined): Promise<RawAnswer> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stop: (() => void) | undefined;
  return Promise.race([
    early.answer,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        early.abort();
        reject(new ApiError('timeout', `timeout of ${env.httpTimeoutMs}ms exceeded`));
      }, env.httpTimeoutMs);
      stop = () => {
        early.abort();
        reject(new Cancelled());
      };
      signal?.addEventListener('abort', stop, { once: true });
    }),
  ]).finally(() => {
    clearTimeout(timer);
    if (stop) signal?.removeEventListener('abort', stop);
  });
}

function messageOf(body: unknown): string | undefined {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/**
 * Reads an answer, whoever fetched it: no answer is a network failure; HTTP 401 an ended session
 * (contract §8); a body that is not JSON an invalid response; another non-2xx status the server's error,
 * with its message; spec §7: otherwise the body alone.
 */
export function readAnswer(raw: RawAnswer): Answer {
  if (!raw) throw new ApiError('network', 'Network Error');
  const { status, text } = raw;
  let body: unknown;
  let json = text.trim() !== '';
  try {
    body = json ? JSON.parse(text) : undefined;
  } catch {
    json = false;
  }
  if (status === 401) throw new ApiError('session', messageOf(body) ?? 'HTTP 401', { status });
  const ok = status >= 200 && status < 300;
  if (text.trim() !== '' && !json) throw new ApiError('invalid', 'Response body is not JSON', { status });
  if (!ok) throw new ApiError('server', messageOf(body) ?? `HTTP ${status}`, { status });
  if (!json) throw new ApiError('invalid', 'Response body is empty', { status });
  const date = raw.date ? new Date(raw.date) : undefined;
  return { body, serverDate: date && Number.isFinite(date.getTime()) ? date : undefined };
}

async function answerOf(request: BuiltRequest, signal?: AbortSignal) {
  const early = takeEarlyCall(requestKey(request));
  if (early) {
    const raw = await awaitEarly(early, signal);
    const ok = raw !== null && raw.status >= 200 && raw.status < 300;
    // A repeatable call that failed early is sent again; one that may write keeps the early outcome.
    if (ok || !early.repeatable) return raw;
  }
  const { fetchAnswer } = await loadNetwork();
  return fetchAnswer(request, { signal, timeout: env.httpTimeoutMs });
}

/**
 * Sends `call` with `values` and reads the answer. The request is built by the same function as the one
 * index.html sends with the page (call.ts), so the page's first call adopts that answer when it is there.
 * Rejects with ApiError (told to the failure listener), or with Cancelled when `signal` cancelled it.
 */
export async function send(
  call: CallDescription,
  values: CallValues | FormData,
  { signal, idempotencyKey }: SendOptions = {},
): Promise<Answer> {
  const picked = values instanceof FormData ? values : (callValues(call, values) ?? {});
  const { urlQuery } = sessionStore.getState();
  const request = buildRequest(call, picked, { bases: env, href: window.location.href, urlQuery });
  if (idempotencyKey) request.headers[IDEMPOTENCY_HEADER] = idempotencyKey;
  try {
    if (signal?.aborted) throw new Cancelled();
    return readAnswer(await answerOf(request, signal));
  } catch (error) {
    if (signal?.aborted) throw new Cancelled({ cause: error });
    if (error instanceof ApiError) throw noteApiFailure(error);
    throw noteApiFailure(
      new ApiError('network', error instanceof Error ? error.message : String(error), { cause: error }),
    );
  }
}
