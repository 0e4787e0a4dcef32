import { Fragment, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FitLine, KeepTogether } from '@/components/ui';
import { ANNUAL_RATE_DECIMALS, appLoanCost, type CostInput } from '@/entities/loan-figures/apr';
import type { KeyFacts } from '@/entities/loan-figures/key-facts-schema';
import { offerSummary, type OfferCharge, type OfferSummary } from '@/entities/loan-figures/offer-summary';
import { useDates, useNumberFormat, type DateFormats } from '@/lib/format';
import { useMarket } from '@/lib/session/react';
import type { LoanConfirm, RepayPlan } from '../api/get-loan-confirm';
import { calculationDate } from '../model/statement-input';
import './offer-summary.css';

export interface LoanCostProps {
  /** What reaches the borrower: the lender's netDisbursed, else the response's amount (spec §2, §3). */
  received: number;
  plans: RepayPlan[];
  /** The server's date (the response's `Date` header); undefined: the app states no rate of its own. */
  start: Date | undefined;
  keyFacts?: Partial<KeyFacts> | null;
}

/**
 * The app's own cost of the loan and its rate: the same computation as the statement's (`appLoanCost`),
 * RBI's APR in India, Banxico's CAT sin IVA in Mexico. The cooling-off notice quotes it too.
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

/** The offer's summary (what arrives, the plan, the charges), as the page and its Apply state it. */
export function useOfferSummary(offer: LoanConfirm): OfferSummary {
  return useMemo(
    () =>
      offerSummary({
        amount: offer.amount,
        plan: offer.repay_plans.map((plan) => ({ date: plan.pay_time, amount: plan.amount })),
        firstPayTime: offer.firstPayTime,
        keyFacts: offer.keyFacts,
      }),
    [offer],
  );
}

type Formats = ReturnType<typeof useNumberFormat>;
type T = ReturnType<typeof useTranslation<'loan-confirm'>>['t'];

/** When the money goes back: one payment's date, or how many, how much each and from when. */
function whenText(summary: OfferSummary, t: T, money: Formats['money'], dates: DateFormats): string | null {
  const payments = summary.payments;
  if (!payments?.first) return null;
  // On a screen: the year only when it is not this one, "mañana" / "in 3 days" beside a date this week.
  const date = dates.dueDate(payments.first);
  if (payments.count === 0) return t('confirm.summary.firstPay', { date });
  if (payments.count === 1) return t('confirm.summary.single', { date });
  if (payments.each !== undefined)
    return t('confirm.summary.equal', { count: payments.count, amount: money(payments.each), date });
  if (payments.groups.length === 0) return t('confirm.summary.firstPay', { date });
  const amounts = payments.groups
    .map((group) => t('confirm.summary.group', { count: group.count, amount: money(group.amount) }))
    .join(', ');
  return t('confirm.summary.uneven', { count: payments.count, date, amounts });
}

function chargeRow(charge: OfferCharge, t: T, money: Formats['money']): [string, string] {
  const name =
    charge.kind === 'interest'
      ? t(charge.taxIncluded ? 'confirm.cost.interestTaxIncluded' : 'confirm.cost.interest')
      : (charge.name ?? '');
  const amount = charge.tax
    ? t('confirm.cost.withTax', { amount: money(charge.amount), tax: money(charge.tax) })
    : money(charge.amount);
  return [name, charge.recurring ? t('confirm.cost.recurring', { amount }) : amount];
}

/**
 * The confirmation's first screen (360 × 640, no scrolling): what arrives, what is repaid in total and
 * when, and what it costs: each charge by the lender's name with its tax, the total cost and the APR/CAT
 * beside them. The lender's own APR/CAT when it states one, else the app's, said so in one sentence.
 */
export function OfferSummaryView({ offer, summary }: { offer: LoanConfirm; summary: OfferSummary }) {
  const { t } = useTranslation('loan-confirm');
  const { money, percent } = useNumberFormat();
  const market = useMarket();
  const dates = useDates();
  const heroId = useId();
  const costId = useId();
  const start = calculationDate(offer);
  const cost = useLoanCost({
    received: summary.received,
    plans: offer.repay_plans,
    start,
    keyFacts: offer.keyFacts,
  });
  const when = whenText(summary, t, money, dates);
  const lenderApr = offer.keyFacts?.apr;
  const lenderDate = offer.keyFacts?.aprDate;
  // Without a server date the sums still hold; only the rate needs a date to count from.
  const showCost = summary.totalCost !== undefined && (cost !== null || !start || lenderApr !== undefined);
  const rate = lenderApr ?? cost?.percent;
  const note =
    lenderApr !== undefined
      ? lenderDate
        ? t('confirm.cost.rateNoteLender', { date: dates.date(lenderDate) })
        : t('confirm.cost.rateNoteLenderNoDate')
      : cost
        ? t('confirm.cost.rateNote', { date: dates.date(cost.calculatedOn) })
        : t('confirm.cost.rateNoServerDate');
  return (
    <>
      <section className="card loan-hero" aria-labelledby={heroId}>
        <h2 id={heroId} className="loan-hero__label">
          {t('confirm.summary.received')}
        </h2>
        <FitLine className="loan-hero__amount">{money(summary.received)}</FitLine>
        {summary.deducted !== undefined && summary.sanctioned !== undefined ? (
          <p className="loan-muted">
            <KeepTogether
              text={t('confirm.summary.deducted', {
                sanctioned: money(summary.sanctioned),
                deducted: money(summary.deducted),
              })}
            />
          </p>
        ) : offer.amountDec ? (
          <p className="loan-muted">{offer.amountDec}</p>
        ) : null}
        {summary.totalRepay !== undefined || when ? (
          <dl className="rows offer-repay">
            {summary.totalRepay !== undefined ? (
              <>
                <dt>{t('confirm.summary.totalRepay')}</dt>
                <dd className="offer-repay__total">{money(summary.totalRepay)}</dd>
              </>
            ) : null}
            {when ? (
              <>
                <dt>{t('confirm.summary.when')}</dt>
                <dd>
                  <KeepTogether text={when} />
                </dd>
              </>
            ) : null}
          </dl>
        ) : null}
      </section>

      {showCost ? (
        <section className="card loan-cost" aria-labelledby={costId}>
          <h2 id={costId} className="loan-section-title">
            {t('confirm.cost.title')}
          </h2>
          <dl className="rows">
            {(summary.charges ?? []).map((charge, index) => {
              const [name, value] = chargeRow(charge, t, money);
              return (
                <Fragment key={`${index}-${name}`}>
                  <dt>{name}</dt>
                  <dd>
                    <KeepTogether text={value} />
                  </dd>
                </Fragment>
              );
            })}
            <dt>{t('confirm.cost.totalCost')}</dt>
            <dd>{money(summary.totalCost)}</dd>
            <dt>{t('confirm.cost.rate')}</dt>
            {rate !== undefined ? (
              <dd className="loan-cost__rate">{percent(rate, ANNUAL_RATE_DECIMALS[market])}</dd>
            ) : null}
            <dd className="loan-cost__note">{note}</dd>
            {lenderApr === undefined && cost?.ivaSplit === 'assumed' ? (
              <dd className="loan-cost__note">{t('confirm.cost.rateIvaAssumed')}</dd>
            ) : null}
          </dl>
          {summary.charges === undefined ? (
            <p className="loan-cost__note">{t('confirm.cost.notItemised')}</p>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
