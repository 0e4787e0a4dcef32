import { isCancelled } from '@/lib/http/api-error';
import { useQuery } from '@/lib/router/hooks';
import type { Query } from '@/lib/router/query-cache';
import type { LandingTemplate } from '../api/get-channel-template';

export type TemplateState =
  | { status: 'loading'; template: LandingTemplate }
  | { status: 'ready'; template: LandingTemplate }
  | { status: 'failed'; template: LandingTemplate; error: unknown };

/**
 * The landing template the page's data module started, as the page's state: defaults render at once and
 * the template fills in when it arrives. `retry` fetches it again.
 */
export function useTemplate(request: Query<LandingTemplate>): TemplateState & { retry: () => void } {
  const outcome = useQuery(request);
  const retry = request.refetch;
  if (outcome.status === 'fulfilled') return { status: 'ready', template: outcome.value, retry };
  if (outcome.status === 'rejected' && !isCancelled(outcome.reason))
    return { status: 'failed', template: {}, error: outcome.reason, retry };
  return { status: 'loading', template: {}, retry };
}
