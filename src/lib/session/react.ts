import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import type { Market } from './market';
import { sessionStore, type SessionState } from './session-store';
import { pageSearch, routeQuery } from './url-query';

/**
 * The session's React hooks; the rest of `@/lib/session` runs before React has loaded.
 *
 * Not zustand's `useStore`: it renders on the server and hydrates from the store's *initial* state (the
 * default market), while the build renders each market and the page hydrates in the visitor's.
 * Both render from the session as it is now, which the build and start-up set before the first render.
 */
export function useSession<T>(selector: (state: SessionState) => T): T {
  const read = useCallback(() => selector(sessionStore.getState()), [selector]);
  return useSyncExternalStore(sessionStore.subscribe, read, read);
}

const selectMarket = (state: SessionState): Market => state.type;

/** The borrower's market (contract §2 `type`). */
export function useMarket(): Market {
  return useSession(selectMarket);
}

export function useRouteQuery(): Record<string, string> {
  const { search } = useLocation();
  return useMemo(() => routeQuery(pageSearch(), search), [search]);
}
