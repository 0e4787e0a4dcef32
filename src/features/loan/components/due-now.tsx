import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FitLine, KeepTogether } from '@/components/ui';
import { dueNow } from '@/entities/loan-figures/finance/schedule';
import { useDates, useMoney } from '@/lib/format';
import type { LoanPlanItem } from '../api/get-loan-details';

/**
 * The top of an open loan: what to pay now and by when, big, then (for instalments) what is left. The
 * figure is the one the repay page asks for and the voucher carries: the overdue instalments, else the next.
 * `children` (Pay) come right under the date, before what is left, on the first screen of a small phone.
 */
export function DueNowCard({ plan, children }: { plan: readonly LoanPlanItem[]; children?: ReactNode }) {
  const { t } = useTranslation('loan-details');
  const money = useMoney();
  const dates = useDates();
  const headingId = useId();
  const due = dueNow(plan, dates.now);
  if (!due) return null;
  const date = dates.dueDate(due.date);
  // One count of days with the date beside it: "Due today" only on the day, else the next payment and when.
  const title = due.overdue
    ? 'details.due.overdueTitle'
    : dates.days(due.date) === 0
      ? 'details.due.todayTitle'
      : 'details.due.title';
  const instalments = plan.length > 1;
  return (
    <section className="card loan-hero loan-due" aria-labelledby={headingId}>
      <h2 id={headingId} className="loan-hero__label">
        {t(title)}
      </h2>
      <FitLine className="loan-hero__amount">{money(due.amount)}</FitLine>
      <p className="loan-due__date">
        <KeepTogether text={t(due.overdue ? 'details.due.wasDue' : 'details.due.by', { date })} />
      </p>
      {children}
      {instalments && due.left.total !== undefined ? (
        <p className="loan-muted loan-due__left">
          {t('details.due.left', { count: due.left.count, total: money(due.left.total) })}
        </p>
      ) : null}
    </section>
  );
}
