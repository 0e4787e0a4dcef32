import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { HelpContactContext } from '@/components/ui/error-view';
import {
  isPlatformLender,
  lenderNotes,
  onLenderNoted,
  readNote,
  recordOf,
  text,
  texts,
} from '@/entities/lender/lender-note';
import { useLenderProfile } from '@/lib/session/lender-profile';
import { useRouteQuery } from '@/lib/session/react';

/** Of a noted lender (loan-lender.ts), what the help channels need: its names and its support. */
function notedSupport(value: unknown) {
  const record = recordOf(value);
  const legalName = text(record?.legalName);
  return legalName
    ? {
        legalName,
        brandName: text(record?.brandName),
        fromLoan: true,
        support: texts(record?.support, ['phone', 'email'] as const),
      }
    : undefined;
}

/**
 * The help channels of the loan the page is about (its `orderId`, or the contract's `orderNo`): its own
 * lender's support, as the loan's answers named it (contract §10) and noted for its order, for every error
 * view and help line below; the profile's where the page names no loan or its loan is the profile lender's.
 * Only the note's names and support are read here: the rest of the lender's identity
 * (entities/lender/loan-lender.ts, identity.ts) stays off the static pages' first load.
 */
export function LoanHelpContact({ children }: { children: ReactNode }) {
  const query = useRouteQuery();
  const profile = useLenderProfile();
  // Drawn again when a part of the page notes the loan's lender (its answer named it).
  useSyncExternalStore(onLenderNoted, lenderNotes, lenderNotes);
  const lender = readNote(query.orderId || query.orderNo, notedSupport);
  const { phone, email } = isPlatformLender(lender, profile) ? profile.support : (lender?.support ?? {});
  const value = useMemo(() => ({ phone, email }), [phone, email]);
  return <HelpContactContext.Provider value={value}>{children}</HelpContactContext.Provider>;
}
