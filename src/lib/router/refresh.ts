import { useEffect } from 'react';
import { useRevalidator } from 'react-router-dom';

/**
 * A page that was hidden at least this long refreshes its data when it is shown again: the borrower may
 * have paid in the bank's app meanwhile. Shorter absences (a glance at a notification) send nothing.
 */
export const REFRESH_AFTER_AWAY_MS = 5000;

let quietCalls = 0;
const quiet = new WeakSet<object>();

/**
 * Marks the promises of a loader's result as a quiet refresh when the call is one (see refreshQuietly).
 * <Deferred> then keeps what it shows until the new data has arrived, and keeps it if the refresh fails.
 */
export function markQuietRefresh<T>(data: T): T {
  if (quietCalls === 0 || !data || typeof data !== 'object') return data;
  for (const value of Object.values(data as Record<string, unknown>))
    if (value instanceof Promise) quiet.add(value);
  return data;
}

export function isQuietRefresh(promise: Promise<unknown>): boolean {
  return quiet.has(promise);
}

/** Runs the route loaders again as a quiet refresh: no loading state, no error replacing good content. */
export async function refreshQuietly(revalidate: () => Promise<void>): Promise<void> {
  quietCalls += 1;
  try {
    await revalidate();
  } finally {
    quietCalls -= 1;
  }
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
