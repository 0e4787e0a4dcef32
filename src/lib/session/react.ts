import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { pageSearch } from './route-query';
import { sessionStore, type SessionState } from './session-store';
import { parseQuery } from './url-query';

/** The session's React hooks; the rest of `@/lib/session` runs before React has loaded. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export function useRouteQuery(): Record<string, string> {
  const { search } = useLocation();
  return useMemo(() => ({ ...parseQuery(pageSearch()), ...parseQuery(search) }), [search]);
}
