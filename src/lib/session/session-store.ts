import { createStore } from 'zustand/vanilla';
import { readUrlQuery } from './url-query';

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
export type MarketType = 1 | 2;
export type Locale = 'es' | 'en';
export type Currency = '$' | '₹';

export const JSON_CLIENT_HEADER_KEYS = ['crp_phe', 'dearest', 'showy', 'dearer', 'language'] as const;
export const FORM_CLIENT_HEADER_KEYS = ['swift', 'eyes'] as const;

export interface SessionState {
  values: Partial<Record<SessionKey, string>>;
  /** contract §2: `1` English + ₹, `2` Spanish + $ (the default, also for anything unknown). */
  type: MarketType;
  locale: Locale;
  currency: Currency;
  /** Every cleaned key of the start-up URL, for the per-client headers. */
  urlQuery: Record<string, string>;
}

export function marketFromType(type: MarketType): Pick<SessionState, 'type' | 'locale' | 'currency'> {
  return type === 1 ? { type, locale: 'en', currency: '₹' } : { type, locale: 'es', currency: '$' };
}

export function parseMarketType(raw: string | undefined): MarketType {
  return raw === '1' ? 1 : 2;
}

export function sessionFromUrl(href: string): SessionState {
  const urlQuery = readUrlQuery(href);
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
  return { values, urlQuery, ...marketFromType(parseMarketType(urlQuery.type)) };
}

/** The session, readable without React (the HTTP clients, the early data start); `useSession` is its hook. */
export const sessionStore = createStore<SessionState>(() => sessionFromUrl('http://localhost/'));

/** Seeds the store from the page URL. Called once at start-up (and by tests). */
export function initSession(href: string = window.location.href): SessionState {
  const state = sessionFromUrl(href);
  sessionStore.setState(state, true);
  return state;
}

export function setMarketType(type: MarketType): void {
  sessionStore.setState(marketFromType(type));
}

/** contract §2: every request carries the session keys that have a value, plus the market type. */
export function commonSessionQuery(state: SessionState = sessionStore.getState()): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of SESSION_QUERY_KEYS) {
    const value = state.values[key];
    if (value !== undefined) query[key] = value;
  }
  query.type = String(state.type);
  return query;
}

// Header values must be printable ASCII, or XMLHttpRequest refuses the whole request.
const HEADER_SAFE = /^[\x20-\x7e]+$/;

export function headersFromUrl(
  keys: readonly string[],
  state: SessionState = sessionStore.getState(),
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const key of keys) {
    const value = state.urlQuery[key];
    if (value !== undefined && HEADER_SAFE.test(value)) headers[key] = value;
  }
  return headers;
}
