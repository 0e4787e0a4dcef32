import type { LoaderFunctionArgs } from 'react-router-dom';
import { deferData } from '@/lib/router/early-data';
import { routeQueryFromRequest } from '@/lib/session';
import { getChannelTemplate, type LandingTemplate } from '../api/get-channel-template';
import { getSid } from '../api/get-sid';
import { trackVisit } from '../api/track-visit';
import { promotionQuery } from '../utils/promotion-query';

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
