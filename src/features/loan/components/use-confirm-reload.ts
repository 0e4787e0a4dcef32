import { useState } from 'react';
import { useTimeout } from '@/lib/hooks/use-timeout';
import { isCancelled } from '@/lib/http/api-error';
import { useQuery } from '@/lib/router/hooks';
import type { Query } from '@/lib/router/query-cache';
import type { LoanConfirm } from '../api/get-loan-confirm';
import { loadConfirm } from '../routes/confirm-loan.data';

/** spec §4, §9: the confirm page reloads its data once, 5.5 s after load, when isNeedPop is 1. */
export const CONFIRM_RELOAD_DELAY_MS = 5500;

const NOT_ASKED: Query<undefined> = {
  key: '',
  outcome: { status: 'fulfilled', value: undefined },
  settled: Promise.resolve(),
  refetch: () => undefined,
};

/**
 * spec §4's reload of the offer: its own entry in the page data's cache (`isType=1`), read like the page's
 * first load (cancelled when the page is left, never sent again by a quiet refresh). It happens once,
 * whatever the reloaded data says; until it has answered the page shows its refresh modal, whose retry
 * fetches it again.
 */
export function useConfirmReload(initial: LoanConfirm, productId: string | undefined) {
  const [reloaded, setReloaded] = useState<Query<LoanConfirm>>();
  const reload = () => (reloaded ? reloaded.refetch() : setReloaded(loadConfirm(productId, true)));
  useTimeout(reload, CONFIRM_RELOAD_DELAY_MS, initial.isNeedPop && !reloaded);
  const outcome = useQuery<LoanConfirm | undefined>(reloaded ?? NOT_ASKED);
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
