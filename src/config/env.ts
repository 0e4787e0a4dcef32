import * as v from 'valibot';

/** Environment, validated once at start-up (contract §5). Everything else reads `env`, never `import.meta.env`. */
const optionalText = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.transform((value) => value.trim() || fallback),
  );

const EnvSchema = v.object({
  VITE_API_BASE_URL: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value.trim().replace(/\/+$/, '')),
  ),
  VITE_WEALTH_BASE_PATH: optionalText('/wealth'),
  VITE_DEMO_API: v.optional(v.string(), 'false'),
  VITE_BRAND_PRIMARY: optionalText('#0a7d4f'),
  VITE_BRAND_SECONDARY: optionalText('#f5a623'),
  VITE_SERVICE_PHONE: optionalText('800 000 0000'),
  VITE_APP_SCHEME: optionalText('cashloan://'),
  VITE_APP_STORE_URL: optionalText('https://play.google.com/store/apps/details?id=com.example.cashloan'),
  VITE_NATIVE_BRIDGE: v.pipe(
    optionalText('AndroidBridge'),
    v.regex(/^[A-Za-z_$][\w$]*$/, 'VITE_NATIVE_BRIDGE must be an identifier'),
  ),
  VITE_PRIVACY_URL: optionalText('https://example.com/privacy'),
  VITE_HTTP_TIMEOUT_MS: v.pipe(
    v.optional(v.string(), '60000'),
    v.transform(Number),
    v.number(),
    v.integer(),
    v.minValue(1),
  ),
});

// `import.meta.env` is absent when Node runs this file directly (the demo HTTP server); defaults apply.
const parsed = v.parse(EnvSchema, import.meta.env ?? {});

export const env = {
  apiBaseUrl: parsed.VITE_API_BASE_URL,
  wealthBasePath: parsed.VITE_WEALTH_BASE_PATH.startsWith('/')
    ? parsed.VITE_WEALTH_BASE_PATH
    : `/${parsed.VITE_WEALTH_BASE_PATH}`,
  demoApi: parsed.VITE_DEMO_API === 'true',
  brandPrimary: parsed.VITE_BRAND_PRIMARY,
  brandSecondary: parsed.VITE_BRAND_SECONDARY,
  servicePhone: parsed.VITE_SERVICE_PHONE,
  appScheme: parsed.VITE_APP_SCHEME,
  appStoreUrl: parsed.VITE_APP_STORE_URL,
  nativeBridge: parsed.VITE_NATIVE_BRIDGE,
  privacyUrl: parsed.VITE_PRIVACY_URL,
  /** spec §7, §9: 60 s. */
  httpTimeoutMs: parsed.VITE_HTTP_TIMEOUT_MS,
} as const;
