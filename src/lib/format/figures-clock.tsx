import { createContext, useContext, type ReactNode } from 'react';
import type { DateInput } from './date-text';
import { serverMoment } from './lender-wall';

const FiguresMoment = createContext<number | undefined>(undefined);

/**
 * contract §11, one clock: a loan's counts (days late, "x days ago", "in x days", which instalment is
 * overdue) are read from the day its figures were worked out (`asOf`), so that a page never says "overdue by
 * 3 days" beside "4 days ago" when the lender's midnight falls between the server's answer and the phone's
 * render. Without `asOf`, the clock (read on the lender's calendar all the same).
 */
export function FiguresClock({ asOf, children }: { asOf: DateInput; children: ReactNode }) {
  return <FiguresMoment value={serverMoment(asOf)}>{children}</FiguresMoment>;
}

/** The moment a page counts days from: its figures' `asOf` (FiguresClock); undefined: the clock's now. */
export function useFiguresNow(): number | undefined {
  return useContext(FiguresMoment);
}
