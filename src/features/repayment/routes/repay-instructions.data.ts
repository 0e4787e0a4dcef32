import { channelKind } from '@/entities/payment/posting';
import type { RouteQuery } from '@/lib/router/route-def';
import { fetchQuery } from '@/lib/router/query-cache';
import { getDelayDetail } from '../api/get-delay-detail';
import { getRepayDetail } from '../api/get-repay-detail';
import type { LoanFigures } from '../model/amount-meaning';
import { RequestType } from '../model/request-type';
import { loadVoucher } from '../model/saved-voucher';
import { instructionsQueryFrom, type InstructionsQuery } from '../utils/route-query';

/**
 * The loan's own figures, read beside the voucher, so that the page says what the reference's amount pays
 * (model/amount-meaning.ts): the repay page's call for a repayment, the extension's for its fee. A read that
 * fails leaves the page saying it could not check the amount, never the voucher unshown.
 */
function loadLoanFigures(query: InstructionsQuery, signal: AbortSignal): Promise<LoanFigures | null> {
  const order = { productId: query.productId, orderId: query.orderId };
  const figures: Promise<LoanFigures> =
    query.requestType === RequestType.Delay
      ? getDelayDetail(order, { signal }).then((delay) => ({ requestType: RequestType.Delay, delay }))
      : getRepayDetail(order, { signal }).then((repay) => ({ requestType: RequestType.Repay, repay }));
  return figures.catch(() => null);
}

/**
 * The voucher is generated (POST generate-vcode) once per payment and kept on the phone; shown again (a
 * return, a history step, a reload, start-up's first load) the page reuses the kept reference with no call
 * (model/saved-voucher.ts, loadVoucher). Leaving the page aborts a call in flight, so an answer that comes
 * after the borrower left is never kept; its key stays noted, and the next visit asks with the same key.
 * The page does not refresh it when the borrower comes back: a new call could hand out a new reference
 * while the borrower is paying the one on screen.
 */
export function load(routeQuery: RouteQuery, signal?: AbortSignal) {
  const query = instructionsQueryFrom(routeQuery);
  // A QR rail's encoder is fetched beside the voucher, not after it, so the code is drawn with the page.
  const kind = query ? channelKind(query.payCode) : 'other';
  // A head start only: a file that fails here is asked for again, and answered, by the page's lazy().
  if (kind === 'upi' || kind === 'codi') import('../components/qr-code').catch(() => undefined);
  return {
    query,
    voucher: query
      ? fetchQuery(
          ['voucher', query.productId, query.orderId, query.amount, query.payCode, query.requestType],
          (abort) => loadVoucher(query, { signal: abort }),
          { signal, refresh: false },
        )
      : null,
    loan: query
      ? fetchQuery(
          ['loanFigures', query.requestType, query.productId, query.orderId],
          (abort) => loadLoanFigures(query, abort),
          { signal },
        )
      : null,
  };
}
