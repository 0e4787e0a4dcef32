import { parseQuery } from './url-query';

export function pageSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

/** A route's query: the page query before `#`, overridden by the hash route's own query (contract §1). */
export function routeQueryFromRequest(request: Request): Record<string, string> {
  return { ...parseQuery(pageSearch()), ...parseQuery(new URL(request.url).search) };
}
