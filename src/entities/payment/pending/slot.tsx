import { useOutcome } from '@/lib/router/hooks';
import type { PaymentPendingPanelType } from './load';
import type { PaymentPendingProps } from './types';

/**
 * Where a page puts the panel its data module started loading (loadPaymentPending). The page's <Deferred>
 * waits for the panel (`alongWith`), so the content does not shift when the panel appears.
 */
export function PaymentPendingSlot({
  panel,
  ...props
}: PaymentPendingProps & { panel: Promise<PaymentPendingPanelType | null> }) {
  const outcome = useOutcome(panel);
  const render = outcome.status === 'fulfilled' ? outcome.value : null;
  return render ? render(props) : null;
}
