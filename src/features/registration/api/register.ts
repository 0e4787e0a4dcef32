import * as v from 'valibot';
import { calls } from '@/config/calls';
import { formCall, type FormCallOptions } from '@/lib/http';
import type { SmsRequest } from './send-sms';

export interface RegisterRequest extends SmsRequest {
  smsCode: string;
  invite_code?: string;
  id?: string;
}

/**
 * spec §7: POST register, form-encoded, with merchantNumber=0 and userName = the phone. The code is
 * returned for the form to branch on (0 success, 11 already registered, -1 wrong captcha). contract §8: it
 * creates an account, so it carries the intent's Idempotency-Key.
 */
export function register(
  request: RegisterRequest,
  { idempotencyKey }: Pick<FormCallOptions, 'idempotencyKey'> = {},
) {
  return formCall(
    calls.register,
    v.unknown(),
    { ...request, merchantNumber: 0, userName: request.phone },
    { idempotencyKey },
  );
}
