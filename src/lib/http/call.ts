/**
 * The one function that turns a backend call, described as plain data (src/config/call-description.ts),
 * into a request. The app's transport (send.ts) sends every call through `buildRequest`; index.html's
 * inline script (src/boot/inline) sends a data page's first call through the same function before any app
 * code has arrived, and the transport adopts that answer when the request it builds has the same key.
 * Dependency-free: it is compiled into the inline script.
 */
import {
  FORM_CLIENT_HEADER_KEYS,
  headersOf,
  JSON_CLIENT_HEADER_KEYS,
  sessionLanguageOf,
  sessionQueryOf,
  sessionValuesFrom,
} from '../session/keys';
import { parseMarket } from '../session/market';
import { wealthBasePathOf, type ApiClientKind, type CallDescription } from '../../config/call-description';

export type { ApiClientKind, CallDescription };

/** The API's origin or prefix and the wealth service's path, as configured. */
export interface ApiBases {
  apiBaseUrl?: string;
  wealthBasePath?: string;
}

/** Where a request goes and who sends it: the API bases, and the session's query (contract §2). */
export interface RequestContext {
  bases: ApiBases;
  /** The page's address, for an API on the page's own origin. */
  href: string;
  /** The session as read at start-up: the URL's keys, the tab's kept ones for keys it lacks. */
  urlQuery: Record<string, string>;
}

export type CallValue = string | number | boolean | null | undefined;
export type CallValues = Record<string, CallValue>;

export interface BuiltRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body: string | FormData | undefined;
}

/** Headers both clients send (axios's default Accept, stated so the HTML's request is the app's). */
export const COMMON_HEADERS = {
  Accept: 'application/json, text/plain, */*',
  'X-Requested-With': 'XMLHttpRequest',
} as const;

const CONTENT_TYPE: Record<ApiClientKind, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
};

const CLIENT_HEADER_KEYS: Record<ApiClientKind, readonly string[]> = {
  json: JSON_CLIENT_HEADER_KEYS,
  form: FORM_CLIENT_HEADER_KEYS,
};

/** The absolute API base for a page at `href`: VITE_API_BASE_URL (an origin or a prefix), else the page's origin. */
export function apiBaseOf(raw: string | undefined, href: string): string {
  return new URL(raw?.trim().replace(/\/+$/, '') || '/', href).href.replace(/\/+$/, '');
}

/**
 * The values a call sends, from the caller's values (an API function's arguments, or a route's query):
 * its fields in order, absent ones left out, then its fixed values. Undefined when the call is not to be
 * made (a required field is absent or malformed).
 */
export function callValues(
  call: CallDescription,
  given: CallValues,
): Record<string, string | number | boolean> | undefined {
  const values: Record<string, string | number | boolean> = {};
  const pattern = call.requiredPattern ? new RegExp(call.requiredPattern) : undefined;
  for (const key of call.fields ?? []) {
    const value = given[key];
    if (pattern && (value === undefined || value === null || !pattern.test(String(value)))) return undefined;
    if (value === undefined || value === null || (call.dropEmpty && value === '')) continue;
    values[key] = value;
  }
  return { ...values, ...call.fixed };
}

/** A flat record as a query string or a form body: the platform's encoder (`application/x-www-form-urlencoded`). */
function encode(values: Record<string, string | number | boolean>): string {
  return new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();
}

/**
 * The request for `call` with `values` (see callValues), as the app and index.html both send it: the
 * session query on the URL (contract §2), the client's headers from the session, and the body.
 */
export function buildRequest(
  call: CallDescription,
  values: Record<string, string | number | boolean> | FormData,
  { bases, href, urlQuery }: RequestContext,
): BuiltRequest {
  const flat = values instanceof FormData ? {} : values;
  const query = {
    ...sessionQueryOf(sessionValuesFrom(urlQuery), parseMarket(urlQuery.type), sessionLanguageOf(urlQuery)),
    ...(call.method === 'GET' ? flat : {}),
  };
  const servicePath = call.service === 'wealth' ? wealthBasePathOf(bases.wealthBasePath) : '';
  const url = `${apiBaseOf(bases.apiBaseUrl, href)}${servicePath}${call.path}?${encode(query)}`;
  const headers: Record<string, string> = {
    ...COMMON_HEADERS,
    ...headersOf(CLIENT_HEADER_KEYS[call.client], urlQuery),
  };
  if (values instanceof FormData) return { method: 'POST', url, headers, body: values };
  // The form client states its encoding on every call, a GET too.
  if (call.client === 'form' || call.method === 'POST') headers['Content-Type'] = CONTENT_TYPE[call.client];
  if (call.method === 'GET') return { method: 'GET', url, headers, body: undefined };
  const body = call.client === 'json' ? JSON.stringify(flat) : encode(flat);
  return { method: 'POST', url, headers, body };
}

/** What an answer is kept under: the request's method, URL and body. Two requests with one key are one call. */
export function requestKey({ method, url, body }: Pick<BuiltRequest, 'method' | 'url' | 'body'>): string {
  return `${method} ${url}\n${typeof body === 'string' ? body : ''}`;
}

/** An answer as it came: its status and text, and the server's `Date`; null when none came (no network). */
export type RawAnswer = { status: number; text: string; date?: string | null } | null;

/** What index.html's inline script leaves for the transport: the key of the request it sent, and its answer. */
export interface EarlyCall {
  key: string;
  /** The description's `repeatable`: whether the transport may send the call again after a failure. */
  repeatable: boolean;
  answer: Promise<RawAnswer>;
  /** Stops the request: the transport's time-out ran out, or the page that wanted it was left. */
  abort: () => void;
}

declare global {
  interface Window {
    /** index.html's early requests (src/boot/inline/route-preload.ts), each taken once. */
    __firstCalls?: unknown;
  }
}
