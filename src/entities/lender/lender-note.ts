import { readStored } from '@/lib/storage';

/**
 * The lender a loan's answer named, noted for its order in this tab's storage (loan-lender.ts writes it),
 * and the little every page needs of it: the help channels of every error view (app/loan-help-contact.tsx).
 * No validator and no identity reader here: this module is on the static pages' first load, and the
 * loan's full identity (identity-fields.ts, loan-lender.ts) rides with the data pages' transport.
 */
export function noteKey(orderId: string): string {
  return `loan-lender:${orderId}`;
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function recordOf(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** An object of the optional texts named, without the absent ones; undefined when none is there. */
export function texts<K extends string>(
  value: unknown,
  keys: readonly K[],
): Partial<Record<K, string>> | undefined {
  const record = recordOf(value);
  if (!record) return undefined;
  const found: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const field = text(record[key]);
    if (field) found[key] = field;
  }
  return Object.keys(found).length ? found : undefined;
}

/** The note of an order read through `parse` (no order: nothing). */
export function readNote<T>(orderId: string | undefined, parse: (value: unknown) => T | undefined) {
  const order = orderId?.trim();
  return order ? readStored(noteKey(order), parse, 'tab') : undefined;
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
export function lenderNotes(): number {
  return notes;
}

/** Tells the readers a note changed. */
export function announceNote(): void {
  notes += 1;
  for (const listener of listeners) listener();
}

/** A name as a borrower compares it: case, accents, punctuation and spacing set aside. */
export function normalName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

interface Names {
  legalName: string;
  brandName?: string;
}

/**
 * Whether two names are the same company. A payee's account name may be the lender's legal name cut short by
 * the bank ("Financiera Ejemplo del Norte SA de CV") or its brand: either reads as the lender's own account.
 */
export function namesSameCompany(payee: string, lender: Names): boolean {
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
export function isPlatformLender(
  lender: (Names & { fromLoan: boolean }) | undefined,
  profile: Names,
): boolean {
  return !lender?.fromLoan || namesSameCompany(lender.legalName, profile);
}
