import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageData } from '@/lib/router/hooks';
import { Deferred } from '@/components/ui';
import { useLoanLender } from '@/entities/lender';
import { GrievanceLinks } from '@/entities/lender/grievance';
import { PaymentPendingSlot } from '@/entities/payment/pending';
import { RepaymentSchedule } from '@/entities/loan-figures/schedule-view';
import { isPastDue, OverdueNotice, OverdueSummary } from '@/entities/loan-figures/overdue';
import { splitByTotal } from '@/entities/loan-figures/total-parts';
import type { PaymentPendingPanelType } from '@/entities/payment/pending/load';
import { linkTo, paths } from '@/config/paths';
import { FiguresClock, useDates, useMoney } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { scheduleFromPlan } from '../model/repay-plan';
import { RequestType } from '../model/request-type';
import type { RepayDetail } from '../api/get-repay-detail';
import { ChannelGroups } from '../components/channel-groups';
import { FoldedDetails } from '../components/folded-details';
import { InvalidLink } from '../components/invalid-link';
import { AmountParts, PayChoice, type PayScope } from '../components/pay-choice';
import { RepaySummary } from '../components/repay-summary';
import type { OrderQuery } from '../utils/route-query';
import type { load } from './repay.data';
import { useRefreshOnReturn } from '@/lib/router/hooks';
import type { Query } from '@/lib/router/query-cache';

/** Without the lender's figure for paying the whole loan (contract §12): how to ask for it, never a guess. */
function AskForPayoff({ detail, orderId }: { detail: RepayDetail; orderId: string }) {
  const { t } = useTranslation('repayment');
  const lender = useLoanLender({ lender: detail.lender, orderId });
  return (
    <p className="repay-ask-payoff">
      {t('repay.payoff.ask', { lender: lender.legalName })}{' '}
      <Link to={linkTo(paths.customerService)}>{t('repay.payoff.askLink')}</Link>
    </p>
  );
}

interface RepayContentProps {
  detail: RepayDetail;
  order: OrderQuery;
  paidPanel: Query<PaymentPendingPanelType | null>;
}

/** One clock (contract §11): every count on the page is read from the day of the overdue figures. */
function RepayContent(props: RepayContentProps) {
  return (
    <FiguresClock asOf={props.detail.overdue?.asOf}>
      <RepayFigures {...props} />
    </FiguresClock>
  );
}

function RepayFigures({ detail, order, paidPanel }: RepayContentProps) {
  const { t } = useTranslation('repayment');
  const money = useMoney();
  const dates = useDates();
  const [scope, setScope] = useState<PayScope>('due');
  const due = detail.repayAmount;
  // The server's rows in two boxes, each of one scope: what this payment is made of (the rows that add up
  // to it) under its amount, and the rest, the loan's, in the spec's folded list.
  const { parts, rest } = splitByTotal(detail.detail, due, money);
  // contract §12: the whole loan today, beside what is due now, when the lender sent it and it differs.
  const payoff = detail.payoff && detail.payoff.amount !== due ? detail.payoff : undefined;
  const chosen = scope === 'loan' && payoff ? payoff : undefined;
  return (
    <>
      {/* contract §11: an overdue loan leads with what settles it today; without those figures, the page
          says the amount may not include late charges. */}
      {detail.overdue ? (
        <OverdueSummary overdue={detail.overdue} />
      ) : isPastDue(scheduleFromPlan(detail.repayPlan ?? []), detail.repayDate, dates.now) ? (
        <OverdueNotice card />
      ) : null}
      <RepaySummary
        title={payoff ? undefined : t('repay.thisPayment')}
        productLogo={detail.productLogo}
        productName={detail.productName}
        lender={detail.lender}
        orderId={order.orderId}
        amountLabel={t('repay.amount')}
        amount={money(due)}
        dateLabel={t('repay.date')}
        date={dates.dueDate(detail.repayDate)}
        choice={
          // An overdue lead above states the amount and its date already: said once.
          !payoff && detail.overdue ? null : payoff ? (
            <PayChoice
              due={due}
              dueDate={dates.screenDate(detail.repayDate)}
              payoff={payoff}
              scope={scope}
              onChange={setScope}
            />
          ) : undefined
        }
      >
        {detail.payoff && !payoff ? <p className="repay-settles">{t('repay.payoff.settles')}</p> : null}
        {chosen ? (
          <AmountParts
            title={t('repay.payoff.includes')}
            parts={chosen.parts}
            asOf={chosen.asOf}
            validUntil={chosen.validUntil}
          />
        ) : // An overdue lead above already says what its amount includes.
        parts && !detail.overdue ? (
          <AmountParts title={t('repay.includes')} parts={parts} />
        ) : null}
      </RepaySummary>
      <PaymentPendingSlot
        panel={paidPanel}
        orderId={order.orderId}
        owed={detail.repayAmount > 0}
        settled={false}
      />
      <ChannelGroups
        groups={detail.repayList}
        // A channel's listed reference is for the amount due: paying the whole loan gets its own on /carpmm.
        showCodes={!chosen}
        // spec §2: a channel chosen on the repay page opens the instructions with requestType=1.
        hrefFor={(channel) =>
          linkTo(paths.repayInstructions, {
            ...order,
            amount: Math.round(chosen?.amount ?? due),
            payCode: channel.payCode,
            requestType: RequestType.Repay,
          })
        }
      />
      <FoldedDetails rows={rest}>
        {detail.payoff || due <= 0 ? null : <AskForPayoff detail={detail} orderId={order.orderId} />}
      </FoldedDetails>
      {detail.repayPlan && detail.repayPlan.length > 0 ? (
        <RepaymentSchedule plan={scheduleFromPlan(detail.repayPlan)} />
      ) : null}
      {detail.noticeMsg ? <p className="repay-notice">{detail.noticeMsg}</p> : null}
    </>
  );
}

export default function RepayPage() {
  const { t } = useTranslation('repayment');
  usePageTitle(t('repay.title'));
  const { order, detail, paidPanel } = usePageData<typeof load>();
  // Back from the bank's app (or any other): the data refreshes quietly.
  useRefreshOnReturn();
  const grievance = <GrievanceLinks orderId={order?.orderId} />;
  return (
    <main className="page">
      <h1 className="page__title">{t('repay.title')}</h1>
      {order && detail ? (
        <Deferred resolve={detail} alongWith={paidPanel} footer={grievance}>
          {(value) => <RepayContent detail={value} order={order} paidPanel={paidPanel} />}
        </Deferred>
      ) : (
        <>
          <InvalidLink />
          {grievance}
        </>
      )}
    </main>
  );
}
