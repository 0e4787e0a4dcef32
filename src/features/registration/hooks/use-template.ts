import { useRevalidator } from 'react-router-dom';
import { isCancelled } from '@/lib/http/cancelled';
import { useOutcome } from '@/lib/router/hooks';
import type { LandingTemplate } from '../api/get-channel-template';

export type TemplateState =
  | { status: 'loading'; template: LandingTemplate }
  | { status: 'ready'; template: LandingTemplate }
  | { status: 'failed'; template: LandingTemplate; error: unknown };

/**
 * The landing template the page's data module started, as the page's state: defaults render at once and
 * the template fills in when it arrives. `retry` loads the page's data again.
 */
export function useTemplate(request: Promise<LandingTemplate>): TemplateState & { retry: () => void } {
  const outcome = useOutcome(request);
  const revalidator = useRevalidator();
  const retry = () => void revalidator.revalidate();
  if (outcome.status === 'fulfilled') return { status: 'ready', template: outcome.value, retry };
  if (outcome.status === 'rejected' && !isCancelled(outcome.reason))
    return { status: 'failed', template: {}, error: outcome.reason, retry };
  return { status: 'loading', template: {}, retry };
}
