/**
 * contract §2's `type`: the borrower's market, and the one place that reads it. Dependency-free: index.html's
 * inline scripts (src/boot/inline) import it too, so the page's first language is the app's.
 */
export const Market = {
  /** `type=1`: English, ₹. */
  india: 1,
  /** `type=2`, and anything else: Spanish, $ (the default). */
  mexico: 2,
} as const;
export type Market = (typeof Market)[keyof typeof Market];

export type Locale = 'es' | 'en';
export type Currency = '$' | '₹';

/** A `type` value as the URL or the tab's storage gives it: `1` is India; absent or unknown is Mexico. */
export function parseMarket(raw: string | undefined): Market {
  return raw?.trim() === '1' ? Market.india : Market.mexico;
}

export function marketLocale(market: Market): Locale {
  return market === Market.india ? 'en' : 'es';
}

export function marketCurrency(market: Market): Currency {
  return market === Market.india ? '₹' : '$';
}
