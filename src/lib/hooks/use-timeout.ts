import { useEffect, useRef } from 'react';

/** Runs `callback` once after `ms` while `active` is true; cleared on unmount or when `active` turns false. */
export function useTimeout(callback: () => void, ms: number, active = true): void {
  const callbackRef = useRef(callback);
  useEffect(() => {
    callbackRef.current = callback;
  });
  useEffect(() => {
    if (!active) return undefined;
    const id = setTimeout(() => callbackRef.current(), ms);
    return () => clearTimeout(id);
  }, [ms, active]);
}
