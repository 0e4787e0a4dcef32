import { readUrlQuery, withAliases } from '@/lib/session/url-query';
import { type DataModule, findRouteDef, type RouteDef } from './route-def';
import { queriesOf } from './query-cache';

/** The page the app opened on, found before React and the router have loaded. */
export interface FirstPage {
  def: RouteDef;
  /** `location.hash` when it was found: the router takes over this page only if it has not changed. */
  hash: string;
  /** What the page's data module loaded, started before the framework arrived. */
  data?: Record<string, unknown>;
}

let first: FirstPage | undefined;

/** The route path in `location.hash`, as the router matches it. */
export function hashPath(hash: string): string {
  const route = hash.replace(/^#/, '');
  const queryAt = route.indexOf('?');
  return (queryAt < 0 ? route : route.slice(0, queryAt)) || '/';
}

/**
 * Finds the page of `href` in the route table and starts its data: the requests leave as soon as the data
 * module and the transport are in, while the framework is still arriving. The router then starts with this
 * data as its own (`firstPage`, then the router's `hydrationData`), so the page renders its answer without
 * loading it again.
 */
export async function startFirstLoad(
  href: string,
  table: readonly RouteDef[],
  dataModules: Record<string, () => Promise<DataModule>>,
): Promise<void> {
  const { hash } = new URL(href);
  const def = findRouteDef(table, hashPath(hash));
  first = def ? { def, hash } : undefined;
  const load = def?.data ? dataModules[def.data] : undefined;
  if (!first || !load) return;
  try {
    const { load: loadData } = await load();
    first.data = loadData(withAliases(readUrlQuery(href), first.def.queryAliases));
  } catch {
    // The data module did not arrive: the router loads the page itself, with its failure and retry.
  }
}

/** The first page, while the address is still the one it was found at (a link followed meanwhile is not). */
export function firstPage(hash: string): FirstPage | undefined {
  return first && first.hash === hash ? first : undefined;
}

/**
 * Settles once the first page's data has arrived or failed (at once for a page without data), never
 * rejects. Background work waits for it: nothing may compete with the answers the first paint needs.
 */
export function firstDataSettled(): Promise<void> {
  return Promise.all(queriesOf(first?.data).map((query) => query.settled)).then(() => undefined);
}
