import { useCallback, useReducer, useState } from 'react';
import { intentFingerprint, IntentKeys } from '@/lib/intent/intent-keys';
import { useIsMounted } from './use-is-mounted';

type IntentValues = Record<string, unknown>;

/**
 * The Idempotency-Key of a control's writes (contract §8). `send(values, call)` gives the call the key of
 * the intent those values make: the same key for a retry of the same values after no answer (a time-out,
 * a dropped connection, a 5xx), a new one for new values or once the server has answered. `unanswered`
 * says whether a retry of those values is pending, for the button's label.
 */
export function useIntentKey() {
  const [keys] = useState(() => new IntentKeys());
  // Only re-renders: an answer changes what `unanswered` says.
  const [, answered] = useReducer((count: number) => count + 1, 0);
  const isMounted = useIsMounted();

  const send = useCallback(
    <T>(values: IntentValues, call: (key: string) => Promise<T>): Promise<T> =>
      keys.send(intentFingerprint(values), call).finally(() => {
        if (isMounted()) answered();
      }),
    [keys, isMounted],
  );
  const unanswered = (values: IntentValues) => keys.isOpen(intentFingerprint(values));
  return { send, unanswered };
}
