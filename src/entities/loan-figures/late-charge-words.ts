import type { TFunction } from 'i18next';
import type { LateChargeFigure } from './loan-terms';

/**
 * A late charge as every page words it: the offers, the product page, the KFS and carátula, the contract,
 * loan details and the overdue block all state it the same way, so that one charge never reads as two
 * figures ("3.56 % sobre el pago vencido, por cada día de atraso" beside "3.56 % anual").
 *
 * A rate is a percentage a year (contract §10), whatever period the lender charges it by; it is always
 * followed by its unit ("anual", "per annum", "प्रति वर्ष") and its basis. A daily figure may follow,
 * worked out from the same number (÷ 365) and said so: never a second figure of its own.
 */
export interface LateChargeTerms {
  name?: string;
  /** Percent a year. */
  rate?: number;
  /** A fixed charge, in minor units. */
  amount?: number;
  /** What it is charged on, in the lender's words (or the page's, for Mexico's moratorio rate). */
  basis?: string;
  /** Follow the annual rate with its daily figure (rate ÷ 365). */
  withDaily?: boolean;
}

export interface LateChargeFormat {
  money: (minor: number) => string;
  /** The market's percent formatter (`percent(3.56, 2)` → `3.56%`). */
  percent: (value: number, decimals: number) => string;
}

/** The texts live in `common` (src/lib/i18n/locales): every page that states a late charge has them. */
const key = (name: string) => `common:lateCharge.${name}`;

/** One late charge, in the page's language: "Interés moratorio: 3.56% anual sobre el pago vencido". */
export function lateChargeText(charge: LateChargeTerms, t: TFunction, format: LateChargeFormat): string {
  const parts: string[] = [];
  if (charge.rate !== undefined) parts.push(t(key('annual'), { rate: format.percent(charge.rate, 2) }));
  if (charge.amount !== undefined) parts.push(format.money(charge.amount));
  let value = parts.join(', ');
  if (charge.basis) value = value ? t(key('withBasis'), { value, basis: charge.basis }) : charge.basis;
  if (charge.withDaily && charge.rate !== undefined)
    value = t(key('withDaily'), { value, daily: format.percent(charge.rate / 365, 4) });
  if (!charge.name) return value;
  return value ? t(key('named'), { name: charge.name, value }) : charge.name;
}

/**
 * Mexico's moratorio rate as a late charge: the lender's annual rate on the overdue payment; the spec's
 * reference penalty a day is stated as its annual figure (× 365), the daily one after it.
 */
export function moratorioTerms(figure: LateChargeFigure, t: TFunction): LateChargeTerms {
  const basis = t(key('overduePayment'));
  return figure.per === 'day'
    ? { rate: figure.percent * 365, basis, withDaily: true }
    : { rate: figure.percent, basis };
}
