import { RequestType } from '../model/request-type';

/** Ids from the URL are untrusted: letters, digits, `_` and `-` only. */
const ID = /^[\w-]{1,64}$/;
/** Money in the URL is minor units: digits only. */
const MINOR_AMOUNT = /^\d{1,15}$/;
const PAY_CODE = /^[\w .-]{1,64}$/;

export interface OrderQuery {
  productId: string;
  orderId: string;
}

/** `/repay` and `/repayDelay`: productId and orderId, both required. */
export function orderQueryFrom(query: Record<string, string>): OrderQuery | null {
  const { productId, orderId } = query;
  if (!productId || !orderId || !ID.test(productId) || !ID.test(orderId)) return null;
  return { productId, orderId };
}

export interface InstructionsQuery extends OrderQuery {
  amount: number;
  payCode: string;
  requestType: RequestType;
}

/** `/carpmm`: productId, orderId, amount, payCode, requestType (1 repay, 2 extension). */
export function instructionsQueryFrom(query: Record<string, string>): InstructionsQuery | null {
  const order = orderQueryFrom(query);
  const { amount, payCode, requestType } = query;
  if (!order || !amount || !MINOR_AMOUNT.test(amount) || !payCode || !PAY_CODE.test(payCode)) return null;
  const type = Number(requestType);
  if (type !== RequestType.Repay && type !== RequestType.Delay) return null;
  return { ...order, amount: Number(amount), payCode, requestType: type };
}

export interface CardRepayQuery {
  orderId: string;
  amount: string;
  couponId: string | undefined;
}

/** `/cardRepay`: orderId and amount required, couponId optional. */
export function cardRepayQueryFrom(query: Record<string, string>): CardRepayQuery | null {
  const { orderId, amount, couponId } = query;
  if (!orderId || !ID.test(orderId) || !amount || !MINOR_AMOUNT.test(amount)) return null;
  return { orderId, amount, couponId: couponId && ID.test(couponId) ? couponId : undefined };
}

/** A minor-units amount from the URL, or null when it is not one. */
export function minorAmountFrom(raw: string | undefined): number | null {
  return raw && MINOR_AMOUNT.test(raw) ? Number(raw) : null;
}
