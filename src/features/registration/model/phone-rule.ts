import { Market } from '@/lib/session';

/**
 * The registration phone rule of each market. Both markets' mobiles are 10 digits (India's start with 6-9);
 * the spec's pattern "as coded" (`1[3-9]\d{9}`, spec §5) is a Chinese mobile's and refuses every borrower,
 * so it is kept only behind `VITE_REGISTRATION_RULES=spec` (a recorded departure, docs/departures.md).
 */
export interface PhoneRule {
  /** Which texts describe the rule (hint and error). */
  texts: 'mexico' | 'india' | 'spec';
  /** The field's cap in characters: room for the forms people paste (`+52 55 1234 5678`, `0091-98765-43210`). */
  maxLength: number;
  /** What the field keeps of what was typed or pasted. */
  keep: (raw: string) => string;
  /** The number the field holds, as it is checked and sent: the national digits alone. */
  number: (kept: string) => string;
  isValid: (number: string) => boolean;
}

export type RegistrationRules = 'market' | 'spec';

/** A national mobile number: 10 digits in both markets. */
export const NATIONAL_DIGITS = 10;
/**
 * The field's cap in characters: generous, so that a number pasted with its prefix and separators
 * (`+52 1 (55) 1234-5678`, `0091 98765 - 43210`) is never cut; the digits decide validity.
 */
export const PHONE_INPUT_MAX = 30;
/** spec §5, §9: the spec's pattern and cap. */
export const SPEC_PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const SPEC_PHONE_MAX = 11;

const COUNTRY_CODE: Record<Market, string> = { [Market.india]: '91', [Market.mexico]: '52' };
/**
 * India's mobiles start with 6-9. Mexico's 10-digit numbers start with an area code, and no area code
 * starts with 0 or 1: a number typed with its trunk `0` or the old mobile `1` and a digit short is refused
 * rather than read as another number.
 */
const NATIONAL_PATTERN: Record<Market, RegExp> = {
  [Market.india]: /^[6-9]\d{9}$/,
  [Market.mexico]: /^[2-9]\d{9}$/,
};

const digitsOnly = (raw: string) => raw.replace(/\D/g, '');

/** Drops the trunk `0` (both markets) or Mexico's old mobile `1` in front of a national number. */
function dropTrunk(digits: string, market: Market): string {
  const long = digits.length === NATIONAL_DIGITS + 1;
  return long && (digits.startsWith('0') || (market === 2 && digits.startsWith('1')))
    ? digits.slice(1)
    : digits;
}

/**
 * The national number in what a borrower typed or pasted, for `market`. Separators go (spaces, dashes,
 * dots, brackets). A number written internationally (`+52`, `+91`, `0052`, `0091`) loses the market's
 * country code; another country's code keeps its `+`, so it is never valid. Without the `+`, the country
 * code (`52`, `91`) goes only when 10 digits follow it, so a Mexican number that starts with 52 stays
 * whole. Then the trunk `0` (and Mexico's old mobile `1` after `+52`) goes.
 */
export function nationalNumber(raw: string, market: Market): string {
  let digits = digitsOnly(raw);
  const code = COUNTRY_CODE[market];
  const dialled00 = digits.startsWith('00') && digits.length > NATIONAL_DIGITS + 2;
  if (raw.trim().startsWith('+') || dialled00) {
    if (dialled00) digits = digits.slice(2);
    if (!digits.startsWith(code)) return `+${digits}`;
    return dropTrunk(digits.slice(code.length), market);
  }
  if (digits.startsWith(code) && digits.length > NATIONAL_DIGITS + 1) {
    const rest = dropTrunk(digits.slice(code.length), market);
    if (rest.length === NATIONAL_DIGITS) return rest;
  }
  return digits.startsWith('0') ? dropTrunk(digits, market) : digits;
}

/** Digits and the separators people type or paste (`+`, spaces, dashes, dots, brackets), capped. */
const keepPhoneText = (raw: string) => raw.replace(/[^\d+\s().-]/g, '').slice(0, PHONE_INPUT_MAX);

export function phoneRule(market: Market, rules: RegistrationRules): PhoneRule {
  if (rules === 'spec') {
    return {
      texts: 'spec',
      maxLength: SPEC_PHONE_MAX,
      // spec §5: digits only, at most 11.
      keep: (raw) => digitsOnly(raw).slice(0, SPEC_PHONE_MAX),
      number: (kept) => kept,
      isValid: (number) => SPEC_PHONE_PATTERN.test(number),
    };
  }
  const pattern = NATIONAL_PATTERN[market];
  return {
    texts: market === Market.india ? 'india' : 'mexico',
    maxLength: PHONE_INPUT_MAX,
    keep: keepPhoneText,
    number: (kept) => nationalNumber(kept, market),
    isValid: (number) => pattern.test(number),
  };
}
