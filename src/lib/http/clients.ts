import axios, {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  isCancel,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import stringify from 'qs/lib/stringify';
import { env } from '@/config/env';
import { commonSessionQuery, headersFromUrl } from '@/lib/session';
import { ApiError } from './api-error';
import { noteApiFailure } from './failures';
import {
  apiBaseOf,
  CLIENT_HEADER_KEYS,
  COMMON_HEADERS,
  CONTENT_TYPE,
  type ApiClientKind,
  type FirstCallHandoff,
} from './first-call';
import { toApiError } from './to-api-error';

const serializeParams = (params: Record<string, unknown>) =>
  stringify(params, { skipNulls: true, arrayFormat: 'repeat' });

// fetch where the webview has it (its time-out runs on the page's timers), XMLHttpRequest otherwise.
const network = axios.getAdapter(['fetch', 'xhr']);

/** The first call index.html sent, taken once by the request that is the very same one. */
function firstCallFor(method: string, url: string, body: unknown): FirstCallHandoff | undefined {
  const sent = window.__firstCall as FirstCallHandoff | undefined;
  if (!sent || typeof sent !== 'object' || !(sent.answer instanceof Promise)) return undefined;
  const sameBody = (sent.body ?? '') === (typeof body === 'string' ? body : '');
  if (sent.method !== method || sent.url !== url || !sameBody) return undefined;
  window.__firstCall = undefined;
  return sent;
}

/** The early answer, within the call's time-out and until the call is cancelled. */
function earlyAnswer(early: FirstCallHandoff, config: InternalAxiosRequestConfig) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stop: (() => void) | undefined;
  return Promise.race([
    early.answer,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        early.abort?.();
        reject(new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ETIMEDOUT, config));
      }, config.timeout || env.httpTimeoutMs);
      const signal = config.signal as AbortSignal | undefined;
      stop = () => {
        early.abort?.();
        reject(new CanceledError(undefined, undefined, config));
      };
      signal?.addEventListener?.('abort', stop, { once: true });
    }),
  ]).finally(() => {
    clearTimeout(timer);
    (config.signal as AbortSignal | undefined)?.removeEventListener?.('abort', stop!);
  });
}

/**
 * The network, except for the page's first call when index.html has already sent it (first-call.ts): the
 * transport then takes that answer, as if it had fetched it, and reads it as it reads any (the envelope and
 * the page's schema are checked as always). When that request never left, the transport sends its own.
 * When it failed (no answer, or not 2xx), a repeatable call is sent again; one that is not repeatable
 * (it may write) is not: the early failure is the call's, as axios would have rejected it.
 */
const adoptOrSend: AxiosAdapter = async (config) => {
  const early = firstCallFor(
    (config.method ?? 'get').toUpperCase(),
    axios.getUri(config),
    config.data as unknown,
  );
  if (config.signal?.aborted) throw new CanceledError(undefined, undefined, config);
  if (!early) return network(config);
  const answer = await earlyAnswer(early, config);
  const ok = answer !== null && answer.status >= 200 && answer.status < 300;
  if (!ok && early.repeatable) return network(config);
  if (!answer) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  const headers = new AxiosHeaders({ 'content-type': 'application/json' });
  if (answer.date) headers.set('date', answer.date);
  const response: AxiosResponse = {
    data: answer.text,
    status: answer.status,
    statusText: '',
    headers,
    config,
  };
  if (ok) return response;
  // What axios's own adapters reject with (its `settle`): the response's body is then read as usual.
  throw new AxiosError(
    `Request failed with status code ${answer.status}`,
    answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
    config,
    null,
    response,
  );
};

const serverDates = new WeakMap<object, Date>();

/**
 * The server's clock for a response body the clients returned: its `Date` header. The APR/CAT and the cost
 * figures count from it, never from the phone's clock. Undefined when the header was absent, unreadable,
 * or hidden (a cross-origin API must send `Access-Control-Expose-Headers: Date`).
 */
export function serverDateOf(body: unknown): Date | undefined {
  return body && typeof body === 'object' ? serverDates.get(body) : undefined;
}

function noteServerDate(response: AxiosResponse): void {
  const header: unknown = response.headers?.date ?? response.headers?.Date;
  if (typeof header !== 'string' || !response.data || typeof response.data !== 'object') return;
  const date = new Date(header);
  if (Number.isFinite(date.getTime())) serverDates.set(response.data as object, date);
}

function createClient(kind: ApiClientKind): AxiosInstance {
  const client = axios.create({
    timeout: env.httpTimeoutMs,
    adapter: adoptOrSend,
    // A write's own Idempotency-Key (idempotency.ts) rides beside these as the call gives it, never rewritten;
    // a cross-origin API must allow it in CORS (README, "Writes: one intent, one key").
    headers: { ...COMMON_HEADERS },
    // conventions: with silent parsing axios hands back a broken JSON body as a string with status 200.
    responseType: 'json',
    transitional: { silentJSONParsing: false, forcedJSONParsing: true, clarifyTimeoutError: true },
    paramsSerializer: { serialize: serializeParams },
  });

  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    // contract §3: VITE_API_BASE_URL is an origin or a prefix; empty means the page's own origin.
    config.baseURL = apiBaseOf(env.apiBaseUrl, window.location.href);
    // contract §2: every call carries the common session query; the caller's own query wins.
    config.params = { ...commonSessionQuery(), ...(config.params as Record<string, unknown> | undefined) };
    for (const [key, value] of Object.entries(headersFromUrl(CLIENT_HEADER_KEYS[kind])))
      config.headers.set(key, value);
    if (kind === 'form' && !(config.data instanceof FormData)) {
      config.headers.set('Content-Type', CONTENT_TYPE.form);
      if (config.data && typeof config.data === 'object')
        config.data = stringify(config.data, { skipNulls: true });
    }
    return config;
  });

  client.interceptors.response.use(
    (response) => {
      // spec §7: both clients return only the response body.
      if (typeof response.data === 'string')
        throw noteApiFailure(new ApiError('invalid', 'Response body is not JSON'));
      noteServerDate(response);
      return response.data as never;
    },
    // A request the page cancelled (it was left) is not a failure to count.
    (error: unknown) =>
      Promise.reject(isCancel(error) ? toApiError(error) : noteApiFailure(toApiError(error))),
  );
  return client;
}

/** JSON client (spec §7): loan pages. */
export const jsonClient = createClient('json');
/** Form client (spec §7): wealth service, promotion, old card repayment. */
export const formClient = createClient('form');
