import type { DateInput } from '@/lib/format/date';
import { scheduleRows, type ScheduleInput } from '../finance/schedule';

/**
 * Whether what is due now is already late: an instalment of the plan is overdue (the server's state, else
 * its date), or, with no plan, the due date has passed. For a page whose data has no status of its own
 * (the repay page). Read from each instalment's state, not from what is due now: a plan (or a due date alone)
 * that states no amount is still late once its date has passed.
 */
export function isPastDue(
  plan: readonly ScheduleInput[],
  dueDate: DateInput | undefined,
  now: number | Date = Date.now(),
) {
  const rows = plan.length > 0 ? plan : dueDate !== undefined ? [{ date: dueDate, amount: undefined }] : [];
  return scheduleRows(rows, now).some((row) => row.state === 'overdue');
}
