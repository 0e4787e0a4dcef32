import type { InlineLocale } from './contract';

/** The last non-empty `type` of a query string, as the session reads it ('undefined' and 'null' are none). */
function marketType(query: string): string | undefined {
  let found: string | undefined;
  new URLSearchParams(query).forEach((value, key) => {
    const trimmed = value.trim();
    if (key === 'type' && trimmed && trimmed !== 'undefined' && trimmed !== 'null') found = trimmed;
  });
  return found;
}

/** The route path under hash routing, as React Router matches it: lower case, no trailing slash. */
export function hashRoutePath(): string {
  const hash = location.hash.slice(1);
  const queryAt = hash.indexOf('?');
  const path = queryAt < 0 ? hash : hash.slice(0, queryAt);
  return path.replace(/\/+$/, '').toLowerCase() || '/';
}

/**
 * The page's language before any app code runs: the market's `type`, the hash's query winning over the one
 * before the `#`, as src/lib/session reads it.
 */
export function pageLocale(): InlineLocale {
  const hash = location.hash.slice(1);
  const queryAt = hash.indexOf('?');
  const type = marketType(queryAt < 0 ? '' : hash.slice(queryAt + 1)) ?? marketType(location.search);
  return type === '1' ? 'en' : 'es';
}
