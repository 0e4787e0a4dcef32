import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { appLoanCost, type CostInput } from '@/entities/loan-figures/apr';
import { formatDate, useNumberFormat } from '@/lib/format';
import type { KeyFacts } from '@/entities/loan-figures/key-facts-schema';
import { useMarket } from '@/lib/session/react';
import type { RepayPlan } from '../api/get-loan-confirm';
import './loan-cost-summary.css';

export interface LoanCostProps {
  /** What reaches the borrower: the lender's netDisbursed, else the response's amount (spec §2, §3). */
  received: number;
  plans: RepayPlan[];
  /** The server's date (the response's `Date` header); undefined: the app states no rate of its own. */
  start: Date | undefined;
  keyFacts?: Partial<KeyFacts> | null;
}

/**
 * The cost figures the summary shows (null when it shows none); the cooling-off notice quotes the rate. The
 * same computation as the statement's (`appLoanCost`): RBI's APR in India, Banxico's CAT sin IVA in Mexico.
 */
export function useLoanCost({ received, plans, start, keyFacts }: LoanCostProps) {
  const market = useMarket();
  const input: CostInput = {
    market,
    start,
    received,
    plan: plans.map((plan) => ({ amount: plan.amount, date: plan.pay_time })),
    keyFacts,
  };
  return appLoanCost(input);
}

/** The plan's total in minor units, when every amount is an integer (no server date needed for a sum). */
function planTotal(plans: RepayPlan[]): number | null {
  const amounts = plans.map((plan) => plan.amount);
  if (!amounts.length || !amounts.every((amount): amount is number => Number.isSafeInteger(amount)))
    return null;
  return amounts.reduce((sum, amount) => sum + amount, 0);
}

/**
 * The cost of the loan before signing, from the plan shown — total to repay, total cost and the
 * annualised rate (CAT in Spanish, APR in English: the texts differ by locale, the figures do not).
 * Nothing shows when the plan is incomplete or inconsistent. Without a server date and without the
 * lender's own rate, the totals show and the rate row says why it is not there.
 */
export function LoanCostSummary({
  lenderApr,
  statedAmount,
  ...props
}: LoanCostProps & {
  /** The lender's own APR/CAT (contract §7 `apr`, `aprDate`): shown instead of the app's. */
  lenderApr?: { percent: number; date?: string };
  /** The amount the page already states above: the received row is left out when it is the same figure. */
  statedAmount?: number;
}) {
  const { t } = useTranslation('loan-confirm');
  const { money, percent: formatPercent } = useNumberFormat();
  const titleId = useId();
  const cost = useLoanCost(props);
  const total = planTotal(props.plans);
  const noDate = !props.start && !lenderApr;
  // Without a server date the sums still hold; only the rate needs a date to count from.
  const totalsOnly = !props.start && total !== null && total >= props.received;
  if (!cost && !totalsOnly) return null;
  const totalRepay = cost?.totalRepay ?? total!;
  const percent = lenderApr?.percent ?? cost?.percent;
  const calculatedOn = lenderApr ? lenderApr.date : cost?.calculatedOn;
  const note = lenderApr
    ? 'confirm.cost.rateNoteLender'
    : noDate
      ? 'confirm.cost.rateNoServerDate'
      : 'confirm.cost.rateNote';
  return (
    <section className="card loan-cost" aria-labelledby={titleId}>
      <h2 id={titleId} className="loan-section-title">
        {t('confirm.cost.title')}
      </h2>
      <dl className="rows">
        {statedAmount === props.received ? null : (
          <>
            <dt>{t('confirm.cost.received')}</dt>
            <dd>{money(props.received)}</dd>
          </>
        )}
        <dt>{t('confirm.cost.totalRepay')}</dt>
        <dd>{money(totalRepay)}</dd>
        <dt>{t('confirm.cost.totalCost')}</dt>
        <dd>{money(totalRepay - props.received)}</dd>
        <dt>{t('confirm.cost.rate')}</dt>
        {percent !== undefined ? <dd className="loan-cost__rate">{formatPercent(percent, 2)}</dd> : null}
        <dd className="loan-cost__note">{t(note)}</dd>
        {!lenderApr && cost?.ivaSplit === 'assumed' ? (
          <dd className="loan-cost__note">{t('confirm.cost.rateIvaAssumed')}</dd>
        ) : null}
        {calculatedOn ? (
          <>
            <dt>{t('confirm.cost.calculatedOn')}</dt>
            <dd>{formatDate(calculatedOn)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
