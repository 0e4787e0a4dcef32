import { readStored, writeStored } from '@/lib/storage';
import { readIdentity } from './identity-fields';
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

const noteKey = (orderId: string) => `loan-lender:${orderId}`;
/**
 * A noted lender read back from storage, checked as OfferLenderSchema reads an answer's (a legal name, the
 * rest optional text, its identity through the same reader). Checked by hand rather than with the schema: every page names the lender, and this
 * module is on the first load of the static pages, which carry no validator (scripts/build/chunk-groups.ts).
 */
function parseLender(value: unknown): OfferLender | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const text = (field: unknown) => (typeof field === 'string' && field.trim() ? field.trim() : undefined);
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

/**
 * Who reads the notes: a part of a page drawn before the loan's answer named its lender (a footer outside
 * the answer's view) is drawn again once it has, so the page names one lender throughout.
 */
const listeners = new Set<() => void>();
let notes = 0;

export function onLenderNoted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever a note changes (useSyncExternalStore's snapshot). */
export const lenderNotes = () => notes;

/** Notes the lender a loan's answer names, for the loan's other pages (no order or no lender: nothing). */
export function noteLoanLender(orderId: string | undefined, lender: OfferLender | undefined): void {
  const order = orderId?.trim();
  if (!order || !lender) return;
  const before = notedLoanLender(order);
  if (before && sameLender(before, lender)) return;
  writeStored(noteKey(order), lender, 'tab');
  notes += 1;
  for (const listener of listeners) listener();
}

/** The lender noted for an order by an earlier answer of the same loan, if any. */
export function notedLoanLender(orderId: string | undefined): OfferLender | undefined {
  const order = orderId?.trim();
  return order ? readStored(noteKey(order), parseLender, 'tab') : undefined;
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

/** A name as a borrower compares it: case, accents, punctuation and spacing set aside. */
export function normalName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/**
 * Whether two names are the same company. A payee's account name may be the lender's legal name cut short by
 * the bank ("Financiera Ejemplo del Norte SA de CV") or its brand: either reads as the lender's own account.
 */
export function namesSameCompany(
  payee: string,
  lender: Pick<OfferLender, 'legalName' | 'brandName'>,
): boolean {
  const name = normalName(payee);
  if (!name) return true;
  const legal = normalName(lender.legalName);
  const brand = lender.brandName ? normalName(lender.brandName) : '';
  // "S.A. de C.V." and "SA de CV" read alike once spacing and dots are set aside.
  return name === legal || name === brand || (name.length >= 8 && legal.startsWith(name));
}

/**
 * Whether a loan's lender is the market profile's (the platform's own): the loan names none, or names the
 * profile's company. Its identity is then the profile's; any other is a partner's.
 */
export const isPlatformLender = (
  lender: LoanLender | undefined,
  profile: Pick<OfferLender, 'legalName' | 'brandName'>,
) => !lender?.fromLoan || namesSameCompany(lender.legalName, profile);

/** Both read from JSON-shaped data by the same readers: equal text means the same lender, identity and all. */
const sameLender = (a: OfferLender, b: OfferLender): boolean => JSON.stringify(a) === JSON.stringify(b);
