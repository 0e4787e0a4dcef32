import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A seconds countdown (spec §4, §9: SMS resend, 60 s in 1 s ticks). `remaining` shows `from`, then
 * `from - 1` … 1, then 0 (idle). The interval is cleared on reset and on unmount.
 */
export function useCountdown(from: number) {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    if (timer.current !== undefined) clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const reset = useCallback(() => {
    stop();
    setRemaining(0);
  }, [stop]);

  const start = useCallback(() => {
    stop();
    setRemaining(from);
    timer.current = setInterval(() => {
      setRemaining((seconds) => {
        if (seconds <= 1) {
          stop();
          return 0;
        }
        return seconds - 1;
      });
    }, 1000);
  }, [from, stop]);

  useEffect(() => stop, [stop]);

  return { remaining, running: remaining > 0, start, reset };
}
