import * as v from 'valibot';
import { calls } from '@/config/calls';
import { formCall, type FormCallOptions } from '@/lib/http';

export interface SmsRequest {
  phone: string;
  capcode: string;
  sid: string;
  deviceId?: string;
  appName?: string;
  app_from?: string;
  user_from?: string;
  utm_tag?: string;
}

/**
 * spec §7: POST get-sms, form-encoded; keys with no value are left out. The code is returned for the form
 * to branch on (0 sent, 101 wrong captcha, 11 already registered). contract §8: it sends an SMS, so it
 * carries the intent's Idempotency-Key.
 */
export function sendSms(
  request: SmsRequest,
  { idempotencyKey }: Pick<FormCallOptions, 'idempotencyKey'> = {},
) {
  return formCall(calls.sendSms, v.unknown(), { ...request }, { idempotencyKey });
}
