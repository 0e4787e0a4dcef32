import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLoaderData, useLocation, useMatches, useNavigation, useRevalidator } from 'react-router-dom';
import { outcomeOf, PENDING, subscribe, type Outcome } from './outcome';
import type { DataModule } from './page-data';
import { cancelPagesExcept, loadsStarted } from './page-requests';
import { answerOf, REFRESH_AFTER_AWAY_MS, type QuietAsk } from './refresh';

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

interface QuietRefreshValue {
  /** Revalidates the page's data as a quiet refresh. */
  refresh: () => Promise<void>;
  /** The quiet refresh's new data and the moment it has all settled, once the revalidation delivered it. */
  answer: QuietAsk['answer'];
}

const QuietRefreshContext = createContext<QuietRefreshValue>({
  refresh: () => Promise.resolve(),
  answer: undefined,
});

/**
 * In the root layout: quiet refreshes, as React state. A page (or the language switch) asks with
 * `useQuietRefresh()`; that revalidates through React Router, and the first loader data the page gets
 * after it, at the same location, is the quiet refresh's. Only that data is quiet: a Retry, a new
 * reference or a navigation, even while the refresh is on its way, loads as usual.
 */
export function QuietRefresh({ children }: { children: ReactNode }): ReactNode {
  const { revalidate } = useRevalidator();
  const location = useLocation();
  const data = useMatches().at(-1)?.loaderData;
  const [ask, setAsk] = useState<QuietAsk | undefined>(undefined);
  const answer = ask && answerOf(ask, location, data);
  // Set while rendering, so the page's parts see the answer in the same render as the new data.
  if (answer) setAsk({ ...ask, answer });
  const asked = ask?.answer;
  const value = useMemo<QuietRefreshValue>(
    () => ({
      refresh: () => {
        setAsk({ location, before: data });
        return revalidate();
      },
      answer: asked,
    }),
    [location, data, revalidate, asked, setAsk],
  );
  return createElement(QuietRefreshContext.Provider, { value }, children);
}

/** Revalidates the page's data quietly: no loading state, no error replacing good content. */
export function useQuietRefresh(): () => Promise<void> {
  return useContext(QuietRefreshContext).refresh;
}

/**
 * For <Deferred>: when the page's loader data is a quiet refresh's, the moment all of it has settled;
 * else undefined.
 */
export function useQuietRefreshSettled(): Promise<unknown> | undefined {
  const { answer } = useContext(QuietRefreshContext);
  const data: unknown = useLoaderData();
  return answer && answer.data === data ? answer.settled : undefined;
}

/**
 * Refreshes the page's data quietly when it becomes visible again after REFRESH_AFTER_AWAY_MS or more:
 * `visibilitychange` to visible (the borrower switches back from another app; a webview's page stays
 * alive meanwhile), or `pageshow` from the back-forward cache.
 */
export function useRefreshOnReturn(): void {
  const quietRefresh = useQuietRefresh();
  // The refresh of the data on screen now, whatever the page showed when the listeners were added.
  const refresh = useEffectEvent(() => void quietRefresh().catch(() => undefined));
  useEffect(() => {
    let hiddenAt: number | undefined = document.visibilityState === 'hidden' ? Date.now() : undefined;
    const away = () => {
      hiddenAt ??= Date.now();
    };
    const back = () => {
      const since = hiddenAt;
      hiddenAt = undefined;
      if (since !== undefined && Date.now() - since >= REFRESH_AFTER_AWAY_MS) refresh();
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
