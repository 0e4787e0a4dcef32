import { writeStored } from '@/lib/storage';
import { readIdentity } from './identity-fields';
import { announceNote, noteKey, readNote, text } from './lender-note';
import type { OfferLender } from './schema';

/**
 * contract §10, "A loan's own lender": a loan's pages, documents, vouchers and payment instructions name the
 * lender from that loan's data; the market profile's lender stands only where the loan names none.
 *
 * Not every answer of a loan carries `lender` (a voucher may not, while the repay detail that led to it did),
 * so the lender one answer names is noted for its order in this tab's storage (a reload keeps it), and the
 * loan's later pages read it from there: the payment instructions never fall back to the profile for a loan
 * whose lender is known.
 */
export interface LoanLender extends OfferLender {
  /** Whether the loan's own data named it (false: the market profile's lender stands in). */
  fromLoan: boolean;
}

export { isPlatformLender, lenderNotes, namesSameCompany, normalName, onLenderNoted } from './lender-note';

/**
 * A noted lender read back from storage, checked as OfferLenderSchema reads an answer's (a legal name, the
 * rest optional text, its identity through the same reader). Checked by hand rather than with the schema: the
 * data path reads it before the transport's validator is needed (a repayment's kept voucher).
 */
function parseLender(value: unknown): OfferLender | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const legalName = text(record.legalName);
  if (!legalName) return undefined;
  const lender: OfferLender = { legalName };
  for (const key of ['brandName', 'registration', 'website'] as const) {
    const field = text(record[key]);
    if (field) lender[key] = field;
  }
  return { ...lender, ...readIdentity(record) };
}

/** Notes the lender a loan's answer names, for the loan's other pages (no order or no lender: nothing). */
export function noteLoanLender(orderId: string | undefined, lender: OfferLender | undefined): void {
  const order = orderId?.trim();
  if (!order || !lender) return;
  const before = notedLoanLender(order);
  if (before && sameLender(before, lender)) return;
  writeStored(noteKey(order), lender, 'tab');
  announceNote();
}

/** The lender noted for an order by an earlier answer of the same loan, if any. */
export function notedLoanLender(orderId: string | undefined): OfferLender | undefined {
  return readNote(orderId, parseLender);
}

/**
 * The lender of a loan: the answer's own `lender`, else the lender's name it gives otherwise (`fallbackName`:
 * the contract's `company`), else the lender the loan's other answers named, else the market profile's.
 */
export function resolveLoanLender(
  input: { lender?: OfferLender; orderId?: string; fallbackName?: string },
  profile: OfferLender,
): LoanLender {
  if (input.lender) return { ...input.lender, fromLoan: true };
  const named = input.fallbackName?.trim();
  if (named) return { legalName: named, fromLoan: true };
  const noted = notedLoanLender(input.orderId);
  if (noted) return { ...noted, fromLoan: true };
  return { ...profile, fromLoan: false };
}

/** Both read from JSON-shaped data by the same readers: equal text means the same lender, identity and all. */
const sameLender = (a: OfferLender, b: OfferLender): boolean => JSON.stringify(a) === JSON.stringify(b);
