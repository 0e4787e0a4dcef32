import { useState } from 'react';
import { useOutcome } from '@/lib/router/hooks';
import type { PaymentPendingPanelType } from './load';
import type { PaymentPendingProps } from './types';

/**
 * Where a page puts the panel its data module started loading (loadPaymentPending). The page's <Deferred>
 * waits for the panel (`alongWith`), so the content does not shift when the panel appears. While a quiet
 * refresh brings the next panel, the one shown stays: it goes or changes with the rest of the page's new
 * data, not a moment before it.
 */
export function PaymentPendingSlot({
  panel,
  ...props
}: PaymentPendingProps & { panel: Promise<PaymentPendingPanelType | null> }) {
  const outcome = useOutcome(panel);
  const [shown, setShown] = useState<PaymentPendingPanelType | null>(null);
  // The value is a function: handed to React through an updater, or React would call it as one.
  if (outcome.status === 'fulfilled' && outcome.value !== shown) {
    const value = outcome.value;
    setShown(() => value);
  }
  const render = outcome.status === 'fulfilled' ? outcome.value : outcome.status === 'pending' ? shown : null;
  return render ? render(props) : null;
}
