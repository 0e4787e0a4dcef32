import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/router/lazy-route';

const ns = ['repayment'];

export const repaymentRoutes: RouteObject[] = [
  lazyRoute(paths.repay, {
    page: () => import('./routes/repay'),
    data: () => import('./routes/repay.data'),
    namespaces: ns,
  }),
  lazyRoute(paths.repayDelay, {
    page: () => import('./routes/repay-delay'),
    data: () => import('./routes/repay-delay.data'),
    namespaces: ns,
  }),
  lazyRoute(paths.repayInstructions, {
    page: () => import('./routes/repay-instructions'),
    data: () => import('./routes/repay-instructions.data'),
    namespaces: ns,
  }),
  lazyRoute(paths.dragonpayInstructions, {
    page: () => import('./routes/dragonpay-instructions'),
    namespaces: ns,
  }),
  lazyRoute(paths.cardRepay, {
    page: () => import('./routes/card-repay'),
    data: () => import('./routes/card-repay.data'),
    namespaces: ns,
  }),
];
