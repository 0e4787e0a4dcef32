import { useMemo, type ReactNode } from 'react';
import { HelpContactContext } from '@/components/ui/error-view';
import { isPlatformLender } from '@/entities/lender/loan-lender';
import { useLoanLender } from '@/entities/lender/use-loan-lender';
import { useLenderProfile } from '@/lib/session/lender-profile';
import { useRouteQuery } from '@/lib/session/react';

/**
 * The help channels of the loan the page is about (its `orderId`, or the contract's `orderNo`): its own
 * lender's support, as the loan's answers named it (contract §10), for every error view and help line
 * below; the profile's where the page names no loan or its loan is the profile lender's. (Only the support
 * line: the rest of the lender's identity, entities/lender/identity.ts, stays off every page's first load.)
 */
export function LoanHelpContact({ children }: { children: ReactNode }) {
  const query = useRouteQuery();
  const profile = useLenderProfile();
  const lender = useLoanLender({ orderId: query.orderId || query.orderNo });
  const { phone, email } = isPlatformLender(lender, profile) ? profile.support : (lender.support ?? {});
  const value = useMemo(() => ({ phone, email }), [phone, email]);
  return <HelpContactContext.Provider value={value}>{children}</HelpContactContext.Provider>;
}
