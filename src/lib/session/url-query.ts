/**
 * Reads query strings from untrusted URLs. Empty values, the literal strings `undefined` and `null`, and
 * values with control characters are dropped; over-long values are cut. With repeated keys the last usable
 * value wins.
 */
export const MAX_QUERY_VALUE_LENGTH = 512;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

export function cleanQueryValue(raw: string | null | undefined): string | undefined {
  if (raw === null || raw === undefined) return undefined;
  const value = raw.trim();
  if (!value || value === 'undefined' || value === 'null' || CONTROL_CHARS.test(value)) return undefined;
  return value.length > MAX_QUERY_VALUE_LENGTH ? value.slice(0, MAX_QUERY_VALUE_LENGTH) : value;
}

export function parseQuery(search: string): Record<string, string> {
  const result: Record<string, string> = {};
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  } catch {
    return result;
  }
  for (const [key, raw] of params) {
    const value = cleanQueryValue(raw);
    if (key && value !== undefined) result[key] = value;
  }
  return result;
}

/** `query` with each absent key of `aliases` taken from the key it names (RouteDef.queryAliases). */
export function withAliases(
  query: Record<string, string>,
  aliases: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  const aliased = { ...query };
  for (const [key, from] of Object.entries(aliases ?? {}))
    if (aliased[key] === undefined && query[from] !== undefined) aliased[key] = query[from];
  return aliased;
}

/**
 * A route's query (contract §1): the page's query before `#`, overridden key by key by the hash route's own.
 * Every reader of a route's query goes through this: the HTML's early call, the loaders and the pages.
 */
export function routeQuery(beforeHash: string, inHashRoute: string): Record<string, string> {
  return { ...parseQuery(beforeHash), ...parseQuery(inHashRoute) };
}

/** The route query of a whole address (`https://host/?a=1#/route?b=2`). */
export function readUrlQuery(href: string): Record<string, string> {
  let url: URL;
  try {
    url = new URL(href, 'http://localhost/');
  } catch {
    return {};
  }
  const hash = url.hash.replace(/^#/, '');
  const hashQueryStart = hash.indexOf('?');
  return routeQuery(url.search, hashQueryStart >= 0 ? hash.slice(hashQueryStart + 1) : '');
}

/** The query before `#` of the page the app runs in (none where there is no window: the build). */
export function pageSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

/** The route query of a router request: its URL carries the hash route's path and query. */
export function routeQueryFromRequest(request: Request): Record<string, string> {
  return routeQuery(pageSearch(), new URL(request.url).search);
}
