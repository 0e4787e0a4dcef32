import type { LoaderFunctionArgs } from 'react-router-dom';
import { deferData } from '@/lib/router/early-data';
import { routeQueryFromRequest } from '@/lib/session';
import { generateVoucher } from '../api/generate-voucher';
import { voucherOrSaved } from '../model/saved-voucher';
import { instructionsQueryFrom } from '../utils/route-query';

export function loader({ request }: LoaderFunctionArgs) {
  const query = instructionsQueryFrom(routeQueryFromRequest(request));
  return { query, voucher: query ? deferData(voucherOrSaved(query, generateVoucher(query))) : null };
}
