import { env } from '@/config/env';
import { Market, type Currency } from '@/lib/session/market';

/**
 * contract §4: numbers as each market writes them, through `Intl.NumberFormat`: Mexico (`type=2`) `es-MX`,
 * `$1,234.56`; India (`type=1`) `en-IN`, `₹1,23,456.78` (lakh grouping comes from Intl itself).
 * `VITE_NUMBER_FORMAT=spec` restores the spec's literal format (`$1.234,56`), a recorded departure (docs/departures.md).
 */
export type NumberFormatSetting = 'market' | 'spec';

const MARKETS = {
  [Market.india]: { locale: 'en-IN', currency: 'INR' },
  [Market.mexico]: { locale: 'es-MX', currency: 'MXN' },
} as const satisfies Record<Market, { locale: string; currency: string }>;

const NO_VALUE = '—';

export const marketOfCurrency = (currency: Currency): Market =>
  currency === '₹' ? Market.india : Market.mexico;

/** The locale a market writes its numbers in (`es-MX`, `en-IN`). */
export const numberLocale = (market: Market): string => MARKETS[market].locale;

// Building a formatter costs far more than using one: each locale and option set is built once.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(
  market: Market,
  style: 'currency' | 'decimal' | 'percent',
  decimals: number,
): Intl.NumberFormat {
  const key = `${market}|${style}|${decimals}`;
  let cached = formatters.get(key);
  if (!cached) {
    const { locale, currency } = MARKETS[market];
    cached = new Intl.NumberFormat(locale, {
      style,
      ...(style === 'currency' ? { currency, currencyDisplay: 'narrowSymbol' } : {}),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * Builds the market's money format before its first use. The first formatter of a locale loads that
 * locale's data, one of the longest steps of a data page's first render on a slow phone; start-up calls this
 * while the framework is still arriving and the processor has nothing else to do.
 */
export function prepareNumberFormats(market: Market, setting: NumberFormatSetting = env.numberFormat): void {
  if (setting !== 'spec') formatter(market, 'currency', 2);
}

function toNumber(value: number | string | null | undefined): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** A value that rounds to zero at `decimals` shows without a sign (`-0.001` is `0.00`, not `-0.00`). */
function roundsToZero(value: number, decimals: number): boolean {
  return Math.abs(value) < 0.5 / 10 ** decimals;
}

function groupWithDots(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** spec §9: the spec's literal format, `.` for thousands and `,` before decimals. */
function specNumber(value: number, decimals: number): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const sign = value < 0 && !roundsToZero(value, decimals) ? '-' : '';
  return `${sign}${groupWithDots(whole)}${fraction ? `,${fraction}` : ''}`;
}

/**
 * contract §4: money is integer minor units, shown /100 with exactly 2 decimals in the market's way:
 * `$1,234.56` (Mexico), `₹1,23,456.78` (India); the sign is exactly the session's `$` or `₹`. Anything that
 * is not a finite number shows as `—`.
 */
export function formatMoney(
  minor: number | string | null | undefined,
  currency: Currency = '$',
  setting: NumberFormatSetting = env.numberFormat,
): string {
  const value = toNumber(minor);
  if (value === undefined) return NO_VALUE;
  // Whole minor units, split before any division: the cents are never a binary fraction.
  const cents = Math.round(value) || 0;
  const negative = cents < 0;
  const abs = Math.abs(cents);
  let whole: number | bigint;
  let fraction: number;
  if (Number.isSafeInteger(abs)) {
    fraction = abs % 100;
    whole = (abs - fraction) / 100;
  } else {
    const big = BigInt(abs);
    fraction = Number(big % 100n);
    whole = big / 100n;
  }
  const fractionText = String(fraction).padStart(2, '0');
  if (setting === 'spec') {
    return `${negative ? '-' : ''}${currency}${groupWithDots(whole.toString())},${fractionText}`;
  }
  // Intl places the minus sign and the symbol; a negative amount under 1 is drawn as -1 with its digits put back.
  const shown = !negative ? whole : typeof whole === 'bigint' ? -whole : -(whole || 1);
  return formatter(marketOfCurrency(currency), 'currency', 2)
    .formatToParts(shown)
    .map((part) => {
      if (part.type === 'currency') return currency;
      if (part.type === 'fraction') return fractionText;
      if (part.type === 'integer' && whole === 0) return '0';
      return part.value;
    })
    .join('');
}

/** Counts and plain numbers, with exactly `decimals` decimals, as the market writes them (`1,23,456` in India). */
export function formatNumber(
  value: number | string | null | undefined,
  decimals = 0,
  market: Market = Market.mexico,
  setting: NumberFormatSetting = env.numberFormat,
): string {
  const number = toNumber(value);
  if (number === undefined) return NO_VALUE;
  if (setting === 'spec') return specNumber(number, decimals);
  return formatter(market, 'decimal', decimals).format(roundsToZero(number, decimals) ? 0 : number);
}

/**
 * A percentage, given in percent (`18` is 18 %), with exactly `decimals` decimals, as the market writes it
 * (`2,281.87%` in `es-MX` and `en-IN`). The spec's format writes `2.281,87 %`.
 */
export function formatPercent(
  percent: number | string | null | undefined,
  decimals = 2,
  market: Market = Market.mexico,
  setting: NumberFormatSetting = env.numberFormat,
): string {
  const number = toNumber(percent);
  if (number === undefined) return NO_VALUE;
  if (setting === 'spec') return `${specNumber(number, decimals)}\u00a0%`;
  return formatter(market, 'percent', decimals).format(roundsToZero(number, decimals) ? 0 : number / 100);
}
