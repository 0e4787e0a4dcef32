import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/router/lazy-route';

const ns = ['complaint'];

export const complaintRoutes: RouteObject[] = [
  lazyRoute(paths.complaint, {
    page: () => import('./routes/complaint-start'),
    data: () => import('./routes/complaint-start.data'),
    namespaces: ns,
  }),
  lazyRoute(paths.complaintForm, {
    page: () => import('./routes/complaint-form'),
    namespaces: ns,
  }),
  lazyRoute(paths.complaintList, {
    page: () => import('./routes/complaint-list'),
    data: () => import('./routes/complaint-list.data'),
    namespaces: ns,
  }),
  lazyRoute(paths.complaintDetails, {
    page: () => import('./routes/complaint-details'),
    data: () => import('./routes/complaint-details.data'),
    namespaces: ns,
  }),
];
