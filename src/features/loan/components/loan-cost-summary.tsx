import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { loanCost } from '@/lib/finance/loan-cost';
import { formatDate, useNumberFormat } from '@/lib/format';
import { Market } from '@/lib/session';
import { useMarket } from '@/lib/session/react';
import type { RepayPlan } from '../api/get-loan-confirm';
import './loan-cost-summary.css';

/** A rate of 1e20 % or more means the data is wrong. */
const MAX_PERCENT = 1e20;

/** spec §9: IVA is 16 % on interest plus commission; Mexico's CAT is stated "sin IVA". */
const MX_IVA_ON_COST = 0.16;

/** The cost figures the summary shows (null when it shows none); the cooling-off notice quotes the rate. */
export function useLoanCost(received: number, plans: RepayPlan[], today: Date) {
  const market = useMarket();
  const cost = loanCost({
    received,
    plan: plans.map((plan) => ({ amount: plan.amount, payDate: plan.pay_time })),
    today,
    // The APR (India) counts every charge; the CAT (Mexico) leaves the IVA out.
    taxOnCost: market === Market.india ? 0 : MX_IVA_ON_COST,
  });
  const percent = cost ? cost.annualRate * 100 : Number.NaN;
  return cost && Number.isFinite(percent) && percent < MAX_PERCENT ? { ...cost, percent } : null;
}

/**
 * The cost of the loan before signing, from the plan shown — total to repay, total cost and the
 * annualised rate (CAT in Spanish, APR in English: the texts differ by locale, the figures do not).
 * The CAT leaves the 16 % IVA out of the cost (spec §9), the APR keeps every charge.
 * `received` is the confirm response's `amount`, the disbursal amount the page shows (spec §2, §3: the
 * response has no separate received amount). Nothing shows when the plan is incomplete or inconsistent.
 */
export function LoanCostSummary({
  received,
  plans,
  today = new Date(),
  lenderApr,
}: {
  received: number;
  plans: RepayPlan[];
  today?: Date;
  /** The lender's own APR/CAT (contract §7 `apr`, `aprDate`): shown instead of the app's. */
  lenderApr?: { percent: number; date?: string };
}) {
  const { t } = useTranslation('loan-confirm');
  const { money, percent: formatPercent } = useNumberFormat();
  const titleId = useId();
  const cost = useLoanCost(received, plans, today);
  if (!cost) return null;
  const percent = lenderApr?.percent ?? cost.percent;
  const calculatedOn = lenderApr ? lenderApr.date : cost.calculatedOn;
  return (
    <section className="card loan-cost" aria-labelledby={titleId}>
      <h2 id={titleId} className="loan-section-title">
        {t('confirm.cost.title')}
      </h2>
      <dl className="rows">
        <dt>{t('confirm.cost.received')}</dt>
        <dd>{money(received)}</dd>
        <dt>{t('confirm.cost.totalRepay')}</dt>
        <dd>{money(cost.totalRepay)}</dd>
        <dt>{t('confirm.cost.totalCost')}</dt>
        <dd>{money(cost.totalCost)}</dd>
        <dt>{t('confirm.cost.rate')}</dt>
        <dd className="loan-cost__rate">{formatPercent(percent, 2)}</dd>
        <dd className="loan-cost__note">
          {t(lenderApr ? 'confirm.cost.rateNoteLender' : 'confirm.cost.rateNote')}
        </dd>
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
