import * as v from 'valibot';
import { calls } from '@/config/calls';
import { loanCall, type SendOptions } from '@/lib/http';

export const LoanPushSchema = v.object({ lendDetailsUrl: v.pipe(v.string(), v.trim(), v.minLength(1)) });
export type LoanPush = v.InferOutput<typeof LoanPushSchema>;

export interface LoanPushInput {
  amount: number;
  periods: number;
  termUnit: string;
  productId: string | undefined;
}

/**
 * contract §3: confirm submit. spec §7: data.lendDetailsUrl is where the borrower goes next. contract §8:
 * it creates an application, so it carries the intent's Idempotency-Key.
 */
export function submitLoanConfirm(input: LoanPushInput, options: Pick<SendOptions, 'idempotencyKey'> = {}) {
  return loanCall(calls.loanConfirmSubmit, LoanPushSchema, { ...input }, options);
}
