import qs from 'qs';
import {
  delay,
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import { calls } from '@/config/calls';
import { env } from '@/config/env';
import { Market as SessionMarket, marketLocale, parseMarket } from '@/lib/session/market';
import {
  DEMO_SCENARIO_COOKIE,
  parseDemoScenario,
  type DemoEndpoint,
  type DemoFault,
  type DemoScenario,
} from '@/config/demo-scenario';
import { oncePerKey } from './idempotency-store';
import { demoNow } from './demo-clock';

export type Market = 'in' | 'mx';

export interface DemoContext {
  scenario: DemoScenario;
  /** contract §2: type=1 is India (English, ₹); anything else is Mexico. */
  market: Market;
  query: URLSearchParams;
  /** The scenario's business code for this endpoint, if one is set. */
  code: string | undefined;
  /** The request's language (contract §2): the demo's own messages are worded in it. */
  language: DemoLanguage;
}

function cookieFromHeader(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(/;\s*/)) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index) === name) return decodeURIComponent(part.slice(index + 1));
  }
  return undefined;
}

function readScenario(request: Request, cookies: Record<string, string> = {}): DemoScenario {
  return parseDemoScenario(
    cookies[DEMO_SCENARIO_COOKIE] ?? cookieFromHeader(request.headers.get('cookie'), DEMO_SCENARIO_COOKIE),
  );
}

/** The scenario, once its delay has passed: every demo answer waits it, an endpoint's or an uploaded image's. */
export async function heldScenario(request: Request, cookies: Record<string, string>): Promise<DemoScenario> {
  const scenario = readScenario(request, cookies);
  if (scenario.delayMs) await delay(scenario.delayMs);
  return scenario;
}

/** The language a demo answer's own words are in: the market's, Hindi when an Indian request asks for it. */
export type DemoLanguage = 'es' | 'en' | 'hi';

/**
 * What each call asks for, in the words of the page that made it, one wording per call: a demo message names
 * the call a tester broke, never by its code name (`loanDetails` on a Hindi page is a word of another
 * language).
 */
export const CALL_WORDS: Record<DemoEndpoint, Record<DemoLanguage, string>> = {
  loanConfirm: { es: 'la oferta del préstamo', en: 'the loan offer', hi: 'लोन का ऑफ़र' },
  loanConfirmSubmit: { es: 'la solicitud', en: 'the application', hi: 'आवेदन' },
  loanDetails: { es: 'los detalles del préstamo', en: 'the loan details', hi: 'लोन की जानकारी' },
  rating: { es: 'la calificación', en: 'the rating', hi: 'रेटिंग' },
  orderList: { es: 'la lista de préstamos', en: 'the list of loans', hi: 'लोन की सूची' },
  product: { es: 'el producto', en: 'the product', hi: 'प्रोडक्ट' },
  recommendList: { es: 'las ofertas', en: 'the offers', hi: 'ऑफ़र' },
  bindCard: { es: 'la cuenta bancaria', en: 'the bank account', hi: 'बैंक खाता' },
  repayDetail: { es: 'el pago del préstamo', en: 'the loan repayment', hi: 'लोन का भुगतान' },
  delayDetail: { es: 'la extensión', en: 'the extension', hi: 'एक्सटेंशन' },
  generateVoucher: { es: 'la referencia de pago', en: 'the payment reference', hi: 'भुगतान का रेफ़रेंस' },
  contract: { es: 'el contrato', en: 'the loan agreement', hi: 'लोन एग्रीमेंट' },
  customerContact: { es: 'los datos de contacto', en: 'the contact details', hi: 'संपर्क की जानकारी' },
  complaintInit: { es: 'la queja', en: 'the complaint', hi: 'शिकायत' },
  complaintDetails: { es: 'el detalle de la queja', en: 'the complaint details', hi: 'शिकायत का ब्योरा' },
  complaintList: { es: 'las quejas', en: 'the complaints', hi: 'शिकायतें' },
  complaintSave: { es: 'el envío de la queja', en: 'sending the complaint', hi: 'शिकायत भेजना' },
  complaintUploadImage: { es: 'la foto', en: 'the photo', hi: 'फ़ोटो' },
  channelTemplate: { es: 'la promoción', en: 'the promotion', hi: 'ऑफ़र का पेज' },
  trackVisit: { es: 'el registro de visita', en: 'the visit record', hi: 'विज़िट का रिकॉर्ड' },
  trackClick: { es: 'el registro de clic', en: 'the click record', hi: 'क्लिक का रिकॉर्ड' },
  getSid: { es: 'un código de imagen nuevo', en: 'a new picture code', hi: 'नया तस्वीर वाला कोड' },
  captcha: { es: 'la imagen del código', en: 'the picture of the code', hi: 'कोड की तस्वीर' },
  sendSms: { es: 'el código por SMS', en: 'the SMS code', hi: 'SMS कोड' },
  register: { es: 'el registro', en: 'the sign-up', hi: 'साइन अप' },
  cardRepaymentWay: { es: 'las tarjetas', en: 'the cards', hi: 'कार्ड' },
  cardRepaymentCommit: { es: 'el pago con tarjeta', en: 'the card payment', hi: 'कार्ड से भुगतान' },
  cardRepaymentThirdParty: { es: 'el pago en línea', en: 'the online payment', hi: 'ऑनलाइन भुगतान' },
  cardRepaymentConfirm: {
    es: 'la confirmación del pago',
    en: 'the payment confirmation',
    hi: 'भुगतान की पुष्टि',
  },
};

