import { useCallback, useEffect, useRef } from 'react';

/**
 * Whether the component is still on screen. An action checks it after each await: an answer that comes
 * back after the borrower left must not navigate them or toast over the page they went to.
 */
export function useIsMounted(): () => boolean {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(() => mounted.current, []);
}
