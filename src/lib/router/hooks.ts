import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLoaderData, useMatches } from 'react-router-dom';
import type { DataModule } from './route-def';
import { PENDING, queriesOf, refreshShown, subscribeQuery, type Outcome, type Query } from './query-cache';

/**
 * The data path's React hooks. The rest of lib/router runs before React has loaded (start-up's first
 * load), so the hooks live here.
 */

/**
 * A page that was hidden at least this long refreshes its data when it is shown again: the borrower may
 * have paid in the bank's app meanwhile. Shorter absences (a glance at a notification) send nothing.
 */
export const REFRESH_AFTER_AWAY_MS = 5000;

/** A page's data, as its data module's `load` returned it. */
export function usePageData<Load extends DataModule['load']>(): ReturnType<Load> {
  return useLoaderData() as ReturnType<Load>;
}

const pending = () => PENDING;

/**
 * A component's view of a cache entry, as one of its readers: re-renders when what it shows changes. The
 * build's rendering, and the hydration of it, see every entry on its way (as the build rendered it); the
 * page then shows what has arrived.
 */
export function useQuery<T>(query: Query<T>): Outcome<T> {
  const subscribe = useCallback((listener: () => void) => subscribeQuery(query, listener), [query]);
  return useSyncExternalStore(subscribe, () => query.outcome, pending);
}

/**
 * In the root layout: every page on screen reads its data's entries, so that leaving a page cancels what
 * no page on screen reads any more (query-cache.ts). A navigation that reuses an entry (the same call with
 * the same arguments) keeps it: the new page reads it before the old one lets go.
 */
export function useShownPagesData(): void {
  const matches = useMatches();
  const queries = useMemo(() => matches.flatMap((match) => queriesOf(match.loaderData)), [matches]);
  useEffect(() => {
    const releases = queries.map((query) => subscribeQuery(query));
    return () => releases.forEach((release) => release());
  }, [queries]);
}

/**
 * Refreshes the page's data quietly when it becomes visible again after REFRESH_AFTER_AWAY_MS or more:
 * `visibilitychange` to visible (the borrower switches back from another app; a webview's page stays
 * alive meanwhile), or `pageshow` from the back-forward cache. What the page shows stays until every new
 * answer is in (query-cache.ts, refreshShown).
 */
export function useRefreshOnReturn(): void {
  useEffect(() => {
    let hiddenAt: number | undefined = document.visibilityState === 'hidden' ? Date.now() : undefined;
    const away = () => {
      hiddenAt ??= Date.now();
    };
    const back = () => {
      const since = hiddenAt;
      hiddenAt = undefined;
      if (since !== undefined && Date.now() - since >= REFRESH_AFTER_AWAY_MS) void refreshShown();
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? away() : back());
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) back();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', away);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', away);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
}
