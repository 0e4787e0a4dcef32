import dayjs, { type Dayjs } from 'dayjs';
import { parseServerDate, type DateInput } from '@/lib/format/date';

export interface ScheduleInput {
  title?: string;
  date: DateInput;
  /** Minor units. */
  amount: number | string | null | undefined;
  /** Only when the data says so; unknown otherwise. */
  paid?: boolean;
  /** When the data says whether it is overdue (a phone's clock can be wrong); from the date otherwise. */
  overdue?: boolean;
}

export type InstalmentState = 'paid' | 'overdue' | 'next' | 'upcoming';

export interface ScheduleRow extends ScheduleInput {
  state: InstalmentState;
  /** Calendar days from today (negative when past), or null without a date. */
  daysFromToday: number | null;
}

/**
 * Orders a repayment plan by date and marks each instalment: paid when the data says so,
 * overdue when the data says so or, when it does not say, when its date has passed and it is not known to
 * be paid, `next` for the first other open instalment, upcoming for the rest. Rows without a date keep
 * their place at the end.
 */
export function scheduleRows(
  plan: readonly ScheduleInput[],
  today: Date | Dayjs = new Date(),
): ScheduleRow[] {
  const start = dayjs(today).startOf('day');
  const dated = plan.map((row, index) => {
    const date = parseServerDate(row.date);
    return { row, index, days: date ? date.startOf('day').diff(start, 'day') : null };
  });
  dated.sort(
    (a, b) =>
      (a.days ?? Number.POSITIVE_INFINITY) - (b.days ?? Number.POSITIVE_INFINITY) || a.index - b.index,
  );
  let nextTaken = false;
  return dated.map(({ row, days }) => {
    let state: InstalmentState;
    if (row.paid === true) state = 'paid';
    else if (row.overdue ?? (days !== null && days < 0)) state = 'overdue';
    else if (!nextTaken) {
      state = 'next';
      nextTaken = true;
    } else state = 'upcoming';
    return { ...row, state, daysFromToday: days };
  });
}
