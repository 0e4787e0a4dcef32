import { useMemo } from 'react';
import type { SessionState } from '@/lib/session/session-store';
import { useMarket, useSession } from '@/lib/session/react';
import {
  daysFromToday,
  formatDate,
  formatDateTime,
  formatDueDate,
  formatScreenDate,
  formatScreenDateTime,
  relativeDay,
  type DateInput,
} from './date-text';
import { useFiguresNow } from './figures-clock';

export interface DateFormats {
  /** `9 dic 2026`: documents, and dates read away from today. */
  date: (value: DateInput) => string;
  /** `9 dic 2026, 4:08 p.m.` */
  dateTime: (value: DateInput) => string;
  /** `9 dic` on a screen (the year when it is not this one). */
  screenDate: (value: DateInput) => string;
  /** `9 dic, 4:08 p.m.` on a screen. */
  screenDateTime: (value: DateInput) => string;
  /** `9 dic (mañana)`: a due date on a screen. */
  dueDate: (value: DateInput) => string;
  /** `mañana`, `in 3 days`, or '' beyond a week. */
  relative: (value: DateInput) => string;
  /** Calendar days from today to the value's day on the lender's calendar (−1 yesterday); null if no date. */
  days: (value: DateInput) => number | null;
  /** The moment "today" is read at: the page's figures' `asOf` (FiguresClock); undefined: now. */
  now: number | undefined;
}

const selectLocale = (state: SessionState) => state.locale;

/**
 * The date formatters bound to the session: its market's lender's zone, and the page's language (India's
 * Hindi pages write `9 दिसंबर`, `शाम 4:08`), so a switch of language re-renders the dates with the words.
 * "Today" is the day of the page's figures (FiguresClock), else the lender's today.
 */
export function useDates(): DateFormats {
  const market = useMarket();
  const locale = useSession(selectLocale);
  const now = useFiguresNow();
  return useMemo(
    () => ({
      date: (value) => formatDate(value, { market, locale, now }),
      dateTime: (value) => formatDateTime(value, { market, locale, now }),
      screenDate: (value) => formatScreenDate(value, { market, locale, now }),
      screenDateTime: (value) => formatScreenDateTime(value, { market, locale, now }),
      dueDate: (value) => formatDueDate(value, { market, locale, now }),
      relative: (value) => relativeDay(value, { market, locale, now }),
      days: (value) => daysFromToday(value, { market, now }),
      now,
    }),
    [market, locale, now],
  );
}
