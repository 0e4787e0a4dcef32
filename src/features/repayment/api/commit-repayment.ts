import * as v from 'valibot';
import { calls } from '@/config/calls';
import { formCall, type CodeResult, type FormCallOptions } from '@/lib/http';
import { text } from '@/lib/http/schema-parts';

/** spec §4: 0 on the first submit, 1 when the borrower asks for the code again. */
export const SendMsg = { First: 0, Resend: 1 } as const;
export type SendMsg = (typeof SendMsg)[keyof typeof SendMsg];

/** spec §7: data.needValid (1 = an SMS code was sent and must be confirmed), data.repayRecordId. */
export const CommitResultSchema = v.object({
  needValid: v.optional(
    v.pipe(
      v.nullable(v.union([v.number(), v.string()])),
      v.transform((value) => Number(value ?? 0)),
    ),
    0,
  ),
  repayRecordId: text,
});
export type CommitResult = v.InferOutput<typeof CommitResultSchema>;

export interface CommitPayload {
  amount: string;
  bankName: string;
  cardId: string;
  cardNo: string;
  couponId: string | undefined;
  orderId: string;
  repayToken: string;
  bankCode: string;
  sendMsg: SendMsg;
}

/**
 * spec §7: POST service/loan/repayment-commit. Business codes are returned for the page to branch on.
 * contract §8: it pays (and sends an SMS), so it carries the intent's Idempotency-Key.
 */
export function commitRepayment(
  payload: CommitPayload,
  { idempotencyKey }: Pick<FormCallOptions, 'idempotencyKey'> = {},
): Promise<CodeResult<CommitResult>> {
  return formCall(calls.cardRepaymentCommit, CommitResultSchema, { ...payload }, { idempotencyKey });
}
