import type { RouteObject } from 'react-router-dom';
import { BootFallback, RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { featureRoutes } from './feature-routes';

/** contract §1: the route table. Each page is its own lazy chunk (see lazyRoute). */
const routeTable: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <BootFallback />,
    children: [
      ...featureRoutes,
      { path: '*', lazy: async () => ({ Component: (await import('./not-found')).default }) },
    ],
  },
];

// React Router clears each `lazy` property on the route object once it has loaded it, so every router
// gets its own copy of the table (the app makes one router; tests make many).
function copyRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    ...(route.lazy && typeof route.lazy === 'object' ? { lazy: { ...route.lazy } } : {}),
    ...(route.children ? { children: copyRoutes(route.children) } : {}),
  })) as RouteObject[];
}

export function createAppRoutes(): RouteObject[] {
  return copyRoutes(routeTable);
}
