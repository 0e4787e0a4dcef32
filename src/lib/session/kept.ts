import { readStored, writeStored } from '../storage';
import { FORM_CLIENT_HEADER_KEYS, JSON_CLIENT_HEADER_KEYS, SESSION_QUERY_KEYS } from './keys';
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
 * The stored value, checked as outside input (conventions: storage is validated): `{ v: 1, query }` with
 * known keys and clean string values, as a URL would give them. Anything else is nothing.
 */
export function parseKeptSession(stored: unknown): Record<string, string> | undefined {
  if (!stored || typeof stored !== 'object') return undefined;
  const { v, query } = stored as { v?: unknown; query?: unknown };
  if (v !== KEPT_VERSION || !query || typeof query !== 'object' || Array.isArray(query)) return undefined;
  const kept: Record<string, string> = {};
  for (const key of KEPT_QUERY_KEYS) {
    if (!Object.prototype.hasOwnProperty.call(query, key)) continue;
    const raw = (query as Record<string, unknown>)[key];
    const value = typeof raw === 'string' ? cleanQueryValue(raw) : undefined;
    if (value !== undefined) kept[key] = value;
  }
  return kept;
}

/** The tab's kept session; nothing when storage is blocked, empty or holds something else. */
export function readKeptSession(): Record<string, string> {
  return readStored(KEPT_SESSION_KEY, parseKeptSession, 'tab') ?? {};
}

/** Keeps the session for the tab; blocked storage keeps nothing (a reload then reads the URL alone). */
export function keepSession(query: Record<string, string>): void {
  writeStored(KEPT_SESSION_KEY, { v: KEPT_VERSION, query: keptQueryOf(query) }, 'tab');
}

/**
 * contract §2: the session's query for a page at `href`. A key in the URL (the query before `#` or the
 * hash route's, the hash one winning) wins; a key the URL lacks is the kept one.
 */
export function sessionQueryAt(href: string, kept: Record<string, string>): Record<string, string> {
  return { ...keptQueryOf(kept), ...readUrlQuery(href) };
}
