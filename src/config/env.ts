/**
 * Environment, validated once at start-up (contract §5). Everything else reads `env`, never
 * `import.meta.env`. Hand-checked rather than schema-checked: this file is in every page's first load, and
 * a schema library here would cost more bytes than the ten fields it checks.
 */
import { wealthBasePathOf } from './call-description';

type RawEnv = Record<string, string | boolean | undefined>;

// `import.meta.env` is absent when Node runs this file directly (the demo HTTP server); defaults apply.
const raw: RawEnv = (import.meta.env as RawEnv | undefined) ?? {};

function text(key: string, fallback: string): string {
  const value = raw[key];
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

function positiveInteger(key: string, fallback: number): number {
  const value = Number(text(key, String(fallback)));
  if (!Number.isInteger(value) || value < 1) throw new Error(`${key} must be a positive integer`);
  return value;
}

function nonNegativeInteger(key: string, fallback: number): number {
  const value = Number(text(key, String(fallback)));
  if (!Number.isInteger(value) || value < 0) throw new Error(`${key} must be a whole number of 0 or more`);
  return value;
}

function fraction(key: string, fallback: number): number {
  const value = Number(text(key, String(fallback)));
  if (!Number.isFinite(value) || value < 0 || value > 1) throw new Error(`${key} must be between 0 and 1`);
  return value;
}

function identifier(key: string, fallback: string): string {
  const value = text(key, fallback);
  if (!/^[A-Za-z_$][\w$]*$/.test(value)) throw new Error(`${key} must be a JavaScript identifier`);
  return value;
}

function oneOf<T extends string>(key: string, choices: readonly T[], fallback: T): T {
  const value = text(key, fallback);
  if (!(choices as readonly string[]).includes(value))
    throw new Error(`${key} must be one of ${choices.join(', ')}`);
  return value as T;
}

export const env = {
  apiBaseUrl: text('VITE_API_BASE_URL', '').replace(/\/+$/, ''),
  wealthBasePath: wealthBasePathOf(text('VITE_WEALTH_BASE_PATH', '')),
  demoApi: text('VITE_DEMO_API', 'false') === 'true',
  brandPrimary: text('VITE_BRAND_PRIMARY', '#0a7d4f'),
  brandSecondary: text('VITE_BRAND_SECONDARY', '#f5a623'),
  appScheme: text('VITE_APP_SCHEME', 'cashloan://'),
  nativeBridge: identifier('VITE_NATIVE_BRIDGE', 'AndroidBridge'),
  /** Empty: /Policy frames the app's own /PrivacyPolicy. */
  privacyUrl: text('VITE_PRIVACY_URL', ''),
  /** Expected first answer to a complaint or contact, in hours; 0 = not configured. */
  supportResponseHours: Number(text('VITE_SUPPORT_RESPONSE_HOURS', '0')) || 0,
  /** Where field figures (web vitals) and error reports go; empty = off, and no code loads. */
  rumUrl: text('VITE_RUM_URL', ''),
  rumSample: fraction('VITE_RUM_SAMPLE', 1),
  errorUrl: text('VITE_ERROR_URL', ''),
  /** The web app's version, in field reports. The build sets it from package.json. */
  appVersion: text('VITE_APP_VERSION', 'dev'),
  /** The year the build was made (the copyright line): the prerendered HTML and the page agree on it. */
  buildYear: text('VITE_BUILD_YEAR', String(new Date().getFullYear())),
  /**
   * The cooling-off period a lender grants in India, in days. The Reserve Bank's minimum (1 day
   * for a tenor under 7 days, 3 days from 7 days) always applies: a smaller value changes nothing.
   */
  coolingOffDaysIndia: nonNegativeInteger('VITE_COOLING_OFF_DAYS_INDIA', 0),
  /** A cooling-off period for Mexico, in days; 0 (the default) shows none. */
  coolingOffDaysMexico: nonNegativeInteger('VITE_COOLING_OFF_DAYS_MEXICO', 0),
  /**
   * How long a payment usually takes to show, per channel code, `*` for any other channel:
   * `SPEI=1h,OXXO=4h,*=24h` (m, h or d). Read by entities/payment/posting.ts.
   */
  paymentPostingTimes: text('VITE_PAYMENT_POSTING_TIMES', 'SPEI=1h,CODI=1h,UPI=1h,IMPS=2h,*=24h'),
  /**
   * How numbers are written: `market` as each market writes them (`es-MX` `$1,234.56`, `en-IN`
   * `₹1,23,456.78`), or `spec`, the spec's literal format (`$1.234,56`), a recorded departure (docs/departures.md).
   */
  numberFormat: oneOf('VITE_NUMBER_FORMAT', ['market', 'spec'] as const, 'market'),
  /**
   * How dates are written: `market` as each market writes them (`9 dic 2026, 4:08 p.m.`, `9 Dec 2026,
   * 4:08 pm`; on screens without the current year, due dates with "mañana" / "in 3 days" beside them), or
   * `spec`, the spec's literal `YYYY-MM-DD HH:mm:ss`, a recorded departure (docs/departures.md).
   */
  dateFormat: oneOf('VITE_DATE_FORMAT', ['market', 'spec'] as const, 'market'),
  /**
   * Registration's phone rule and messages: `market` (10-digit Mexican and Indian mobiles, messages in the
   * page's language) or `spec`, the spec's literal rule and Chinese texts, a recorded departure (docs/departures.md).
   */
  /**
   * The texts the spec quotes word for word in one language for every market (the usted toasts, "Fracaso",
   * "uploading...", "¡La carga se realizó correctamente!", the contact form's two toasts, the collection refusal,
   * the card repayment's Chinese messages; config/spec-texts.ts): `market` says them in the page's language (tú
   * in Mexico); `spec` restores the quotes, a recorded departure (docs/departures.md).
   */
  wording: oneOf('VITE_WORDING', ['market', 'spec'] as const, 'market'),
  registrationRules: oneOf('VITE_REGISTRATION_RULES', ['market', 'spec'] as const, 'market'),
  /**
   * Confirmation's agreement box starts unticked (`false`): taking a loan is a deliberate tick. `true`
   * restores the spec's pre-ticked box, a recorded departure (docs/departures.md); India's KFS acknowledgement starts
   * unticked either way.
   */
  agreementPrechecked: text('VITE_AGREEMENT_PRECHECKED', 'false') === 'true',
  /**
   * The refusal of a collection complaint (spec §4) alone: `spec` restores the spec's English sentence on every
   * page, as `VITE_WORDING=spec` does with all the quotes (kept for deployments that already set it).
   */
  complaintRefusal: oneOf('VITE_COMPLAINT_REFUSAL', ['market', 'spec'] as const, 'market'),
  /**
   * `/dragonpayPaymentInstructions` (spec §1): `market` says that Dragonpay, a Philippine service, is not
   * available in the borrower's country and leads to the loan's own ways to pay; `spec` restores the spec's
   * instructions page, a recorded departure (docs/departures.md).
   */
  dragonpay: oneOf('VITE_DRAGONPAY', ['market', 'spec'] as const, 'market'),
  /** spec §7, §9: 60 s. */
  httpTimeoutMs: positiveInteger('VITE_HTTP_TIMEOUT_MS', 60_000),
} as const;
