/**
 * contract §2's `type` and `language`: the borrower's market and the page's language within it, and the one
 * place that reads them. Dependency-free: index.html's inline scripts (src/boot/inline) import it too, so
 * the page's first language is the app's.
 */
export const Market = {
  /** `type=1`: English, ₹. */
  india: 1,
  /** `type=2`, and anything else: Spanish, $ (the default). */
  mexico: 2,
} as const;
export type Market = (typeof Market)[keyof typeof Market];

/** The page's language: Mexico's Spanish, India's English or Hindi. */
export type Locale = 'es' | 'en' | 'hi';
export type Currency = '$' | '₹';

/** A `type` value as the URL or the tab's storage gives it: `1` is India; absent or unknown is Mexico. */
export function parseMarket(raw: string | undefined): Market {
  return raw?.trim() === '1' ? Market.india : Market.mexico;
}

/** The languages each market reads in, its default first (contract §2). */
export const MARKET_LOCALES = {
  [Market.india]: ['en', 'hi'],
  [Market.mexico]: ['es'],
} as const satisfies Record<Market, readonly Locale[]>;

/** The page's language: the `language` the market offers, else the market's default (unsupported: ignored). */
export function marketLocale(market: Market, language?: string): Locale {
  const offered: readonly Locale[] = MARKET_LOCALES[market];
  const wanted = language?.trim().toLowerCase();
  return offered.find((locale) => locale === wanted) ?? offered[0]!;
}

export function marketCurrency(market: Market): Currency {
  return market === Market.india ? '₹' : '$';
}
