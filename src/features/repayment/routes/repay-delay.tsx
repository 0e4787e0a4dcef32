import { useId } from 'react';
import { usePageData } from '@/lib/router/hooks';
import { useTranslation } from 'react-i18next';
import { Deferred, KeepTogether } from '@/components/ui';
import { GrievanceLinks } from '@/entities/lender/grievance';
import { linkTo, paths } from '@/config/paths';
import { ANNUAL_RATE_DECIMALS } from '@/entities/loan-figures/apr';
import { extensionCost } from '@/entities/loan-figures/extension-cost';
import { useDates, useMoney, useNumberFormat } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { useMarket } from '@/lib/session/react';
import { usePageTitle } from '@/lib/page-title';
import { RequestType } from '../model/request-type';
import type { DelayDetail, DelayPlanItem } from '../api/get-delay-detail';
import type { RepayDetail } from '../api/get-repay-detail';
import { ChannelGroups } from '../components/channel-groups';
import { FloatingServiceButton } from '../components/floating-service-button';
import { InvalidLink } from '../components/invalid-link';
import { RepaySummary } from '../components/repay-summary';
import type { OrderQuery } from '../utils/route-query';
import type { load } from './repay-delay.data';
import './repay-delay.css';
import { useRefreshOnReturn } from '@/lib/router/hooks';
import type { Query } from '@/lib/router/query-cache';

