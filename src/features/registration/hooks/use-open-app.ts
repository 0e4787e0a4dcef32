import { useCallback, useEffect, useRef } from 'react';
import { STORE_FALLBACK_MS } from '../config';
import { externalNavigation } from '../utils/open-url';

/**
 * Opens the app by its scheme, and if the page is still showing ~1.5 s later (the app is not installed),
 * goes to the store instead. Leaving the page (the app opened) cancels the fallback, and so does unmounting.
 */
export function useOpenApp() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const cancel = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') cancel();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', cancel);
    return () => {
      cancel();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', cancel);
    };
  }, []);

  return useCallback((appUrl: string, storeUrl: string) => {
    clearTimeout(timer.current);
    externalNavigation.open(appUrl);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      if (document.visibilityState !== 'hidden') externalNavigation.open(storeUrl);
    }, STORE_FALLBACK_MS);
  }, []);
}
