import type { LoaderFunctionArgs } from 'react-router-dom';
import { deferData } from '@/lib/router/early-data';
import { routeQueryFromRequest } from '@/lib/session';
import { getChannelTemplate, type LandingTemplate } from '../api/get-channel-template';
import { getSid } from '../api/get-sid';
import { trackVisit } from '../api/track-visit';
import { promotionQuery } from '../utils/promotion-query';

const pending = <T>() => new Promise<T>(() => undefined);

/**
 * The build's rendering: the form before any answer, as the page first renders it in the
 * browser (the template and the captcha session still on their way). Nothing is sent.
 */
export function prerenderLoader({ request }: LoaderFunctionArgs) {
  return {
    query: promotionQuery(routeQueryFromRequest(request)),
    template: pending<LandingTemplate>(),
    sid: pending<string>(),
  };
}

/** Starts the template, the captcha session and the visit beacon beside the page's code (none awaited). */
export function loader({ request }: LoaderFunctionArgs) {
  const query = promotionQuery(routeQueryFromRequest(request));
  trackVisit(query);
  return {
    query,
    template: deferData(query.id ? getChannelTemplate(query.id) : Promise.resolve<LandingTemplate>({})),
    sid: deferData(getSid()),
  };
}
