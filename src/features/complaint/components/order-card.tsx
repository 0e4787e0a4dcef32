import { useTranslation } from 'react-i18next';
import { useServerText } from '@/lib/format/use-server-text';
import type { OrderDetail } from '../api/get-complaint-init';
import './order-card.css';

export interface OrderCardProps {
  order: OrderDetail;
  /** Opens the order switcher; absent when there is nothing to switch to. */
  onShowAll?: () => void;
}

/** spec §2: the order the complaint is about, with its title/value rows and the All button. */
export function OrderCard({ order, onShowAll }: OrderCardProps) {
  const { t } = useTranslation('complaint');
  const serverText = useServerText();
  return (
    <section className="card order-card" aria-labelledby="complaint-order-heading">
      <div className="order-card__head">
        {order.productLogo ? (
          <img className="order-card__logo" src={order.productLogo} alt="" width={40} height={40} />
        ) : null}
        <div className="order-card__name">
          <h2 id="complaint-order-heading" className="order-card__title">
            {order.productName || t('start.orderHeading')}
          </h2>
          <p className="order-card__meta">{t('start.orderNo', { orderNo: order.orderNo })}</p>
          {order.status ? (
            <p className="order-card__meta">{t('start.status', { status: order.status })}</p>
          ) : null}
        </div>
        {onShowAll ? (
          <button type="button" className="btn btn--small" aria-haspopup="dialog" onClick={onShowAll}>
            {t('start.allOrders')}
          </button>
        ) : null}
      </div>
      {order.list.length > 0 ? (
        <dl className="rows order-card__rows">
          {order.list.map((row, index) => (
            <div key={index} className="order-card__row">
              <dt>{row.title}</dt>
              <dd>{serverText(row.value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
