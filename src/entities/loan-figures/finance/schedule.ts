import { lenderToday, parseServerDate, type DateInput } from '@/lib/format/date';

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
  /** Calendar days from the lender's today (negative when past), or null without a date. */
  daysFromToday: number | null;
}

/**
 * Orders a repayment plan by date and marks each instalment: paid when the data says so,
 * overdue when the data says so or, when it does not say, when its date has passed and it is not known to
 * be paid, `next` for the first other open instalment, upcoming for the rest. Rows without a date keep
 * their place at the end. Days are the lender's calendar days at `now` (contract §11), whatever the
 * phone's zone.
 */
export function scheduleRows(plan: readonly ScheduleInput[], now: number | Date = Date.now()): ScheduleRow[] {
  const start = lenderToday(now);
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

export interface DueNow {
  /** What to pay now, minor units: every overdue instalment, else the next one. */
  amount: number;
  /** The date of the earliest of them. */
  date: DateInput;
  overdue: boolean;
  /** Every instalment not known to be paid (the ones due now included): how many, and their total when each states one. */
  left: { count: number; total?: number };
}

const minorOf = (value: ScheduleInput['amount']): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined;
};

/**
 * What is due now, read from the plan as the repay page's server reads it: the overdue instalments together
 * (what clears the arrears), else the next open one. Null when the plan states no amount for them: the page
 * then says nothing rather than guess.
 */
export function dueNow(plan: readonly ScheduleInput[], now: number | Date = Date.now()): DueNow | null {
  const rows = scheduleRows(plan, now);
  const open = rows.filter((row) => row.state !== 'paid');
  const overdue = open.filter((row) => row.state === 'overdue');
  const due = overdue.length > 0 ? overdue : open.filter((row) => row.state === 'next');
  const amounts = due.map((row) => minorOf(row.amount));
  const left = open.map((row) => minorOf(row.amount));
  if (due.length === 0 || amounts.some((value) => value === undefined)) return null;
  const sum = (values: (number | undefined)[]) =>
    values.reduce<number>((total, value) => total + (value ?? 0), 0);
  return {
    amount: sum(amounts),
    date: due[0]!.date,
    overdue: overdue.length > 0,
    left: { count: open.length, total: left.some((value) => value === undefined) ? undefined : sum(left) },
  };
}
