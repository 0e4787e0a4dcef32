import * as v from 'valibot';
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
  const { phone, capcode, sid, deviceId, appName, smsCode, invite_code, user_from, id, app_from, utm_tag } =
    request;
  return formCall('POST', '/api/v2/youmi/promotion/register', v.unknown(), {
    payload: {
      phone,
      capcode,
      sid,
      deviceId,
      appName,
      merchantNumber: 0,
      userName: phone,
      smsCode,
      invite_code,
      user_from,
      id,
      app_from,
      utm_tag,
    },
    idempotencyKey,
  });
}
