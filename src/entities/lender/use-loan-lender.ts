import { useEffect, useSyncExternalStore } from 'react';
import { useLenderProfile } from '@/lib/session/lender-profile';
import {
  lenderNotes,
  noteLoanLender,
  onLenderNoted,
  resolveLoanLender,
  type LoanLender,
} from './loan-lender';
import { profileLender } from './profile-lender';
import type { OfferLender } from './schema';

export interface LoanLenderInput {
  /** The answer's own `lender` (contract §10), when it names one. */
  lender?: OfferLender;
  /** The loan's order: a lender named by one of its answers stands on its other pages. */
  orderId?: string;
  /** A lender's name the answer gives otherwise (the contract's `company`), before the profile's. */
  fallbackName?: string;
}

/**
 * The lender of this loan (loan-lender.ts): every page, document and payment instruction of a loan asks
 * here, so they all name the same company. A lender the answer names is noted for the order's next pages.
 */
export function useLoanLender(input: LoanLenderInput = {}): LoanLender {
  const profile = useLenderProfile();
  const { lender, orderId } = input;
  useEffect(() => noteLoanLender(orderId, lender), [orderId, lender]);
  // Drawn again when another part of the page notes the loan's lender (its answer named it).
  useSyncExternalStore(onLenderNoted, lenderNotes, lenderNotes);
  return resolveLoanLender(input, profileLender(profile));
}
