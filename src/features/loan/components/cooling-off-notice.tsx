import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '@/lib/format';
import type { RepayPlan } from '../api/get-loan-confirm';
import { coolingOffDays, daysBetween } from '../model/cooling-off';
import { ExitPath, useCoolingOffMarket, useSupportPhone } from './exit-path';
import { useLoanCost } from './loan-cost-summary';

/** The tenor in days: the term the page states, else the days to the plan's last payment. */
function tenorOf(periods: number, plans: RepayPlan[], today: Date): number | null {
  if (Number.isFinite(periods) && periods > 0) return periods;
  const last = plans.at(-1)?.pay_time;
  return last === undefined ? null : daysBetween(today.valueOf(), last);
}

/**
 * Issue 19, loan confirmation: beside the cost of credit, the cooling-off period in days (RBI rule from
 * the tenor, or the lender's longer period), what exiting costs and how to exit. Mexico: only configured.
 */
export function CoolingOffNotice({
  periods,
  received,
  plans,
  today = new Date(),
}: {
  periods: number;
  received: number;
  plans: RepayPlan[];
  today?: Date;
}) {
  const { t } = useTranslation('loan-confirm');
  const { money, percent } = useNumberFormat();
  const titleId = useId();
  const cost = useLoanCost(received, plans, today);
  const phone = useSupportPhone();
  const days = coolingOffDays(useCoolingOffMarket(), tenorOf(periods, plans, today));
  if (days === null) return null;
  return (
    <section className="card cooling-off" aria-labelledby={titleId}>
      <h2 id={titleId} className="loan-section-title">
        {t('confirm.coolingOff.title')}
      </h2>
      <p className="cooling-off__period">{t('confirm.coolingOff.period', { count: days })}</p>
      <p>
        {cost
          ? t('confirm.coolingOff.costWithRate', {
              amount: money(received),
              rate: percent(cost.percent, 2),
            })
          : t('confirm.coolingOff.cost', { amount: money(received) })}
      </p>
      <p>{t('confirm.coolingOff.how')}</p>
      <ExitPath callLabel={t('confirm.coolingOff.call', { phone })} />
    </section>
  );
}
