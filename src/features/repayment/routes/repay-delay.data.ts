import type { LoaderFunctionArgs } from 'react-router-dom';
import { deferData } from '@/lib/router/early-data';
import { routeQueryFromRequest } from '@/lib/session';
import { getDelayDetail } from '../api/get-delay-detail';
import { orderQueryFrom } from '../utils/route-query';

export function loader({ request }: LoaderFunctionArgs) {
  const order = orderQueryFrom(routeQueryFromRequest(request));
  return { order, detail: order ? deferData(getDelayDetail(order, { signal: request.signal })) : null };
}
