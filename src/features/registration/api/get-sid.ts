import * as v from 'valibot';
import { calls } from '@/config/calls';
import { requiredId } from '@/lib/http/schema-parts';
import { env } from '@/config/env';
import { formCall, unwrap, type SendOptions } from '@/lib/http';

const SidSchema = v.object({
  sid: requiredId,
});

/** spec §7: GET get-sid → data.sid. A non-success code rejects with the server message (§8). */
export async function getSid(options?: SendOptions): Promise<string> {
  return unwrap(await formCall(calls.getSid, SidSchema, {}, options)).sid;
}

/** contract §3: `{VITE_API_BASE_URL}/api/v2/youmi/promotion/get-captcha?sid={sid}&a={timestamp}`. */
export function captchaImageUrl(sid: string, timestamp: number): string {
  const url = new URL(`${env.apiBaseUrl}${calls.captcha.path}`, window.location.href);
  url.searchParams.set('sid', sid);
  url.searchParams.set('a', String(timestamp));
  return url.href;
}
