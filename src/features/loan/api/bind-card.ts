import * as v from 'valibot';
import { calls } from '@/config/calls';
import { loanCall } from '@/lib/http';

export interface BindCardInput {
  productId: string | undefined;
  bankName: string;
  /** digits only (contract §3) */
  cardNo: string;
  holderName: string;
}

/** contract §3: bind card. Success is the envelope's success; the data is not used. */
export function bindCard(input: BindCardInput) {
  return loanCall(calls.bindCard, v.unknown(), { ...input });
}
