import type { RouteQuery } from '@/lib/router/page-data';
import { getChannelTemplate, type LandingTemplate } from '../api/get-channel-template';
import { promotionQuery } from '../utils/promotion-query';

/**
 * The build's rendering: the page with its default name and pitch, the template still on its way (it fills
 * in after hydration, as it does after a client render). Nothing is sent.
 */
export function prerenderLoad() {
  return { id: undefined, template: new Promise<LandingTemplate>(() => undefined) };
}

/** The same template as the landing: it may name the app, its icon and its own download link. */
export function load(query: RouteQuery, signal: AbortSignal) {
  const { id } = promotionQuery(query);
  return {
    id,
    template: id ? getChannelTemplate(id, { signal }) : Promise.resolve<LandingTemplate>({}),
  };
}