/** An injected fault's message, in the request's language, as a real server of that market words it. */
const FAULT_WORDS: Record<DemoLanguage, Record<'500' | '401' | 'code', (call: string) => string>> = {
  es: {
    500: (call) => `Demo: el servidor falló al dar ${call}`,
    401: (call) => `Demo: ${call} necesita una sesión nueva`,
    code: (call) => `Demo: se rechazó ${call} (código 9999)`,
  },
  en: {
    500: (call) => `Demo: the server failed on ${call}`,
    401: (call) => `Demo: ${call} needs a new session`,
    code: (call) => `Demo: ${call} was refused (code 9999)`,
  },
  hi: {
    500: (call) => `डेमो: ${call} देते समय सर्वर विफल रहा`,
    401: (call) => `डेमो: ${call} के लिए नया सेशन चाहिए`,
    code: (call) => `डेमो: ${call} अस्वीकार किया गया (कोड 9999)`,
  },
};

const faultWords = (language: DemoLanguage, name: DemoEndpoint) => {
  const words = FAULT_WORDS[language];
  const call = CALL_WORDS[name][language];
  return { 500: words[500](call), 401: words[401](call), code: words.code(call) };
};

/** A scenario's forced business code refusing a call, worded in the request's language. */
export function refusedMessage(language: DemoLanguage, name: DemoEndpoint, code: string): string {
  return faultWords(language, name).code.replace('9999', code);
}

export async function faultResponse(
  fault: DemoFault,
  name: DemoEndpoint,
  language: DemoLanguage = 'en',
): Promise<Response> {
  const words = faultWords(language, name);
  switch (fault) {
    case '500':
      return HttpResponse.json({ success: false, code: 500, message: words[500] }, { status: 500 });
    case '401':
      return HttpResponse.json({ success: false, code: 401, message: words[401] }, { status: 401 });
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
      return HttpResponse.json({ success: false, code: 9999, message: words.code });
  }
}

/** The API path patterns, matching any origin so `VITE_API_BASE_URL` may point anywhere. */
export const api = (path: string) => `*${path}`;
export const wealthApi = (path: string) => `*${env.wealthBasePath}${path}`;

/** A catalogue entry's method and where it goes. */
interface CallAddress {
  method: 'GET' | 'POST';
  service?: 'wealth';
  path: string;
}

/** The URL pattern a catalogue entry's requests match: the wealth service's under its base path. */
export const callUrl = (call: CallAddress) =>
  call.service === 'wealth' ? wealthApi(call.path) : api(call.path);

/** The MSW method function for a catalogue entry's method. */
export const callMethod = (call: CallAddress) => (call.method === 'GET' ? http.get : http.post);

type Resolver = (
  info: Parameters<HttpResponseResolver<PathParams, DefaultBodyType>>[0],
  context: DemoContext,
) => Response | Promise<Response>;

/** What the `xss=1` scenario flag appends to every server string: it must stay inert text everywhere. */
export const XSS_PAYLOAD = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';

