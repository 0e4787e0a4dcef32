import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/components/ui/error-view/error-message';
import { showToast } from '@/components/ui/toast';
import type { RegistrationAction } from '../model/registration-flow';

/**
 * Feeds a captcha session id (spec §7: get-sid → data.sid) into the flow. A failure shows the server
 * message (spec §8) and leaves the captcha button as a retry.
 */
export function useCaptchaSession(initial: Promise<string>, dispatch: Dispatch<RegistrationAction>) {
  const { t } = useTranslation('registration');
  const alive = useRef(true);
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  });

  const load = useCallback(
    (request: Promise<string>) => {
      dispatch({ type: 'sid-requested' });
      request.then(
        (sid) => alive.current && dispatch({ type: 'sid-loaded', sid, stamp: Date.now() }),
        (error: unknown) => {
          if (!alive.current) return;
          dispatch({ type: 'sid-failed' });
          showToast(errorMessage(error, tRef.current));
        },
      );
    },
    [dispatch],
  );

  useEffect(() => {
    alive.current = true;
    load(initial);
    return () => {
      alive.current = false;
    };
  }, [initial, load]);

  return load;
}
