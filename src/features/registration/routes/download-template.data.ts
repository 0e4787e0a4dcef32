import type { LoaderFunctionArgs } from 'react-router-dom';
import { deferData } from '@/lib/router/early-data';
import { routeQueryFromRequest } from '@/lib/session';
import { getChannelTemplate, type LandingTemplate } from '../api/get-channel-template';
import { promotionQuery } from '../utils/promotion-query';

/**
 * The build's rendering: the page with its default name and pitch, the template still on its
 * way (it fills in after hydration, as it does after a client render). Nothing is sent.
 */
export function prerenderLoader() {
  return { id: undefined, template: new Promise<LandingTemplate>(() => undefined) };
}

/** The same template as the landing: it may name the app, its icon and its own download link. */
export function loader({ request }: LoaderFunctionArgs) {
  const { id } = promotionQuery(routeQueryFromRequest(request));
  return { id, template: deferData(id ? getChannelTemplate(id) : Promise.resolve<LandingTemplate>({})) };
}
