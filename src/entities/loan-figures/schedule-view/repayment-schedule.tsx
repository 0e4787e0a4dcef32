import { useTranslation } from 'react-i18next';
import { scheduleRows, type ScheduleInput } from '@/entities/loan-figures/finance/schedule';
import { KeepTogether } from '@/components/ui';
import { useDates, useMoney } from '@/lib/format';
import './repayment-schedule.css';

const STATE_ICON = { paid: '\u2713', overdue: '!', next: '\u2192', upcoming: '\u00b7' } as const;

/**
 * The repayment plan as a readable schedule: date, amount and state of each instalment, the
 * next one highlighted and overdue ones marked — in words and an icon, not by colour alone.
 */
export function RepaymentSchedule({
  plan,
  today,
  title,
}: {
  plan: readonly ScheduleInput[];
  /** Now, for the tests: the clock when left out. */
  today?: Date | number;
  title?: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const dates = useDates();
  const rows = scheduleRows(plan, today ?? dates.now);
  if (rows.length === 0) return null;
  return (
    <section className="schedule card" aria-labelledby="schedule-title">
      <h2 id="schedule-title" className="schedule__title">
        {title ?? t('schedule.title')}
      </h2>
      <ol className="schedule__list">
        {rows.map((row, index) => (
          <li key={`${String(row.date)}-${index}`} className={`schedule__row schedule__row--${row.state}`}>
            <span className="schedule__icon" aria-hidden="true">
              {STATE_ICON[row.state]}
            </span>
            <span className="schedule__when">
              {/* The instalment to pay now says how far off it is ("mañana"); the others, their date. */}
              <span className="schedule__date">
                <KeepTogether
                  text={
                    row.state === 'next' || row.state === 'overdue'
                      ? dates.dueDate(row.date)
                      : dates.screenDate(row.date)
                  }
                />
              </span>
              {row.title ? <span className="schedule__label">{row.title}</span> : null}
            </span>
            <span className="schedule__figures">
              <span className="schedule__amount">{money(row.amount)}</span>
              <span className="schedule__state">{t(`schedule.state.${row.state}`)}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
