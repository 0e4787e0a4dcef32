import { useTranslation } from 'react-i18next';
import { usePageData } from '@/lib/router/hooks';
import { Deferred } from '@/components/ui';
import { GrievanceLinks } from '@/entities/lender/grievance';
import { PaymentPendingSlot } from '@/entities/payment/pending';
import { RepaymentSchedule } from '@/entities/loan-figures/schedule-view';
import { isPastDue, OverdueNotice, OverdueSummary } from '@/entities/loan-figures/overdue';
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
import { RepaySummary } from '../components/repay-summary';
import { TotalBreakdown } from '../components/total-breakdown';
import type { OrderQuery } from '../utils/route-query';
import type { load } from './repay.data';
import { useRefreshOnReturn } from '@/lib/router/hooks';
import type { Query } from '@/lib/router/query-cache';

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
        productLogo={detail.productLogo}
        productName={detail.productName}
        lender={detail.lender}
        orderId={order.orderId}
        amountLabel={t('repay.amount')}
        amount={money(detail.repayAmount)}
        dateLabel={t('repay.date')}
        date={dates.dueDate(detail.repayDate)}
      >
        {/* The first screen says what the amount is made of; the spec's folded rows stay below. */}
        <TotalBreakdown rows={detail.detail} total={detail.repayAmount} />
      </RepaySummary>
      <PaymentPendingSlot
        panel={paidPanel}
        orderId={order.orderId}
        owed={detail.repayAmount > 0}
        settled={false}
      />
      <FoldedDetails rows={detail.detail} />
      {detail.repayPlan && detail.repayPlan.length > 0 ? (
        <RepaymentSchedule plan={scheduleFromPlan(detail.repayPlan)} />
      ) : null}
      <ChannelGroups
        groups={detail.repayList}
        // spec §2: a channel chosen on the repay page opens the instructions with requestType=1.
        hrefFor={(channel) =>
          linkTo(paths.repayInstructions, {
            ...order,
            amount: Math.round(detail.repayAmount),
            payCode: channel.payCode,
            requestType: RequestType.Repay,
          })
        }
      />
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
