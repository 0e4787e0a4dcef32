import type { ScheduleInput } from '@/entities/loan-figures/finance/schedule';
import type { RepayPlanItem } from '../api/get-repay-detail';

/**
 * The plan as schedule rows. The server's status wins over the phone's clock: `paid` is paid,
 * `overdue` is overdue, `due` is open and not overdue; without a status the date decides.
 */
export function scheduleFromPlan(plan: readonly RepayPlanItem[]): ScheduleInput[] {
  return plan.map((item) => ({
    title: item.title || undefined,
    date: item.date,
    amount: item.amount,
    paid: item.status === 'paid' ? true : undefined,
    overdue: item.status === 'overdue' ? true : item.status === 'due' ? false : undefined,
  }));
}
