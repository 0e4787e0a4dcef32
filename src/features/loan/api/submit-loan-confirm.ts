import * as v from 'valibot';
import { postLoanApi } from '@/lib/http';

export const LoanPushSchema = v.object({ lendDetailsUrl: v.pipe(v.string(), v.trim(), v.minLength(1)) });
export type LoanPush = v.InferOutput<typeof LoanPushSchema>;

export interface LoanPushInput {
  amount: number;
  periods: number;
  termUnit: string;
  productId: string | undefined;
}

/** contract §3: confirm submit. spec §7: data.lendDetailsUrl is where the borrower goes next. */
export function submitLoanConfirm(input: LoanPushInput) {
  return postLoanApi('/v3/loan-confirm/loan-detail-push', { ...input }, LoanPushSchema);
}
