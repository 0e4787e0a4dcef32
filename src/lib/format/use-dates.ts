import { useMemo } from 'react';
import { useMarket } from '@/lib/session/react';
import {
  formatDate,
  formatDateTime,
  formatDueDate,
  formatScreenDate,
  formatScreenDateTime,
  relativeDay,
  type DateInput,
} from './date-text';

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
}

/** The date formatters bound to the session's market: its language and its lender's zone. */
export function useDates(): DateFormats {
  const market = useMarket();
  return useMemo(
    () => ({
      date: (value) => formatDate(value, { market }),
      dateTime: (value) => formatDateTime(value, { market }),
      screenDate: (value) => formatScreenDate(value, { market }),
      screenDateTime: (value) => formatScreenDateTime(value, { market }),
      dueDate: (value) => formatDueDate(value, { market }),
      relative: (value) => relativeDay(value, { market }),
    }),
    [market],
  );
}
