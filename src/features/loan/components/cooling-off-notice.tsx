import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '@/lib/format';
import { tenorDays } from '@/entities/loan-figures/tenor';
import type { KeyFacts } from '@/entities/loan-figures/key-facts-schema';
import type { OfferLender } from '@/entities/lender';
import type { RepayPlan } from '../api/get-loan-confirm';
import { coolingOffDays } from '../model/cooling-off';
import { ExitPath } from './exit-path';
import { useLoanCost } from './offer-summary';
import { Market } from '@/lib/session';
import { useMarket } from '@/lib/session/react';

/**
 * The tenor in days: the term the page states or the days to the plan's last payment, whichever is
 * longer where they disagree (the borrower's side).
 */
function tenorOf(periods: number, termUnit: string | undefined, plans: RepayPlan[], start: Date | undefined) {
  return tenorDays(
    periods,
    termUnit,
    start,
    plans.map((plan) => plan.pay_time),
  );
}

/**
 * Loan confirmation: beside the cost of credit, the cooling-off period in days (RBI rule from
 * the tenor, or the lender's longer period), what exiting costs and how to exit. Mexico: only configured.
 */
export function CoolingOffNotice({
  periods,
  termUnit,
  principal,
  received,
  plans,
  start,
  keyFacts,
  lender,
}: {
  periods: number;
  termUnit?: string;
  /** The amount lent (the sanctioned amount), India's exit amount. */
  principal: number;
  /** What reached the account, Mexico's exit amount. */
  received: number;
  plans: RepayPlan[];
  /** The server's date; without it the tenor is the stated term and no rate is quoted. */
  start: Date | undefined;
  keyFacts?: Partial<KeyFacts> | null;
  /** The offer's own lender (contract §10): the exit path calls its support line. */
  lender?: OfferLender;
}) {
  const { t } = useTranslation('loan-confirm');
  const { money, percent } = useNumberFormat();
  const titleId = useId();
  const cost = useLoanCost({ received, plans, start, keyFacts });
  const market = useMarket();
  const days = coolingOffDays(market, tenorOf(periods, termUnit, plans, start));
  if (days === null) return null;
  // The exit amount as COOLING_OFF_EXIT defines it: India's principal, Mexico's amount received.
  const amount = money(market === Market.india ? principal : received);
  return (
    <section className="card cooling-off" aria-labelledby={titleId}>
      <h2 id={titleId} className="loan-section-title">
        {t('confirm.coolingOff.title')}
      </h2>
      <p className="cooling-off__period">{t('confirm.coolingOff.period', { count: days })}</p>
      <p>
        {cost
          ? t('confirm.coolingOff.costWithRate', { amount, rate: percent(cost.percent, 2) })
          : t('confirm.coolingOff.cost', { amount })}
      </p>
      <p>{t('confirm.coolingOff.how')}</p>
      <ExitPath lender={lender} callLabel={(phone) => t('confirm.coolingOff.call', { phone })} />
    </section>
  );
}
