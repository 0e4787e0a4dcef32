import type { Currency } from '@/lib/session';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * contract §4: money is integer minor units, shown /100 with exactly 2 decimals, `.` for thousands and `,`
 * before the decimals: 123456 -> `$1.234,56`. Anything that is not a finite number shows as `—`.
 */
export function formatMoney(
  minor: number | string | null | undefined,
  currency: Currency | '' = '$',
): string {
  const value = typeof minor === 'string' && minor.trim() !== '' ? Number(minor) : minor;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  const cents = Math.round(value);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = groupThousands(Math.floor(abs / 100).toString());
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${currency}${whole},${fraction}`;
}

/** spec §9: numbers use a dot as the thousands separator (and a comma before decimals). */
export function formatNumber(value: number | string | null | undefined, decimals = 0): string {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return '—';
  const fixed = Math.abs(number).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const sign = number < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `,${fraction}` : ''}`;
}
