import { ApiError } from '@/lib/http/api-error';
import { invalidResponse, promotionCall, promotionUrl, record, text } from './promotion-call';

function sidOf(data: unknown): string {
  const sid = text(record(data)?.sid);
  if (!sid) throw invalidResponse('get-sid');
  return sid;
}

/** spec §7: GET get-sid → data.sid. A non-success code rejects with the server message (§8). */
export async function getSid(): Promise<string> {
  const result = await promotionCall('GET', '/api/v2/youmi/promotion/get-sid', sidOf);
  if (!result.success) throw new ApiError('server', result.message, { code: result.code });
  return result.data;
}

/** contract §3: `{VITE_API_BASE_URL}/api/v2/youmi/promotion/get-captcha?sid={sid}&a={timestamp}`. */
export function captchaImageUrl(sid: string, timestamp: number): string {
  return promotionUrl('/api/v2/youmi/promotion/get-captcha', { sid, a: timestamp });
}
