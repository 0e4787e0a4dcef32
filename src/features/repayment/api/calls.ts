import type { CallDescription } from '../../../lib/http/first-call';

/**
 * The repayment pages' first calls as plain data (see src/features/loan/api/calls.ts). Both need a
 * productId and an orderId of letters, digits, `_` and `-` (utils/route-query.ts): without them the page
 * makes no call.
 */
const ORDER_ID = '^[\\w-]{1,64}$';

/** contract §3: POST /v3/installment/loan-play-detail {productId, orderId}. */
export const repayDetailCall = {
  client: 'json',
  method: 'POST',
  path: '/v3/installment/loan-play-detail',
  fromRouteQuery: ['productId', 'orderId'],
  requiredPattern: ORDER_ID,
  // A read of what is due (a POST body); paying is generate-vcode, on /carpmm.
  repeatable: true,
} as const satisfies CallDescription;

/** contract §3: POST /v3/installment/loan-play-delay-detail {productId, orderId}. */
export const delayDetailCall = {
  client: 'json',
  method: 'POST',
  path: '/v3/installment/loan-play-delay-detail',
  fromRouteQuery: ['productId', 'orderId'],
  requiredPattern: ORDER_ID,
  // A read of the extension's terms (a POST body); changes nothing.
  repeatable: true,
} as const satisfies CallDescription;
