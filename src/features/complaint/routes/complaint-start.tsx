import { useEffect, useRef, useState } from 'react';
import { usePageData } from '@/lib/router/hooks';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Deferred, showToast } from '@/components/ui';
import { specWording } from '@/config/spec-texts';
import { GrievanceLinks } from '@/entities/lender/grievance';
import { linkTo, paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import { useRouteQuery } from '@/lib/session/react';
import type { ComplaintOption } from '../api/fields';
import type { ComplaintInit, OrderDetail, OrderSummary } from '../api/get-complaint-init';
import { OptionList } from '../components/option-list';
import { OrderCard } from '../components/order-card';
import { OrderSwitcher } from '../components/order-switcher';
import { COLLECTION_TYPE } from '../constants';
import type { load } from './complaint-start.data';
import './complaint-start.css';
import { useRefreshOnReturn } from '@/lib/router/hooks';

type Step = { name: 'types' } | { name: 'subTypes'; type: ComplaintOption };

function TypeChooser({ init, order, orderId }: { init: ComplaintInit; order: OrderDetail; orderId: string }) {
  const { t } = useTranslation('complaint');
  const navigate = useNavigate();
  // A description filled in by the page the borrower came from goes on to the form.
  const { problemDetail } = useRouteQuery();
  const [step, setStep] = useState<Step>({ name: 'types' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // Moving between the type list and the sub-type list: take focus (and screen readers) along.
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const openForm = (type: ComplaintOption, sonType?: ComplaintOption) =>
    navigate(
      linkTo(paths.complaintForm, {
        problemType: type.value,
        problemSonType: sonType?.value,
        orderNo: order.orderNo,
        orderId,
        typeTitle: type.title,
        sonTitle: sonType?.title,
        problemDetail,
      }),
    );

  const pickType = (type: ComplaintOption) => {
    if (type.value !== COLLECTION_TYPE) {
      openForm(type);
      return;
    }
    // spec §4, §6: collection complaints only for an order whose isShow is 1.
    if (Number(order.isShow) !== 1) {
      showToast(specWording('collectionRefused', t('start.collectionRefused')));
      return;
    }
    if (init.problemSonType.length === 0) {
      openForm(type);
      return;
    }
    moved.current = true;
    setStep({ name: 'subTypes', type });
  };

  if (step.name === 'subTypes') {
    return (
      <section className="complaint-start__section" aria-labelledby="complaint-step-heading">
        <h2 id="complaint-step-heading" ref={headingRef} tabIndex={-1} className="complaint-start__heading">
          {t('start.subTypesHeading')}
        </h2>
        <p className="complaint-start__picked">{step.type.title}</p>
        <OptionList options={init.problemSonType} onPick={(sonType) => openForm(step.type, sonType)} />
        <button
          type="button"
          className="btn btn--block complaint-start__back"
          onClick={() => {
            moved.current = true;
            setStep({ name: 'types' });
          }}
        >
          {t('start.backToTypes')}
        </button>
      </section>
    );
  }
  return (
    <section className="complaint-start__section" aria-labelledby="complaint-step-heading">
      <h2 id="complaint-step-heading" ref={headingRef} tabIndex={-1} className="complaint-start__heading">
        {t('start.typesHeading')}
      </h2>
      {init.problemType.length > 0 ? (
        <OptionList options={init.problemType} onPick={pickType} />
      ) : (
        <p>{t('start.noTypes')}</p>
      )}
    </section>
  );
}

function StartContent({ init, orderId }: { init: ComplaintInit; orderId: string }) {
  const { t } = useTranslation('complaint');
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const order = init.orderDetail;

  // Switching order re-runs init with the chosen orderId (the list carries no types or detail rows).
  const pickOrder = (picked: OrderSummary) => {
    setSwitching(false);
    if (picked.orderNo !== order?.orderNo || picked.orderId !== orderId)
      navigate(linkTo(paths.complaint, { orderId: picked.orderId }), { replace: true });
  };
  const currentOrderId =
    init.orderList.find((item) => order && item.orderNo === order.orderNo)?.orderId ?? orderId;

  return (
    <>
      {order ? (
        <>
          <OrderCard
            order={order}
            onShowAll={init.orderList.length > 0 ? () => setSwitching(true) : undefined}
          />
          <OrderSwitcher
            open={switching}
            orders={init.orderList}
            currentOrderNo={order.orderNo}
            onPick={pickOrder}
            onClose={() => setSwitching(false)}
          />
          <TypeChooser key={order.orderNo} init={init} order={order} orderId={currentOrderId} />
        </>
      ) : (
        <p className="card">{t('start.noOrder')}</p>
      )}
    </>
  );
}

export default function ComplaintStartPage() {
  const { t } = useTranslation('complaint');
  usePageTitle(t('start.title'));
  const { init, orderId } = usePageData<typeof load>();
  // Back from the bank's app (or any other): the data refreshes quietly.
  useRefreshOnReturn();
  return (
    <main className="page complaint-start">
      <h1 className="page__title">{t('start.title')}</h1>
      <Deferred
        resolve={init}
        footer={
          <>
            <Link className="btn btn--block complaint-start__list-link" to={paths.complaintList}>
              {t('start.myComplaints')}
            </Link>
            {/* Customer service one tap away; this page is the complaint entry itself. */}
            <GrievanceLinks showComplaint={false} />
          </>
        }
      >
        {(value) => <StartContent init={value} orderId={orderId} />}
      </Deferred>
    </main>
  );
}
