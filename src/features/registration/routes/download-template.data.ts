import type { LoaderFunctionArgs } from 'react-router-dom';
import { deferData } from '@/lib/router/early-data';
import { routeQueryFromRequest } from '@/lib/session';
import { getChannelTemplate, type LandingTemplate } from '../api/get-channel-template';
import { promotionQuery } from '../utils/promotion-query';

/** The same template as the landing: it may name the app, its icon and its own download link. */
export function loader({ request }: LoaderFunctionArgs) {
  const { id } = promotionQuery(routeQueryFromRequest(request));
  return { id, template: deferData(id ? getChannelTemplate(id) : Promise.resolve<LandingTemplate>({})) };
}
