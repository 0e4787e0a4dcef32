import { Link } from 'react-router-dom';
import { usePageData } from '@/lib/router/hooks';
import { useTranslation } from 'react-i18next';
import { Deferred } from '@/components/ui';
import { linkTo, paths } from '@/config/paths';
import { useDates, useMoney } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { LenderLine } from '@/entities/lender';
import type { OrderSummary } from '../api/get-order-list';
import { orderAmountKind } from '../utils/order-amount';
import type { load } from './order-list.data';
import '../components/loan.css';
import { useRefreshOnReturn } from '@/lib/router/hooks';

function OrderList({ orders }: { orders: OrderSummary[] }) {
  const { t } = useTranslation('loan-products');
  const money = useMoney();
  const dates = useDates();
  if (orders.length === 0) {
    return (
      <div className="card loan-empty">
        <p>{t('orders.empty')}</p>
        <Link className="btn btn--primary" to={linkTo(paths.recommendList)}>
          {t('orders.browse')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="loan-list">
      {orders.map((order) => (
        <li key={order.orderId} className="card">
          <Link
            className="loan-list__link"
            to={linkTo(paths.loanDetails, { productId: order.productId, orderId: order.orderId })}
          >
            {order.productLogo ? <img src={order.productLogo} alt="" width={40} height={40} /> : null}
            <span className="loan-list__body">
              <span className="loan-list__title">
                {order.productName || t('orders.order', { id: order.orderId })}
              </span>
              <LenderLine lender={order.lender} orderId={order.orderId} as="span" />
              <span className="loan-list__meta">
                {order.statusText || order.status}
                {/* The spaces around the date are where the line may wrap; the date itself never does. */}
                {order.date !== undefined ? (
                  <>
                    {' '}
                    <span className="loan-list__date">{`· ${dates.screenDate(order.date)}`}</span>
                    {dates.relative(order.date) ? ` (${dates.relative(order.date)})` : null}
                  </>
                ) : null}
              </span>
            </span>
            {order.amount !== undefined ? (
              <span className="loan-list__side">
                {t(`orders.amount.${orderAmountKind(order.status)}`, { amount: money(order.amount) })}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function OrderListPage() {
  const { t } = useTranslation('loan-products');
  usePageTitle(t('orders.title'));
  const { orders } = usePageData<typeof load>();
  // Back from the bank's app (or any other): the data refreshes quietly.
  useRefreshOnReturn();
  return (
    <main className="page">
      <h1 className="page__title">{t('orders.title')}</h1>
      <Deferred resolve={orders}>{(list) => <OrderList orders={list} />}</Deferred>
    </main>
  );
}
