import type { RouteQuery } from '@/lib/router/page-data';
import { getChannelTemplate, type LandingTemplate } from '../api/get-channel-template';
import { getSid } from '../api/get-sid';
import { promotionQuery } from '../utils/promotion-query';

const pending = <T>() => new Promise<T>(() => undefined);

/**
 * The build's rendering: the form before any answer, as the page first renders it in the browser (the
 * template and the captcha session still on their way). Nothing is sent.
 */
export function prerenderLoad(query: RouteQuery) {
  return { query: promotionQuery(query), template: pending<LandingTemplate>(), sid: pending<string>() };
}

/** Starts the template and the captcha session beside the page's code (neither awaited). */
export function load(routeQuery: RouteQuery, signal: AbortSignal) {
  const query = promotionQuery(routeQuery);
  return {
    query,
    template: query.id ? getChannelTemplate(query.id, { signal }) : Promise.resolve<LandingTemplate>({}),
    sid: getSid({ signal }),
  };
}
