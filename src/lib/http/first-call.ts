import {
  FORM_CLIENT_HEADER_KEYS,
  headersOf,
  JSON_CLIENT_HEADER_KEYS,
  sessionQueryOf,
  sessionValuesFrom,
} from '../session/keys';
import { sessionQueryAt } from '../session/kept';
import { parseMarket } from '../session/market';
import { readUrlQuery } from '../session/url-query';

/**
 * A page's first API call as plain data, and how to send it without the transport. One description serves
 * both: the page's API function calls the transport with its path, and index.html's inline script
 * (src/boot/inline/route-preload.ts) sends it with the HTML, before any app code has arrived. The transport
 * then adopts that answer (clients.ts) when the request it would send is the very same one.
 * Dependency-free: it is compiled into the inline script. tests/unit/lib/first-call.test.ts checks, for
 * every route that has one, that the early request is the transport's: URL, method, headers and body.
 */
export type ApiClientKind = 'json' | 'form';

export interface CallDescription {
  /** The JSON client (loan pages: JSON POST) or the form client (wealth service: form-encoded). */
  client: ApiClientKind;
  method: 'GET' | 'POST';
  /** `wealth`: the path is under VITE_WEALTH_BASE_PATH. */
  service?: 'wealth';
  path: string;
  /** Values of the body (POST) or query (GET) taken from the route's query, by name; absent ones left out. */
  fromRouteQuery?: readonly string[];
  /** When set, the loader calls only with every `fromRouteQuery` value present and matching this. */
  requiredPattern?: string;
  /** An empty route value is left out of the call, as its API function leaves it out. */
  dropEmpty?: boolean;
  /** Values every call carries. */
  fixed?: Record<string, string | number>;
  /**
   * Whether sending the call twice is harmless (a read, even as a POST). After the HTML's early request
   * failed (a 5xx, no answer), the transport sends a repeatable call again; a call that is not repeatable
   * could write twice, so the early request's failure becomes its result, shown with the page's normal
   * failure states (and its Retry, a choice the borrower makes). No default: each call says which it is.
   */
  repeatable: boolean;
}

/** Headers both clients send (axios's default Accept, stated so both senders agree). */
export const COMMON_HEADERS = {
  Accept: 'application/json, text/plain, */*',
  'X-Requested-With': 'XMLHttpRequest',
} as const;

export const CONTENT_TYPE: Record<ApiClientKind, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
};

export const CLIENT_HEADER_KEYS: Record<ApiClientKind, readonly string[]> = {
  json: JSON_CLIENT_HEADER_KEYS,
  form: FORM_CLIENT_HEADER_KEYS,
};

/** The API's origin or prefix and the wealth service's path, as given (VITE_API_BASE_URL, VITE_WEALTH_BASE_PATH). */
export interface ApiBases {
  apiBaseUrl?: string;
  wealthBasePath?: string;
}

/** VITE_WEALTH_BASE_PATH as the app uses it: `/wealth` unless set, one leading slash, no trailing one. */
export function wealthBasePathOf(raw: string | undefined): string {
  const path = (raw?.trim() || '/wealth').replace(/\/+$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/** The absolute API base for a page at `href`: VITE_API_BASE_URL (an origin or a prefix), else the page's origin. */
export function apiBaseOf(raw: string | undefined, href: string): string {
  return new URL(raw?.trim().replace(/\/+$/, '') || '/', href).href.replace(/\/+$/, '');
}

/** Encodes one value as qs does (RFC 3986: `!'()*` too). */
function encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A flat record as a query or form body, in its order (what qs makes of flat values). */
export function encodeFlat(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([key, value]) => `${encode(key)}=${encode(String(value))}`)
    .join('&');
}

/** The body (POST) or query (GET) values of a call from a route's query; undefined when no call is made. */
export function callValues(
  call: CallDescription,
  routeQuery: Record<string, string>,
): Record<string, string | number> | undefined {
  const values: Record<string, string | number> = {};
  const pattern = call.requiredPattern ? new RegExp(call.requiredPattern) : undefined;
  for (const key of call.fromRouteQuery ?? []) {
    const value = routeQuery[key];
    if (pattern && (value === undefined || !pattern.test(value))) return undefined;
    if (value !== undefined && !(call.dropEmpty && value === '')) values[key] = value;
  }
  return { ...values, ...call.fixed };
}

export interface EarlyRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/**
 * The request the transport sends for `call` on a page opened at `href`, on the page's first load: the
 * route's values from the URL, the session from the URL and, for a key it lacks, the one the tab kept
 * (`kept`, src/lib/session/kept.ts), as the session store reads it. Undefined when the page's loader makes
 * no such call.
 */
export function earlyRequest(
  call: CallDescription,
  href: string,
  bases: ApiBases,
  kept: Record<string, string> = {},
): EarlyRequest | undefined {
  const values = callValues(call, readUrlQuery(href));
  if (!values) return undefined;
  const session = sessionQueryAt(href, kept);
  const query: Record<string, string | number> = {
    ...sessionQueryOf(sessionValuesFrom(session), parseMarket(session.type)),
    ...(call.method === 'GET' ? values : {}),
  };
  const apiBase = apiBaseOf(bases.apiBaseUrl, href);
  const servicePath = call.service === 'wealth' ? wealthBasePathOf(bases.wealthBasePath) : '';
  const url = `${apiBase}${servicePath}${call.path}?${encodeFlat(query)}`;
  const headers: Record<string, string> = {
    ...COMMON_HEADERS,
    ...headersOf(CLIENT_HEADER_KEYS[call.client], session),
  };
  // The form client states its encoding on every call, a GET too.
  if (call.client === 'form' || call.method === 'POST') headers['Content-Type'] = CONTENT_TYPE[call.client];
  if (call.method === 'GET') return { method: 'GET', url, headers, body: undefined };
  const body = call.client === 'json' ? JSON.stringify(values) : encodeFlat(values);
  return { method: 'POST', url, headers, body };
}

/** The early request's outcome: the server's answer (any status), or null when none came (a network failure). */
export type EarlyAnswer = { status: number; text: string; date?: string | null } | null;

/** What the inline script leaves for the transport: the request it sent, and its answer. */
export interface FirstCallHandoff {
  method: string;
  url: string;
  body: string | undefined;
  /** The description's `repeatable`: whether the transport may send the call again after a failure. */
  repeatable: boolean;
  /** The answer; null when the request failed without one. */
  answer: Promise<EarlyAnswer>;
  /** Stops the request: the transport's time-out ran out, or the page that wanted it was left. */
  abort?: () => void;
}

declare global {
  interface Window {
    __firstCall?: unknown;
  }
}
