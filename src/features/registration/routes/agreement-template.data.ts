import type { RouteQuery } from '@/lib/router/route-def';
import { fetchQuery, pendingQuery } from '@/lib/router/query-cache';
import { getChannelTemplate, type LandingTemplate } from '../api/get-channel-template';
import { getSid } from '../api/get-sid';
import { promotionQuery, type PromotionQuery } from '../utils/promotion-query';

/**
 * The build's rendering: the form before any answer, as the page first renders it in the browser (the
 * template and the captcha session still on their way). Nothing is sent.
 */
export function prerenderLoad(query: RouteQuery) {
  return {
    query: promotionQuery(query),
    template: pendingQuery<LandingTemplate>(),
    sid: pendingQuery<string>(),
  };
}

/** The landing's template (its defaults when the ad names none), shared with the download page. */
export function loadTemplate({ id }: PromotionQuery, signal?: AbortSignal) {
  return fetchQuery(
    ['channelTemplate', id],
    (abort) => (id ? getChannelTemplate(id, { signal: abort }) : Promise.resolve<LandingTemplate>({})),
    { signal },
  );
}

/** Starts the template and the captcha session beside the page's code (neither awaited). */
export function load(routeQuery: RouteQuery, signal?: AbortSignal) {
  const query = promotionQuery(routeQuery);
  return {
    query,
    template: loadTemplate(query, signal),
    sid: fetchQuery(['sid'], (abort) => getSid({ signal: abort }), { signal }),
  };
}
