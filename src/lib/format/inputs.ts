/** spec §5: generic inputs. Each takes whatever was typed or pasted and returns the kept value. */

export const PHONE_MAX_DIGITS = 11;
export const CARD_MAX_DIGITS = 19;

export function digitsOnly(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** Phone: digits only, at most 11, shown 3-4-4 (`138 1234 5678`). */
export function phoneInput(raw: string): { value: string; display: string } {
  const value = digitsOnly(raw).slice(0, PHONE_MAX_DIGITS);
  const display = [value.slice(0, 3), value.slice(3, 7), value.slice(7)].filter(Boolean).join(' ');
  return { value, display };
}

/** Bank card: digits only, grouped in fours. */
export function cardInput(raw: string): { value: string; display: string } {
  const value = digitsOnly(raw).slice(0, CARD_MAX_DIGITS);
  return { value, display: value.replace(/(\d{4})(?=\d)/g, '$1 ') };
}

/** Number: digits only. */
export function numberInput(raw: string): string {
  return digitsOnly(raw);
}

/** Caps free text at `max` characters, counted as the user sees them (emoji count once). */
export function capText(raw: string, max: number): string {
  const chars = Array.from(raw);
  return chars.length > max ? chars.slice(0, max).join('') : raw;
}

export function textLength(raw: string): number {
  return Array.from(raw).length;
}
