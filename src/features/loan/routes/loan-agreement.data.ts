import type { RouteQuery } from '@/lib/router/page-data';
import { getContract } from '../api/get-contract';

/** Shared by /loanAgreement and /agony (the note in periods). */
export function load({ orderNo }: RouteQuery, signal: AbortSignal) {
  return { contract: getContract(orderNo, { signal }) };
}
