import type { LoaderFunctionArgs } from 'react-router-dom';
import { deferData } from '@/lib/router/early-data';
import { routeQueryFromRequest } from '@/lib/session';
import { generateVoucher } from '../api/generate-voucher';
import { voucherOrSaved } from '../model/saved-voucher';
import { instructionsQueryFrom } from '../utils/route-query';

/**
 * The voucher is generated (POST generate-vcode) and kept on the phone. Leaving the page aborts the call,
 * so an answer that comes after the borrower left is never kept: an aborted call is "no answer", which
 * shows (nothing: the page is gone) rather than writes. The page does not refresh it when the borrower
 * comes back (see repay-instructions.tsx): a new call could hand out a new reference while the borrower
 * is paying the one on screen.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const query = instructionsQueryFrom(routeQueryFromRequest(request));
  return {
    query,
    voucher: query
      ? deferData(voucherOrSaved(query, generateVoucher(query, { signal: request.signal })))
      : null,
  };
}
