import { readStored, writeStored } from '../storage';
import { FORM_CLIENT_HEADER_KEYS, JSON_CLIENT_HEADER_KEYS, SESSION_QUERY_KEYS } from './keys';
import { marketLocale, parseMarket, type Locale } from './market';
import { cleanQueryValue, readUrlQuery } from './url-query';

/**
 * contract §2: the session is kept for the tab (sessionStorage). After an in-app link the hash query is
 * gone, and a reload (the webview restored, a Retry) would otherwise start as a Mexican borrower with no
 * session. Dependency-free: the session store and index.html's inline scripts (which choose the language,
 * the prerendered page and the first call before the app runs) read the same stored shape through this.
 */
export const KEPT_SESSION_KEY = 'cashloan.session';
const KEPT_VERSION = 1;

/** What is kept: the session keys, the market and the per-client header values. Nothing of a route. */
export const KEPT_QUERY_KEYS: readonly string[] = [
  ...SESSION_QUERY_KEYS,
  'type',
  ...JSON_CLIENT_HEADER_KEYS,
  ...FORM_CLIENT_HEADER_KEYS,
];

/**
 * What the tab keeps: the session's query, and the language the borrower chose with the page's switch. The
 * choice belongs to the kept market: hosts name the phone's `language` on every open, and a reload of that
 * URL must not undo what the borrower picked (contract §2).
 */
export interface KeptSession {
  query: Record<string, string>;
  /** The borrower's choice, one the kept market offers; none until the switch is used. */
  language?: Locale;
}

/** The kept keys of a query, nothing else. */
export function keptQueryOf(query: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const key of KEPT_QUERY_KEYS) {
    const value = query[key];
    if (value !== undefined) kept[key] = value;
  }
  return kept;
}

/**
 * The stored value, checked as outside input (conventions: storage is validated): `{ v: 1, query,
 * language? }` with known keys and clean string values, as a URL would give them, and a language the kept
 * market offers. Anything else is nothing.
 */
export function parseKeptSession(stored: unknown): KeptSession | undefined {
  if (!stored || typeof stored !== 'object') return undefined;
  const { v, query, language } = stored as { v?: unknown; query?: unknown; language?: unknown };
  if (v !== KEPT_VERSION || !query || typeof query !== 'object' || Array.isArray(query)) return undefined;
  const kept: Record<string, string> = {};
  for (const key of KEPT_QUERY_KEYS) {
    if (!Object.prototype.hasOwnProperty.call(query, key)) continue;
    const raw = (query as Record<string, unknown>)[key];
    const value = typeof raw === 'string' ? cleanQueryValue(raw) : undefined;
    if (value !== undefined) kept[key] = value;
  }
  // Mexico offers no Hindi: a stored `hi` beside its market is no choice.
  const chosen = typeof language === 'string' && marketLocale(parseMarket(kept.type), language) === language;
  return chosen ? { query: kept, language: language as Locale } : { query: kept };
}

/** The tab's kept session; nothing when storage is blocked, empty or holds something else. */
export function readKeptSession(): KeptSession {
  return readStored(KEPT_SESSION_KEY, parseKeptSession, 'tab') ?? { query: {} };
}

/**
 * Keeps the session, and the borrower's language choice when there is one, for the tab; blocked storage
 * keeps nothing (a reload then reads the URL alone).
 */
export function keepSession(query: Record<string, string>, language?: Locale): void {
  const kept: { v: number; query: Record<string, string>; language?: Locale } = {
    v: KEPT_VERSION,
    query: keptQueryOf(query),
  };
  if (language !== undefined) kept.language = language;
  writeStored(KEPT_SESSION_KEY, kept, 'tab');
}

/**
 * contract §2: the session of a page at `href`. A key in the URL (the query before `#` or the hash route's,
 * the hash one winning) wins; a key the URL lacks is the kept one. The borrower's language choice wins
 * over the URL's `language` while the URL names the kept market; a URL that names another market starts
 * afresh: the choice is gone, and so is the last market's language.
 */
export function keptSessionAt(href: string, kept: KeptSession): KeptSession {
  const url = readUrlQuery(href);
  const query = { ...keptQueryOf(kept.query), ...url };
  if (parseMarket(query.type) !== parseMarket(kept.query.type)) {
    if (url.language === undefined) delete query.language;
    return { query };
  }
  const { language } = kept;
  if (language === undefined) return { query };
  query.language = language;
  return { query, language };
}

/** The session's query for a page at `href` (keptSessionAt): what every call and the page's language read. */
export function sessionQueryAt(href: string, kept: KeptSession): Record<string, string> {
  return keptSessionAt(href, kept).query;
}
