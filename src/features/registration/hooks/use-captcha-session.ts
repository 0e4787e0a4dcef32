import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/components/ui/error-view/error-message';
import { showToast } from '@/components/ui/toast';
import { isCancelled } from '@/lib/http/api-error';
import { useQuery } from '@/lib/router/hooks';
import type { Query } from '@/lib/router/query-cache';
import type { CaptchaState } from '../model/registration-flow';

/**
 * The captcha session (spec §7: get-sid → data.sid) the page's data module started, as the captcha
 * picture's state, drawn at `stamp`. A failure shows the server message (spec §8) and leaves the captcha
 * button as a retry, which asks for it again.
 */
export function useCaptchaSession(sid: Query<string>, stamp: number) {
  const { t } = useTranslation('registration');
  const outcome = useQuery(sid);
  const failed = outcome.status === 'rejected' && !isCancelled(outcome.reason) ? outcome.reason : undefined;
  useEffect(() => {
    if (failed !== undefined) showToast(errorMessage(failed, t));
    // Once per failure: a new language is no new failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);
  const state: CaptchaState =
    outcome.status === 'fulfilled'
      ? { status: 'ready', sid: outcome.value, stamp }
      : failed !== undefined
        ? { status: 'failed', error: failed }
        : { status: 'loading' };
  return { state, retry: sid.refetch };
}
