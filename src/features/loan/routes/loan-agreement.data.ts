import type { RouteQuery } from '@/lib/router/route-def';
import { fetchQuery } from '@/lib/router/query-cache';
import { getContract } from '../api/get-contract';

/** Shared by /loanAgreement and /agony (the note in periods). */
export function load({ orderNo }: RouteQuery, signal?: AbortSignal) {
  return {
    contract: fetchQuery(['contract', orderNo], (abort) => getContract(orderNo, { signal: abort }), {
      signal,
    }),
  };
}
