import { useEffect, useSyncExternalStore } from 'react';
import { useLoaderData, useMatches, useNavigation, useRevalidator } from 'react-router-dom';
import { outcomeOf, PENDING, subscribe, type Outcome } from './outcome';
import type { DataModule } from './page-data';
import { cancelPagesExcept, loadsStarted } from './page-requests';
import { REFRESH_AFTER_AWAY_MS, refreshQuietly } from './refresh';

/**
 * The data path's React hooks. The rest of lib/router runs before React has loaded (start-up's first
 * load), so the hooks live here.
 */

/** A page's data, as its data module's `load` returned it. */
export function usePageData<Load extends DataModule['load']>(): ReturnType<Load> {
  return useLoaderData() as ReturnType<Load>;
}

const pending = () => PENDING;

/**
 * A component's view of a promise: re-renders when it settles. The build's rendering, and the hydration of
 * it, see every promise on its way (as the build rendered it); the page then shows what has arrived.
 */
export function useOutcome<T>(promise: Promise<T>): Outcome<T> {
  return useSyncExternalStore(
    (listener) => subscribe(promise, listener),
    () => outcomeOf(promise),
    pending,
  ) as Outcome<T>;
}

/**
 * In the root layout: once a navigation has settled, cancels the requests of every page not on screen,
 * among the loads this render knew of. The effect runs after the paint, and a navigation begun meanwhile
 * (Back, then Back again at once) has started the next page's load: cancelling that one too would leave the
 * next page loading for ever.
 */
export function useCancelLeftPages(): void {
  const matches = useMatches();
  const idle = useNavigation().state === 'idle';
  const startedBy = loadsStarted();
  useEffect(() => {
    if (idle) cancelPagesExcept(new Set(matches.map((match) => match.id)), startedBy);
  }, [matches, idle, startedBy]);
}

/**
 * Refreshes the page's data quietly when it becomes visible again after REFRESH_AFTER_AWAY_MS or more:
 * `visibilitychange` to visible (the borrower switches back from another app; a webview's page stays
 * alive meanwhile), or `pageshow` from the back-forward cache.
 */
export function useRefreshOnReturn(): void {
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  useEffect(() => {
    let hiddenAt: number | undefined = document.visibilityState === 'hidden' ? Date.now() : undefined;
    const away = () => {
      hiddenAt ??= Date.now();
    };
    const back = () => {
      const since = hiddenAt;
      hiddenAt = undefined;
      if (since !== undefined && Date.now() - since >= REFRESH_AFTER_AWAY_MS)
        void refreshQuietly(revalidate).catch(() => undefined);
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
  }, [revalidate]);
}
