import * as v from 'valibot';
import { formCall, type CodeResult } from '@/lib/http';
import { cardRepayUrl } from './card-repay-codes';

export interface ConfirmPayload {
  orderId: string;
  verifyCode: string;
  repaymentRecordId: string;
}

/** spec §7: POST service/loan/repayment-confirm {orderId, verifyCode, repaymentRecordId}. */
export function confirmRepayment({
  orderId,
  verifyCode,
  repaymentRecordId,
}: ConfirmPayload): Promise<CodeResult<unknown>> {
  return formCall('POST', cardRepayUrl.confirm, v.unknown(), {
    payload: { orderId, verifyCode, repaymentRecordId },
  });
}
