import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/router/lazy-route';

const namespaces = ['registration'];

export const registrationRoutes: RouteObject[] = [
  lazyRoute(paths.agreementTemplate, {
    page: () => import('./routes/agreement-template'),
    data: () => import('./routes/agreement-template.data'),
    namespaces,
  }),
  lazyRoute(paths.downloadTemplate, {
    page: () => import('./routes/download-template'),
    data: () => import('./routes/download-template.data'),
    namespaces,
  }),
];
