import * as v from 'valibot';
import { calls } from '@/config/calls';
import { formCall, type CodeResult } from '@/lib/http';

export interface ConfirmPayload {
  orderId: string;
  verifyCode: string;
  repaymentRecordId: string;
}

/** spec §7: POST service/loan/repayment-confirm {orderId, verifyCode, repaymentRecordId}. */
export function confirmRepayment(payload: ConfirmPayload): Promise<CodeResult<unknown>> {
  return formCall(calls.cardRepaymentConfirm, v.unknown(), { ...payload });
}
