import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/router/lazy-route';

export const devToolsRoutes: RouteObject[] = [
  lazyRoute(paths.testPreview, {
    page: () => import('./routes/test-preview'),
    namespaces: ['devTools'],
  }),
];
