import type { LoaderFunctionArgs } from 'react-router-dom';
import { routeQueryFromRequest } from '@/lib/session';
import { deferData } from '@/lib/router/early-data';
import { getContract } from '../api/get-contract';

/** Shared by /loanAgreement and /agony (the note in periods). */
export function loader({ request }: LoaderFunctionArgs) {
  const { orderNo } = routeQueryFromRequest(request);
  return { contract: deferData(getContract(orderNo, { signal: request.signal })) };
}
