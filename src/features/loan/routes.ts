import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/router/lazy-route';

const ns = ['loan'];

export const loanRoutes: RouteObject[] = [
  lazyRoute(paths.customerService, {
    page: () => import('./routes/customer-service'),
    data: () => import('./routes/customer-service.data'),
    namespaces: ns,
  }),
];
