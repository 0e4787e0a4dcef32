import {
  delay,
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import { env } from '@/config/env';
import {
  DEMO_SCENARIO_COOKIE,
  parseDemoScenario,
  type DemoEndpoint,
  type DemoFault,
  type DemoScenario,
} from '@/config/demo-scenario';

export type Market = 'in' | 'mx';

export interface DemoContext {
  scenario: DemoScenario;
  /** contract §2: type=1 is India (English, ₹); anything else is Mexico. */
  market: Market;
  query: URLSearchParams;
  /** The scenario's business code for this endpoint, if one is set. */
  code: string | undefined;
}

function cookieFromHeader(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(/;\s*/)) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index) === name) return decodeURIComponent(part.slice(index + 1));
  }
  return undefined;
}

export function readScenario(request: Request, cookies: Record<string, string> = {}): DemoScenario {
  return parseDemoScenario(
    cookies[DEMO_SCENARIO_COOKIE] ?? cookieFromHeader(request.headers.get('cookie'), DEMO_SCENARIO_COOKIE),
  );
}

export async function faultResponse(fault: DemoFault, name: string): Promise<Response> {
  switch (fault) {
    case '500':
      return HttpResponse.json(
        { success: false, code: 500, message: `Demo: ${name} failed on the server` },
        { status: 500 },
      );
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      await delay('infinite');
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse('{"code":0,"success":true,"data":{"amount":', {
        headers: { 'Content-Type': 'application/json' },
      });
    case 'shape':
      return HttpResponse.json({ success: true, code: 0, message: '', data: null });
    case 'code':
      return HttpResponse.json({ success: false, code: 9999, message: `Demo: ${name} refused (code 9999)` });
  }
}

/** The API path patterns, matching any origin so `VITE_API_BASE_URL` may point anywhere. */
export const api = (path: string) => `*${path}`;
export const wealthApi = (path: string) => `*${env.wealthBasePath}${path}`;

type Resolver = (
  info: Parameters<HttpResponseResolver<PathParams, DefaultBodyType>>[0],
  context: DemoContext,
) => Response | Promise<Response>;

/**
 * One demo endpoint: reads the scenario cookie, adds its delay, serves its fault for this call if one is
 * set, and otherwise runs the resolver with the market and business code.
 */
export function endpoint(name: DemoEndpoint, method: 'get' | 'post', path: string, resolver: Resolver) {
  return http[method](path, async (info) => {
    const scenario = readScenario(info.request, info.cookies);
    if (scenario.delayMs) await delay(scenario.delayMs);
    const fault = scenario.faults[name] ?? scenario.faults['*'];
    if (fault) return faultResponse(fault, name);
    const query = new URL(info.request.url).searchParams;
    const market: Market = query.get('type') === '1' ? 'in' : 'mx';
    return resolver(info, { scenario, market, query, code: scenario.codes[name] });
  });
}

/** Reads a form-encoded or JSON request body into a plain object. */
export async function readBody(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(body ?? {}).map(([key, value]) => [key, String(value)]));
  }
  const text = await request.text();
  return Object.fromEntries(new URLSearchParams(text));
}

/** Envelopes (contract §3). */
export const loanOk = (data: unknown) => HttpResponse.json({ success: true, code: 0, message: '', data });
export const loanFail = (message: string, code: number | string = 1) =>
  HttpResponse.json({ success: false, code, message });
export const codeOk = (data: unknown, message = 'ok') => HttpResponse.json({ code: 0, message, data });
export const codeFail = (code: number | string, message: string, data: unknown = null) =>
  HttpResponse.json({ code, message, data });