function DelayPlan({ plan }: { plan: DelayPlanItem[] }) {
  const { t } = useTranslation('repayment');
  const money = useMoney();
  const dates = useDates();
  const headingId = useId();
  if (plan.length === 0) return null;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="repay-section__title">
        {t('delay.plan')}
      </h2>
      <ol className="delay-plan">
        {plan.map((item, index) => (
          <li key={`${index}-${item.title}`} className="delay-plan__item">
            <p className="delay-plan__title">{item.title}</p>
            {/* A line with its tax says how the two add up, in one line: never two amounts that read as a sum. */}
            {item.amount !== undefined && item.amount !== null && item.taxAmount !== undefined ? (
              <FeeLine amount={item.amount} tax={item.taxAmount} />
            ) : null}
            <dl className="rows">
              {item.amount !== undefined && item.amount !== null && item.taxAmount === undefined ? (
                <>
                  <dt>{t('delay.planAmount')}</dt>
                  <dd>{money(item.amount)}</dd>
                </>
              ) : null}
              {item.time !== undefined && item.time !== null && item.time !== '' ? (
                <>
                  <dt>{t('delay.planDate')}</dt>
                  <dd>{dates.dueDate(item.time)}</dd>
                </>
              ) : null}
            </dl>
            {item.remark ? <p className="delay-plan__remark">{item.remark}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

const sameDay = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.slice(0, 10) === b.slice(0, 10);

/**
 * What is due on the new date: the plan's line dated that day (the fee's line is dated today), else what
 * the repay page asks for now, which the extension moves unchanged. Undefined when neither states it.
 */
function dueThen(detail: DelayDetail, current: RepayDetail | null): number | undefined {
  const line = detail.repayPlan.find(
    (item) => sameDay(item.time, detail.delayInfo.delayTime) && typeof item.amount === 'number',
  );
  return line?.amount ?? current?.repayAmount ?? undefined;
}

/**
 * India's APR counts the fee with its GST. Mexico's CAT is sin IVA, so it is named only when the server
 * stated the fee's IVA; otherwise the rate counts the whole fee and says that, not a tax it was not told.
 */
const costKey = (market: Market, taxExcluded: boolean) =>
  market === Market.india ? 'delay.costApr' : taxExcluded ? 'delay.costCat' : 'delay.costWholeFee';

/**
 * contract §7: a fee with the tax the server states on it (Mexico's IVA, India's GST), as one sum in one
 * line ("comisión $150.00 + IVA $24.00 = $174.00"): the amount includes the tax.
 */
function FeeLine({ amount, tax }: { amount: number; tax: number }) {
  const { t } = useTranslation('repayment');
  const money = useMoney();
  const market = useMarket();
  return (
    <p className="delay-tax">
      <KeepTogether
        text={t(market === Market.india ? 'delay.feeWithGst' : 'delay.feeWithIva', {
          fee: money(amount - tax),
          tax: money(tax),
          total: money(amount),
        })}
      />
    </p>
  );
}

/**
 * What the extension is, in the borrower's words: what today's payment is for, that it does not reduce
 * what is owed, what is due on the new date and, where the figures allow it, what the postponement costs in
 * a year's terms, worked out as the loan's own rate is (India's APR, Mexico's CAT sin IVA). Without the
 * current due date or the amount that moves, no rate is stated: never an invented one.
 */
function ExtensionTerms({ detail, current }: { detail: DelayDetail; current: RepayDetail | null }) {
  const { t } = useTranslation('repayment');
  const money = useMoney();
  const { percent } = useNumberFormat();
  const dates = useDates();
  const market = useMarket();
  const { delayInfo } = detail;
  const date = dates.dueDate(delayInfo.delayTime);
  const then = dueThen(detail, current);
  const cost = current
    ? extensionCost({
        market,
        moved: then,
        fee: delayInfo.delayAmount,
        feeTax: delayInfo.taxAmount,
        from: current.repayDate,
        to: delayInfo.delayTime,
      })
    : null;
  return (
    <div className="delay-terms">
      <p>{t('delay.paidToday')}</p>
      <p className="delay-terms__owed">{t('delay.notReduced')}</p>
      {then !== undefined ? <p>{t('delay.dueThen', { date, amount: money(then) })}</p> : null}
      {cost?.kind === 'rate' ? (
        <p className="delay-terms__cost">
          {t(costKey(market, cost.taxExcluded), {
            count: cost.days,
            percent: percent(cost.percent, ANNUAL_RATE_DECIMALS[market]),
          })}
        </p>
      ) : null}
    </div>
  );
}

interface DelayContentProps {
  detail: DelayDetail;
  order: OrderQuery;
  current: Query<RepayDetail | null>;
}

function DelayContent({ detail, order, current }: DelayContentProps) {
  const { t } = useTranslation('repayment');
  const money = useMoney();
  const dates = useDates();
  const { delayInfo } = detail;
  return (
    <>
      <RepaySummary
        productLogo={detail.productLogo}
        productName={detail.productName}
        lender={detail.lender}
        orderId={order.orderId}
        amountLabel={t('delay.amount')}
        amount={money(delayInfo.delayAmount)}
        dateLabel={t('delay.date')}
        date={dates.dueDate(delayInfo.delayTime)}
      >
        {delayInfo.taxAmount !== undefined ? (
          <FeeLine amount={delayInfo.delayAmount} tax={delayInfo.taxAmount} />
        ) : null}
        {delayInfo.reviewer ? <p className="delay-reviewer">{delayInfo.reviewer}</p> : null}
        {/* Settled before the page shows (alongWith): this renders with the rest, never after it. */}
        <Deferred resolve={current} fallback={null} renderError={() => null}>
          {(value) => <ExtensionTerms detail={detail} current={value} />}
        </Deferred>
      </RepaySummary>
      {detail.note ? <p className="repay-notice">{detail.note}</p> : null}
      <DelayPlan plan={detail.repayPlan} />
      <ChannelGroups
        groups={detail.repayList}
        // spec §2: a channel chosen on the extension page opens the instructions with requestType=2,
        // for the extension amount.
        hrefFor={(channel) =>
          linkTo(paths.repayInstructions, {
            ...order,
            amount: Math.round(delayInfo.delayAmount),
            payCode: channel.payCode,
            requestType: RequestType.Delay,
          })
        }
      />
      {detail.noticeMsg ? <p className="repay-notice">{detail.noticeMsg}</p> : null}
    </>
  );
}

export default function RepayDelayPage() {
  const { t } = useTranslation('repayment');
  usePageTitle(t('delay.title'));
  const { order, detail, current } = usePageData<typeof load>();
  // Back from the bank's app (or any other): the data refreshes quietly.
  useRefreshOnReturn();
  // The floating button below is this page's one-tap customer service; add only the complaint entry.
  const grievance = <GrievanceLinks orderId={order?.orderId} showContact={false} />;
  return (
    <main className="page delay-page">
      <h1 className="page__title">{t('delay.title')}</h1>
      {order && detail && current ? (
        <Deferred resolve={detail} alongWith={current} footer={grievance}>
          {(value) => <DelayContent detail={value} order={order} current={current} />}
        </Deferred>
      ) : (
        <>
          <InvalidLink />
          {grievance}
        </>
      )}
      <FloatingServiceButton
        to={paths.customerService}
        label={t('delay.customerService')}
        hint={t('delay.customerServiceHint')}
      />
    </main>
  );
}
