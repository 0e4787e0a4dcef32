import { marketLocale, parseMarket, type Market } from './market';

/**
 * The session's names, dependency-free: the session store, the transport and index.html's first-call script
 * (src/boot/inline/route-preload.ts) all read them here, so a request the HTML sends is the transport's.
 */

/** contract §2: the session keys, and the only place that knows their query names. */
export const SESSION_QUERY_KEYS = [
  'deviceId',
  'deviceName',
  'userId',
  'sessionId',
  'clientType',
  'appVersion',
  'osVersion',
  'advertisingId',
  'merchantNumber',
  'mobilePhone',
] as const;

export type SessionKey = (typeof SESSION_QUERY_KEYS)[number];

/** spec §7: the URL values each client sends as headers. */
export const JSON_CLIENT_HEADER_KEYS = ['crp_phe', 'dearest', 'showy', 'dearer', 'language'] as const;
export const FORM_CLIENT_HEADER_KEYS = ['swift', 'eyes'] as const;

// Header values must be printable ASCII, or XMLHttpRequest refuses the whole request.
const HEADER_SAFE = /^[\x20-\x7e]+$/;

/** The session values a URL query carries; an unknown client type is none. */
export function sessionValuesFrom(urlQuery: Record<string, string>): Partial<Record<SessionKey, string>> {
  const values: Partial<Record<SessionKey, string>> = {};
  for (const key of SESSION_QUERY_KEYS) {
    const value = urlQuery[key];
    if (value !== undefined) values[key] = value;
  }
  if (values.clientType !== undefined) {
    const clientType = values.clientType.toLowerCase();
    if (clientType === 'android' || clientType === 'ios') values.clientType = clientType;
    else delete values.clientType;
  }
  return values;
}

/**
 * contract §2: the session's `language`, as every call sends it (the query, and the JSON client's header):
 * the page's language when the URL or the switch named one, so the server answers in the words the page
 * shows; a value the market does not offer names the market's default, as it does for the page. None when
 * no language was named.
 */
export function sessionLanguageOf(urlQuery: Record<string, string>): string | undefined {
  const language = urlQuery.language;
  return language === undefined ? undefined : marketLocale(parseMarket(urlQuery.type), language);
}

/** contract §2: every request carries the session keys that have a value, plus the market type and language. */
export function sessionQueryOf(
  values: Partial<Record<SessionKey, string>>,
  type: Market,
  language?: string,
): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of SESSION_QUERY_KEYS) {
    const value = values[key];
    if (value !== undefined) query[key] = value;
  }
  query.type = String(type);
  if (language !== undefined) query.language = language;
  return query;
}

/** The URL values a client sends as headers, those a header can carry; `language` is the session's. */
export function headersOf(keys: readonly string[], urlQuery: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const key of keys) {
    const value = key === 'language' ? sessionLanguageOf(urlQuery) : urlQuery[key];
    if (value !== undefined && HEADER_SAFE.test(value)) headers[key] = value;
  }
  return headers;
}
