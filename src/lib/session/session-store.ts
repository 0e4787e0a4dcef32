import { createStore } from 'zustand/vanilla';
import { headersOf, sessionQueryOf, sessionValuesFrom, type SessionKey } from './keys';
import { readUrlQuery } from './url-query';

export {
  FORM_CLIENT_HEADER_KEYS,
  JSON_CLIENT_HEADER_KEYS,
  SESSION_QUERY_KEYS,
  type SessionKey,
} from './keys';

export type MarketType = 1 | 2;
export type Locale = 'es' | 'en';
export type Currency = '$' | '₹';

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
  return { values: sessionValuesFrom(urlQuery), urlQuery, ...marketFromType(parseMarketType(urlQuery.type)) };
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
  return sessionQueryOf(state.values, state.type);
}

export function headersFromUrl(
  keys: readonly string[],
  state: SessionState = sessionStore.getState(),
): Record<string, string> {
  return headersOf(keys, state.urlQuery);
}
