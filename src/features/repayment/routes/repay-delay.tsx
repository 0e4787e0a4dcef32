import { useId } from 'react';
import { usePageData } from '@/lib/router/hooks';
import { useTranslation } from 'react-i18next';
import { Deferred } from '@/components/ui';
import { GrievanceLinks } from '@/entities/payment/grievance';
import { linkTo, paths } from '@/config/paths';
import { formatDueDate, useMoney } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { RequestType } from '../model/request-type';
import type { DelayDetail, DelayPlanItem } from '../api/get-delay-detail';
import { ChannelGroups } from '../components/channel-groups';
import { FloatingServiceButton } from '../components/floating-service-button';
import { InvalidLink } from '../components/invalid-link';
import { RepaySummary } from '../components/repay-summary';
import type { OrderQuery } from '../utils/route-query';
import type { load } from './repay-delay.data';
import './repay-delay.css';
import { useRefreshOnReturn } from '@/lib/router/hooks';

function DelayPlan({ plan }: { plan: DelayPlanItem[] }) {
  const { t } = useTranslation('repayment');
  const money = useMoney();
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
            <dl className="rows">
              {item.amount !== undefined && item.amount !== null ? (
                <>
                  <dt>{t('delay.planAmount')}</dt>
                  <dd>{money(item.amount)}</dd>
                </>
              ) : null}
              {item.time !== undefined && item.time !== null && item.time !== '' ? (
                <>
                  <dt>{t('delay.planDate')}</dt>
                  <dd>{formatDueDate(item.time)}</dd>
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

function DelayContent({ detail, order }: { detail: DelayDetail; order: OrderQuery }) {
  const { t } = useTranslation('repayment');
  const money = useMoney();
  const { delayInfo } = detail;
  return (
    <>
      <RepaySummary
        productLogo={detail.productLogo}
        productName={detail.productName}
        lender={detail.lender}
        amountLabel={t('delay.amount')}
        amount={money(delayInfo.delayAmount)}
        dateLabel={t('delay.date')}
        date={formatDueDate(delayInfo.delayTime)}
      >
        {delayInfo.reviewer ? <p className="delay-reviewer">{delayInfo.reviewer}</p> : null}
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
  const { order, detail } = usePageData<typeof load>();
  // Back from the bank's app (or any other): the data refreshes quietly.
  useRefreshOnReturn();
  // The floating button below is this page's one-tap customer service; add only the complaint entry.
  const grievance = <GrievanceLinks orderId={order?.orderId} showContact={false} />;
  return (
    <main className="page delay-page">
      <h1 className="page__title">{t('delay.title')}</h1>
      {order && detail ? (
        <Deferred resolve={detail} footer={grievance}>
          {(value) => <DelayContent detail={value} order={order} />}
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
