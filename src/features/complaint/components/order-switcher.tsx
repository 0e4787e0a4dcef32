import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui';
import type { OrderSummary } from '../api/get-complaint-init';
import './order-switcher.css';

export interface OrderSwitcherProps {
  open: boolean;
  orders: OrderSummary[];
  currentOrderNo: string;
  onPick: (order: OrderSummary) => void;
  onClose: () => void;
}

/** spec §2: the All button's list of the borrower's orders. */
export function OrderSwitcher({ open, orders, currentOrderNo, onPick, onClose }: OrderSwitcherProps) {
  const { t } = useTranslation('complaint');
  return (
    <Modal open={open} title={t('start.ordersTitle')} onClose={onClose}>
      <ul className="order-switcher">
        {orders.map((order) => {
          const current = order.orderNo !== '' && order.orderNo === currentOrderNo;
          return (
            <li key={order.orderId}>
              <button
                type="button"
                className="order-switcher__option"
                aria-current={current ? 'true' : undefined}
                onClick={() => onPick(order)}
              >
                {order.productLogo ? (
                  <img
                    src={order.productLogo}
                    alt=""
                    width={32}
                    height={32}
                    className="order-switcher__logo"
                  />
                ) : null}
                <span className="order-switcher__text">
                  <span className="order-switcher__name">{order.productName || order.orderNo}</span>
                  <span className="order-switcher__meta">
                    {t('start.orderNo', { orderNo: order.orderNo || order.orderId })}
                  </span>
                  {order.status ? <span className="order-switcher__meta">{order.status}</span> : null}
                </span>
                {current ? <span className="order-switcher__current">{t('start.currentOrder')}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
