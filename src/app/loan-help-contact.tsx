import { useMemo, type ReactNode } from 'react';
import { HelpContactContext } from '@/components/ui/error-view';
import { useLoanIdentity, useSupportContact } from '@/entities/lender/identity';
import { useRouteQuery } from '@/lib/session/react';

/**
 * The help channels of the loan the page is about (its `orderId`, or the contract's `orderNo`): its own
 * lender's support, as the loan's answers named it (contract §10), for every error view and help line
 * below; the profile's where the page names no loan or its loan is the profile lender's.
 */
export function LoanHelpContact({ children }: { children: ReactNode }) {
  const query = useRouteQuery();
  const identity = useLoanIdentity({ orderId: query.orderId || query.orderNo });
  const { phone, email } = useSupportContact(identity);
  const value = useMemo(() => ({ phone, email }), [phone, email]);
  return <HelpContactContext.Provider value={value}>{children}</HelpContactContext.Provider>;
}
