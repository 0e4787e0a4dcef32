import * as v from 'valibot';
import { calls } from '@/config/calls';
import { formCall, type CodeResult } from '@/lib/http';

const UrlDataSchema = v.optional(
  v.nullable(v.union([v.string(), v.looseObject({ url: v.optional(v.nullable(v.string())) })])),
);

const urlIn = (value: unknown): unknown =>
  value && typeof value === 'object' ? (value as { url?: unknown }).url : undefined;

/** The payment page url: `data.url`, `data` itself, or the envelope's `url` (spec §7: "Response url"). */
export function payUrlOf(result: CodeResult<v.InferOutput<typeof UrlDataSchema>>): string {
  const { data, raw } = result;
  for (const candidate of [urlIn(data), data, urlIn(raw)]) {
    if (typeof candidate === 'string' && candidate.trim()) return candidate.trim();
  }
  return '';
}

/** spec §7: POST service/loan/repayment-huichao (third-party alipay) {userId, orderId, amount} -> url. */
export function getThirdPartyPayUrl(payload: { userId: string; orderId: string; amount: string }) {
  return formCall(calls.cardRepaymentThirdParty, UrlDataSchema, { ...payload });
}
