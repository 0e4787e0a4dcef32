import { useQuery } from '@/lib/router/hooks';
import type { Query } from '@/lib/router/query-cache';
import type { PaymentPendingPanelType } from './load';
import type { PaymentPendingProps } from './types';

/**
 * Where a page puts the panel its data module started loading (loadPaymentPending). The page's <Deferred>
 * waits for the panel (`alongWith`), so the content does not shift when the panel appears; a quiet refresh
 * changes it with the rest of the page's new data (query-cache.ts).
 */
export function PaymentPendingSlot({
  panel,
  ...props
}: PaymentPendingProps & { panel: Query<PaymentPendingPanelType | null> }) {
  const outcome = useQuery(panel);
  return outcome.status === 'fulfilled' && outcome.value ? outcome.value(props) : null;
}
