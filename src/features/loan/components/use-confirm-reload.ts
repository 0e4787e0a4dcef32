import { useState } from 'react';
import { paths } from '@/config/paths';
import { useTimeout } from '@/lib/hooks/use-timeout';
import { isCancelled } from '@/lib/http/cancelled';
import { useOutcome } from '@/lib/router/hooks';
import { loadPage } from '@/lib/router/page-data';
import { useRouteQuery } from '@/lib/session/react';
import type { LoanConfirm } from '../api/get-loan-confirm';
import { load } from '../routes/confirm-loan.data';

/** spec §4, §9: the confirm page reloads its data once, 5.5 s after load, when isNeedPop is 1. */
export const CONFIRM_RELOAD_DELAY_MS = 5500;

/**
 * spec §4's reload of the offer: the page's own data module loads it once more with `isType=1`, through the
 * same path as the page's first load (cancelled when the page is left, shown through its outcome). It
 * happens once, whatever the reloaded data says; until it has answered the page shows its refresh modal,
 * whose retry loads it again.
 */
export function useConfirmReload(initial: LoanConfirm) {
  const query = useRouteQuery();
  const [reloaded, setReloaded] = useState<Promise<LoanConfirm>>();
  const reload = () =>
    setReloaded(loadPage(paths.confirmLoan, load, { ...query, isType: '1' }).confirm as Promise<LoanConfirm>);
  useTimeout(reload, CONFIRM_RELOAD_DELAY_MS, initial.isNeedPop && !reloaded);
  const outcome = useOutcome<LoanConfirm | undefined>(reloaded ?? NOT_ASKED);
  const failed = outcome.status === 'rejected' && !isCancelled(outcome.reason) ? outcome.reason : null;
  const answered = outcome.status === 'fulfilled' ? outcome.value : undefined;
  return {
    offer: answered ?? initial,
    /** The refresh modal is open until the reload has answered. */
    open: initial.isNeedPop && !answered,
    error: failed,
    retrying: reloaded !== undefined && outcome.status === 'pending',
    retry: reload,
  };
}

const NOT_ASKED = Promise.resolve(undefined);
