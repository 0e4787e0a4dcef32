import { createStore } from 'zustand/vanilla';
import { keepSession, keptSessionAt, readKeptSession, type KeptSession } from './kept';
import { headersOf, sessionLanguageOf, sessionQueryOf, sessionValuesFrom, type SessionKey } from './keys';
import { marketCurrency, marketLocale, parseMarket, type Currency, type Locale, type Market } from './market';

export {
  FORM_CLIENT_HEADER_KEYS,
  JSON_CLIENT_HEADER_KEYS,
  SESSION_QUERY_KEYS,
  type SessionKey,
} from './keys';
export {
  Market,
  MARKET_LOCALES,
  parseMarket,
  marketLocale,
  marketCurrency,
  type Locale,
  type Currency,
} from './market';

export interface SessionState {
  values: Partial<Record<SessionKey, string>>;
  /** contract §2: `1` English + ₹, `2` Spanish + $ (the default, also for anything unknown). */
  type: Market;
  locale: Locale;
  currency: Currency;
  /** Every cleaned key of the start-up URL, and the kept ones it lacked, for the per-client headers. */
  urlQuery: Record<string, string>;
}

export function marketFromType(
  type: Market,
  language?: string,
): Pick<SessionState, 'type' | 'locale' | 'currency'> {
  return { type, locale: marketLocale(type, language), currency: marketCurrency(type) };
}

/**
 * The session of a page at `href`: the URL's keys, for a key it lacks the one `kept` for the tab, and the
 * borrower's kept language choice over the URL's (contract §2, kept.ts). Pure: initSession reads and
 * writes the tab's storage.
 */
export function sessionFromUrl(href: string, kept: KeptSession = { query: {} }): SessionState {
  return sessionOf(keptSessionAt(href, kept).query);
}

function sessionOf(urlQuery: Record<string, string>): SessionState {
  return {
    values: sessionValuesFrom(urlQuery),
    urlQuery,
    ...marketFromType(parseMarket(urlQuery.type), urlQuery.language),
  };
}

/** The session, readable without React (the HTTP clients, the early data start); `useSession` is its hook. */
export const sessionStore = createStore<SessionState>(() => sessionFromUrl('http://localhost/'));

export interface InitSessionOptions {
  /**
   * Restore what the tab kept and keep this session for the next reload (the default). The build's
   * prerender renders one market from its URL alone and keeps nothing.
   */
  tab?: boolean;
}

/** Seeds the store from the page URL and the tab's kept session. Called once at start-up (and by tests). */
export function initSession(
  href: string = window.location.href,
  { tab = true }: InitSessionOptions = {},
): SessionState {
  const kept = keptSessionAt(href, tab ? readKeptSession() : { query: {} });
  const state = sessionOf(kept.query);
  sessionStore.setState(state, true);
  // The choice goes on being kept while the market stays; a URL of another market has dropped it.
  if (tab) keepSession(state.urlQuery, kept.language);
  return state;
}

/**
 * The /testPreview switch: the market changes now and stays through reloads of this tab. Another market
 * starts afresh, as a host's URL naming one does: a language chosen in the last one is not kept.
 */
export function setMarketType(type: Market): void {
  const urlQuery: Record<string, string> = { ...sessionStore.getState().urlQuery, type: String(type) };
  sessionStore.setState({ ...marketFromType(type, urlQuery.language), urlQuery });
  keepSession(urlQuery);
}

/**
 * India's language switch: the page's words change now and stay through reloads of this tab (contract §2),
 * also when the URL the host opened names another `language`: the borrower's choice is kept as such and
 * wins over the URL's for as long as the market stays (kept.ts). The JSON client's `language` header
 * (spec §7) says the same from then on. A language the market does not offer changes nothing.
 */
export function setLanguage(locale: Locale): void {
  const { type, urlQuery } = sessionStore.getState();
  if (marketLocale(type, locale) !== locale) return;
  const next = { ...urlQuery, language: locale };
  sessionStore.setState({ ...marketFromType(type, locale), urlQuery: next });
  keepSession(next, locale);
}

/** contract §2: every request carries the session keys that have a value, plus the market type and language. */
export function commonSessionQuery(state: SessionState = sessionStore.getState()): Record<string, string> {
  return sessionQueryOf(state.values, state.type, sessionLanguageOf(state.urlQuery));
}

export function headersFromUrl(
  keys: readonly string[],
  state: SessionState = sessionStore.getState(),
): Record<string, string> {
  return headersOf(keys, state.urlQuery);
}
