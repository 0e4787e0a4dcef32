import { env } from '@/config/env';
import type { CodeResult } from '@/lib/http';
import { ApiError } from '@/lib/http/api-error';
import { commonSessionQuery, FORM_CLIENT_HEADER_KEYS, headersFromUrl } from '@/lib/session';

/*
 * The landing is the first page ad traffic sees, on cheap phones over slow networks, with a first-load
 * budget of 120 KB gzip that the shared entry nearly fills. `formCall` from @/lib/http sits on axios + qs
 * (~28 KB gzip) and the schemas on valibot (~2.5 KB), so the promotion calls use this fetch-based twin with
 * hand-written parsers instead. It keeps formCall's contract: the same result (`{ success, code, message,
 * data, raw }`, business codes returned, not thrown), the common session query, the form client's headers
 * (X-Requested-With, swift, eyes), form-encoded POST bodies, the 60 s time-out, and the same ApiError kinds
 * (network, timeout, server for an HTTP error, invalid for a body of the wrong shape).
 */

/** Reads `data` of a success envelope; throws `invalidResponse()` when it has the wrong shape. */
export type DataParser<T> = (data: unknown) => T;

type Params = Record<string, unknown>;

export const invalidResponse = (what: string) => new ApiError('invalid', `Invalid response from ${what}`);

/** A plain object, or undefined. */
export function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A non-empty string (numbers are read as text), trimmed, or undefined. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function encode(target: URLSearchParams, params: Params): URLSearchParams {
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) target.set(key, String(value));
  }
  return target;
}

/** An absolute URL for a promotion path (`/api/v2/youmi/...`) under `VITE_API_BASE_URL`. */
export function promotionUrl(path: string, query?: Params): string {
  const url = new URL(`${env.apiBaseUrl}${path}`, window.location.href);
  if (query) encode(url.searchParams, query);
  return url.href;
}

/** spec §7: success means the code parses to 0. */
const isSuccessCode = (code: string | number) => String(code).trim() !== '' && Number(code) === 0;

export async function promotionCall<T>(
  method: 'GET' | 'POST',
  path: string,
  parse: DataParser<T>,
  payload: Params = {},
): Promise<CodeResult<T>> {
  // contract §2: every call carries the common session query; the caller's own query wins.
  const url = promotionUrl(
    path,
    method === 'GET' ? { ...commonSessionQuery(), ...payload } : commonSessionQuery(),
  );
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    ...headersFromUrl(FORM_CLIENT_HEADER_KEYS),
  };
  if (method === 'POST') headers['Content-Type'] = 'application/x-www-form-urlencoded';

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), env.httpTimeoutMs);
  let status: number;
  let body: string;
  try {
    const response = await fetch(url, {
      method,
      headers,
      body: method === 'POST' ? encode(new URLSearchParams(), payload).toString() : undefined,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    status = response.status;
    body = await response.text();
  } catch (error) {
    throw new ApiError(controller.signal.aborted ? 'timeout' : 'network', 'Request failed', { cause: error });
  } finally {
    clearTimeout(timer);
  }

  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  if (status < 200 || status >= 300) {
    throw new ApiError('server', text(record(json)?.message) ?? `HTTP ${status}`, { status });
  }
  const envelope = record(json);
  const code = envelope?.code;
  if (typeof code !== 'number' && typeof code !== 'string') throw invalidResponse(path);
  const message = text(envelope?.message) ?? '';
  if (!isSuccessCode(code)) return { success: false, code, message, data: envelope?.data, raw: json };
  return { success: true, code, message, data: parse(envelope?.data), raw: json };
}

/** For calls whose data the page does not read (tracking, SMS, register: only the code matters). */
export const ignoreData: DataParser<null> = () => null;
