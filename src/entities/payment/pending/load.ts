import type { ReactNode } from 'react';
import { hasKeptVoucher } from '@/entities/payment/kept-voucher/key';
import type { PaymentPendingProps } from './types';

/** Renders the panel (a render function: the component itself stays one static module export). */
export type PaymentPendingPanelType = (props: PaymentPendingProps) => ReactNode;

/**
 * For a route loader: when the phone keeps a voucher for this order, starts loading the "paid,
 * not showing yet" panel beside the page's data, so both arrive together and nothing moves when the panel
 * appears. Resolves to null otherwise, and when the code cannot load (the page then shows without it).
 * Most loads keep no voucher, so the panel's code and texts stay out of the route's first load.
 */
export function loadPaymentPending(orderId: string | undefined): Promise<PaymentPendingPanelType | null> {
  if (!hasKeptVoucher(orderId)) return Promise.resolve(null);
  return import('./payment-pending-panel').then(
    (module) => module.renderPaymentPending,
    () => null,
  );
}
