import { KeepTogether } from '@/components/ui';
import { useTranslation } from 'react-i18next';
import { useDates, useMoney } from '@/lib/format';
import type { RepayPlan } from '../api/get-loan-confirm';

/** spec §3: the confirm page's repayment plan (title, description, amount, pay_time). */
export function RepayPlanList({ plans }: { plans: RepayPlan[] }) {
  const { t } = useTranslation('loan-confirm');
  const money = useMoney();
  const dates = useDates();
  return (
    <ol className="plan-list">
      {plans.map((plan, index) => (
        <li key={`${index}-${plan.title}`} className="plan-list__item">
          <div className="plan-list__head">
            <span className="plan-list__title">{plan.title || t('confirm.planItem', { n: index + 1 })}</span>
            <span className="plan-list__amount">{money(plan.amount)}</span>
          </div>
          {plan.description ? <p className="loan-muted">{plan.description}</p> : null}
          {plan.pay_time !== undefined ? (
            <p className="loan-muted">
              <KeepTogether text={t('confirm.payTime', { date: dates.dueDate(plan.pay_time) })} />
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
