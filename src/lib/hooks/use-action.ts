import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A single-flight action for submit buttons: while one run is in flight, further calls are ignored (a
 * double tap sends one request). `pending` drives the button's disabled state. No state is set after
 * unmount.
 */
export function useAction<TArgs extends unknown[], TResult>(action: (...args: TArgs) => Promise<TResult>) {
  const actionRef = useRef(action);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    actionRef.current = action;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: TArgs): Promise<TResult | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setPending(true);
    try {
      return await actionRef.current(...args);
    } finally {
      inFlight.current = false;
      if (mounted.current) setPending(false);
    }
  }, []);

  return { run, pending };
}
