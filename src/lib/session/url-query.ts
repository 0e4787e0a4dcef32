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

/** The query before `#` and the one inside the hash route, the hash one winning (contract §1). */
export function readUrlQuery(href: string): Record<string, string> {
  let url: URL;
  try {
    url = new URL(href, 'http://localhost/');
  } catch {
    return {};
  }
  const hash = url.hash.replace(/^#/, '');
  const hashQueryStart = hash.indexOf('?');
  const hashQuery = hashQueryStart >= 0 ? hash.slice(hashQueryStart + 1) : '';
  return { ...parseQuery(url.search), ...parseQuery(hashQuery) };
}
