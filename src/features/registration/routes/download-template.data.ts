import type { RouteQuery } from '@/lib/router/route-def';
import { pendingQuery } from '@/lib/router/query-cache';
import type { LandingTemplate } from '../api/get-channel-template';
import { promotionQuery } from '../utils/promotion-query';
import { loadTemplate } from './agreement-template.data';

/**
 * The build's rendering: the page with its default name and pitch, the template still on its way (it fills
 * in after hydration, as it does after a client render). Nothing is sent.
 */
export function prerenderLoad() {
  return { id: undefined, template: pendingQuery<LandingTemplate>() };
}

/** The same template as the landing: it may name the app, its icon and its own download link. */
export function load(routeQuery: RouteQuery, signal?: AbortSignal) {
  const query = promotionQuery(routeQuery);
  return { id: query.id, template: loadTemplate(query, signal) };
}
