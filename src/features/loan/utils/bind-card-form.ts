import { digitsOnly } from '@/lib/format';

/** Card numbers are 12 to 19 digits (CLABE and debit cards included). */
export const CARD_MIN_DIGITS = 12;
export const NAME_MAX_LENGTH = 60;

export interface BindCardValues {
  bankName: string;
  holderName: string;
  /** digits only */
  cardNo: string;
}

export type BindCardField = keyof BindCardValues;
export type BindCardErrors = Partial<Record<BindCardField, 'required' | 'invalid'>>;

// Letters (any script), spaces, dots, apostrophes and hyphens.
const HOLDER_NAME = /^[\p{L}][\p{L}\p{M} .'-]*$/u;

/** Field checks, in the form's order. The messages live in the locale as `bindCard.errors.<field>.<kind>`. */
export function validateBindCard(values: BindCardValues): BindCardErrors {
  const errors: BindCardErrors = {};
  const bankName = values.bankName.trim();
  if (!bankName) errors.bankName = 'required';
  else if (bankName.length < 2) errors.bankName = 'invalid';
  const holderName = values.holderName.trim();
  if (!holderName) errors.holderName = 'required';
  else if (holderName.length < 2 || !HOLDER_NAME.test(holderName)) errors.holderName = 'invalid';
  const cardNo = digitsOnly(values.cardNo);
  if (!cardNo) errors.cardNo = 'required';
  else if (cardNo.length < CARD_MIN_DIGITS) errors.cardNo = 'invalid';
  return errors;
}
