import axios, { isCancel, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import stringify from 'qs/lib/stringify';
import { env } from '@/config/env';
import {
  commonSessionQuery,
  FORM_CLIENT_HEADER_KEYS,
  headersFromUrl,
  JSON_CLIENT_HEADER_KEYS,
} from '@/lib/session';
import { ApiError } from './api-error';
import { noteApiFailure } from '@/lib/telemetry/api-failures';
import { toApiError } from './to-api-error';

const serializeParams = (params: Record<string, unknown>) =>
  stringify(params, { skipNulls: true, arrayFormat: 'repeat' });

function apiBase(): string {
  return new URL(env.apiBaseUrl || '/', window.location.href).href.replace(/\/+$/, '');
}

function createClient(contentType: 'json' | 'form', headerKeys: readonly string[]): AxiosInstance {
  const client = axios.create({
    timeout: env.httpTimeoutMs,
    // fetch where the webview has it (its time-out runs on the page's timers), XMLHttpRequest otherwise.
    adapter: ['fetch', 'xhr'],
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    // conventions: with silent parsing axios hands back a broken JSON body as a string with status 200.
    responseType: 'json',
    transitional: { silentJSONParsing: false, forcedJSONParsing: true, clarifyTimeoutError: true },
    paramsSerializer: { serialize: serializeParams },
  });

  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    // contract §3: VITE_API_BASE_URL is an origin or a prefix; empty means the page's own origin.
    config.baseURL = apiBase();
    // contract §2: every call carries the common session query; the caller's own query wins.
    config.params = { ...commonSessionQuery(), ...(config.params as Record<string, unknown> | undefined) };
    for (const [key, value] of Object.entries(headersFromUrl(headerKeys))) config.headers.set(key, value);
    if (contentType === 'form' && !(config.data instanceof FormData)) {
      config.headers.set('Content-Type', 'application/x-www-form-urlencoded');
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
      return response.data as never;
    },
    // A request the page cancelled (it was left) is not a failure to count.
    (error: unknown) =>
      Promise.reject(isCancel(error) ? toApiError(error) : noteApiFailure(toApiError(error))),
  );
  return client;
}

/** JSON client (spec §7): loan pages. */
export const jsonClient = createClient('json', JSON_CLIENT_HEADER_KEYS);
/** Form client (spec §7): wealth service, promotion, old card repayment. */
export const formClient = createClient('form', FORM_CLIENT_HEADER_KEYS);
