import * as v from 'valibot';
import { requiredId } from '@/lib/http/schema-parts';
import { env } from '@/config/env';
import { formCall, unwrap } from '@/lib/http';

const SidSchema = v.object({
  sid: requiredId,
});

/** spec §7: GET get-sid → data.sid. A non-success code rejects with the server message (§8). */
export async function getSid(): Promise<string> {
  return unwrap(await formCall('GET', '/api/v2/youmi/promotion/get-sid', SidSchema)).sid;
}

/** contract §3: `{VITE_API_BASE_URL}/api/v2/youmi/promotion/get-captcha?sid={sid}&a={timestamp}`. */
export function captchaImageUrl(sid: string, timestamp: number): string {
  const url = new URL(`${env.apiBaseUrl}/api/v2/youmi/promotion/get-captcha`, window.location.href);
  url.searchParams.set('sid', sid);
  url.searchParams.set('a', String(timestamp));
  return url.href;
}
