import * as v from 'valibot';
import { calls } from '@/config/calls';
import { ApiError, formCall, type SendOptions } from '@/lib/http';
import { text, listOf } from '@/lib/http/schema-parts';

/** spec §3: a bank card of the repayment store. */
export const BankCardSchema = v.object({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  bankName: text,
  cardNo: text,
  bankCode: text,
});
export type BankCard = v.InferOutput<typeof BankCardSchema>;

const truthy = (value: unknown) => Boolean(value) && value !== '0' && value !== 'false';

/** spec §7: repayment-way answers data.alipay, data.repayToken, data.bankCards. */
export const RepaymentWaySchema = v.object({
  alipay: v.optional(v.pipe(v.unknown(), v.transform(truthy)), false),
  repayToken: text,
  bankCards: listOf(BankCardSchema),
});
export type RepaymentWay = v.InferOutput<typeof RepaymentWaySchema>;

/**
 * spec §7: POST service/loan/repayment-way. Rejects ApiError('server', message) on any code but "00" (the
 * message may be empty: the page then says 查询卡列表失败), or the network/invalid errors.
 */
export async function getRepaymentWay(
  query: { orderId: string; amount: string },
  options?: SendOptions,
): Promise<RepaymentWay> {
  const result = await formCall(calls.cardRepaymentWay, RepaymentWaySchema, query, options);
  if (!result.success) throw new ApiError('server', result.message, { code: result.code });
  return result.data;
}
