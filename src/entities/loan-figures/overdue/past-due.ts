import type { DateInput } from '@/lib/format/date';
import { dueNow, type ScheduleInput } from '../finance/schedule';

/**
 * Whether what is due now is already late: an instalment of the plan is overdue (the server's state, else
 * its date), or, with no plan, the due date has passed. For a page whose data has no status of its own
 * (the repay page).
 */
export function isPastDue(
  plan: readonly ScheduleInput[],
  dueDate: DateInput | undefined,
  now: number | Date = Date.now(),
) {
  const rows = plan.length > 0 ? plan : dueDate !== undefined ? [{ date: dueDate, amount: undefined }] : [];
  return dueNow(rows, now)?.overdue ?? false;
}