// Numbers, dates, urls and codes keep their meaning (a page may validate them); everything else is text
// a server could send, so it gets the payload.
const KEEP_AS_IS =
  /^(-?\d+([.,]\d+)?|\d{4}-\d{2}-\d{2}.*|(https?|data|tel|mailto):.*|[#/].*|[A-Z0-9_-]{1,24})$/;

/** The contract's enumerations (a term's unit, a fee's payee): words a page reads as values, not text. */
const ENUM_KEYS = new Set(['termUnit', 'every', 'interestType', 'payableTo', 'when']);

function injectMarkup(value: unknown): unknown {
  if (typeof value === 'string')
    return KEEP_AS_IS.test(value) || value === '' ? value : `${value}${XSS_PAYLOAD}`;
  if (Array.isArray(value)) return value.map(injectMarkup);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, ENUM_KEYS.has(key) ? item : injectMarkup(item)]),
    );
  }
  return value;
}

/** A JSON answer with its body rewritten; any other answer (or one that does not parse) as it was. */
async function rewriteJson(
  response: Response,
  rewrite: (body: unknown) => unknown | Promise<unknown>,
): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (body === undefined) return response;
  return HttpResponse.json((await rewrite(body)) as never, { status: response.status });
}

const withMarkup = (response: Response) => rewriteJson(response, injectMarkup);

/**
 * contract §2: India's words are English or, when the request asks for it (the JSON client's `language`
 * header, spec §7, or the session query every call carries), Hindi; an unsupported value is ignored.
 */
function wantsHindi(request: Request, query: URLSearchParams): boolean {
  const asked = request.headers.get('language') ?? query.get('language') ?? undefined;
  return marketLocale(SessionMarket.india, asked) === 'hi';
}

/** A JSON answer's texts in Hindi (hindi.ts, loaded only for a Hindi request). */
const inHindi = (response: Response) =>
  rewriteJson(response, async (body) => (await import('./hindi')).hindiBody(body));

/**
 * The server's clock, as a real server sends it (HTTP `Date`): the app counts the APR/CAT from it, never from
 * the phone's clock. MSW's responses carry no Date of their own (neither in the worker nor in Node). A
 * network-error response has immutable headers and needs none.
 */
function withServerDate(response: Response): Response {
  try {
    if (!response.headers.has('Date')) response.headers.set('Date', new Date(demoNow()).toUTCString());
  } catch {
    // Response.error(): no headers to set.
  }
  return response;
}

/**
 * One demo endpoint, registered from its catalogue entry (method and path from src/config/calls.ts): reads
 * the scenario cookie, adds its delay, serves its fault for this call if one is set, and otherwise runs the
 * resolver with the market and business code, once per Idempotency-Key (idempotency-store.ts). With the
 * `xss=1` flag every server string carries markup. `url` replaces the catalogue's path (a test's own).
 */
export function endpoint(name: DemoEndpoint, resolver: Resolver, url: string = callUrl(calls[name])) {
  return callMethod(calls[name])(url, async (info) => {
    const scenario = await heldScenario(info.request, info.cookies);
    const fault = scenario.faults[name] ?? scenario.faults['*'];
    const query = new URL(info.request.url).searchParams;
    const market: Market = parseMarket(query.get('type') ?? undefined) === SessionMarket.india ? 'in' : 'mx';
    const hindi = market === 'in' && wantsHindi(info.request, query);
    const language: DemoLanguage = market === 'mx' ? 'es' : hindi ? 'hi' : 'en';
    // An injected fault happens before the demo acts, so it is never kept as a key's answer.
    const response = fault
      ? await faultResponse(fault, name, language)
      : await oncePerKey(name, info.request, () =>
          resolver(info, { scenario, market, query, code: scenario.codes[name], language }),
        );
    const worded = hindi ? await inHindi(response) : response;
    return withServerDate(scenario.flags.xss === '1' ? await withMarkup(worded) : worded);
  });
}

/** Reads a form-encoded or JSON request body into a plain object. */
export async function readBody(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(body ?? {}).map(([key, value]) => [key, String(value)]));
  }
  // As a PHP-style backend reads a form body.
  const body = qs.parse(await request.text());
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]));
}

/** Envelopes (contract §3). */
export const loanOk = (data: unknown) => HttpResponse.json({ success: true, code: 0, message: '', data });
export const loanFail = (message: string, code: number | string = 1) =>
  HttpResponse.json({ success: false, code, message });
export const codeOk = (data: unknown, message = 'ok') => HttpResponse.json({ code: 0, message, data });
export const codeFail = (code: number | string, message: string, data: unknown = null) =>
  HttpResponse.json({ code, message, data });
