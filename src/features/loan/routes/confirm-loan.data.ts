import type { RouteQuery } from '@/lib/router/route-def';
import { fetchQuery } from '@/lib/router/query-cache';
import { getLoanConfirm } from '../api/get-loan-confirm';

/** The offer; spec §4's reload (components/use-confirm-reload.ts) asks for it again with `isType=1`. */
export function loadConfirm(productId: string | undefined, reload: boolean, signal?: AbortSignal) {
  return fetchQuery(
    ['loanConfirm', productId, reload],
    (abort) => getLoanConfirm(productId, { signal: abort, reload }),
    // The reload is spec'd once: a quiet refresh does not send it again.
    { signal, refresh: !reload },
  );
}

export function load({ productId }: RouteQuery, signal?: AbortSignal) {
  return { productId, confirm: loadConfirm(productId, false, signal) };
}
