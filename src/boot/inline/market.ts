import { readKeptSession, sessionQueryAt, type KeptSession } from '../../lib/session/kept';
import { marketLocale, parseMarket } from '../../lib/session/market';
import type { InlineLocale } from '../../lib/inline-contract';

/** The route path under hash routing, as React Router matches it: lower case, no trailing slash. */
export function hashRoutePath(): string {
  const hash = location.hash.slice(1);
  const queryAt = hash.indexOf('?');
  const path = queryAt < 0 ? hash : hash.slice(0, queryAt);
  return path.replace(/\/+$/, '').toLowerCase() || '/';
}

/**
 * The page's language before any app code runs, as src/lib/session reads it: the market's `type` from
 * the URL (the hash's query winning over the one before the `#`), else the one the tab kept (a reload
 * after an in-app link has none in the URL); the borrower's own choice of language over the URL's
 * (the host's `language=en`), so the first paint is already in the chosen language.
 */
export function pageLocale(kept: KeptSession = readKeptSession()): InlineLocale {
  const query = sessionQueryAt(location.href, kept);
  return marketLocale(parseMarket(query.type), query.language);
}
