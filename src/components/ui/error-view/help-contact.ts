import { createContext, useContext } from 'react';

/** How a borrower reaches the lender of the loan a page is about; absent parts are not offered. */
export interface HelpContact {
  phone?: string;
  email?: string;
}

/**
 * The help channels of the page's loan (contract §10: a partner lender's loan names its own support, never
 * the platform's). Undefined outside any loan: the market profile's support line stands.
 */
export const HelpContactContext = createContext<HelpContact | undefined>(undefined);

export const useHelpContact = () => useContext(HelpContactContext);
