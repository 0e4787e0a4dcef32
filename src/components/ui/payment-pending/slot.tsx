import { use } from 'react';
import type { PaymentPendingPanelType } from './load';
import type { PaymentPendingProps } from './types';

/**
 * Where a page puts the panel its loader started loading (loadPaymentPending). Rendered inside the data's
 * <Deferred>, so the content waits for the panel's code rather than shifting when it arrives.
 */
export function PaymentPendingSlot({
  panel,
  ...props
}: PaymentPendingProps & { panel: Promise<PaymentPendingPanelType | null> }) {
  const render = use(panel);
  return render ? render(props) : null;
}
