import type { RouteObject } from 'react-router-dom';
import { lazyComponent, lazyRoute, type RouteModules } from '@/lib/router/lazy-route';
import type { RouteDef } from '@/lib/router/route-def';
import { BootFallback, RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { dataModules, pageModules } from './route-modules';
import { routeTable } from './route-table';

function modulesOf(def: RouteDef): RouteModules {
  const page = pageModules[def.page];
  if (!page) throw new Error(`route table: no page module ${def.page}`);
  const data = def.data ? dataModules[def.data] : undefined;
  if (def.data && !data) throw new Error(`route table: no data module ${def.data}`);
  return { page, data };
}

/** The route table as React Router routes; pages that share a layout are its children, in table order. */
function routeObjects(table: readonly RouteDef[], prerender: boolean): RouteObject[] {
  const routes: RouteObject[] = [];
  const layouts = new Map<string, RouteObject[]>();
  for (const def of table) {
    const route = lazyRoute(def, modulesOf(def), { prerender });
    if (!def.layout) {
      routes.push(route);
      continue;
    }
    let children = layouts.get(def.layout.id);
    if (!children) {
      const layout = pageModules[def.layout.module];
      if (!layout) throw new Error(`route table: no layout module ${def.layout.module}`);
      children = [];
      layouts.set(def.layout.id, children);
      routes.push({
        id: def.layout.id,
        lazy: { Component: lazyComponent(layout, def.layout.namespaces) },
        children,
      });
    }
    children.push(route);
  }
  return routes;
}

/**
 * contract §1: the route table. Each page is its own lazy chunk (see lazyRoute). React Router clears each
 * `lazy` property on the route object once it has loaded it, so every router gets its own objects (the app
 * makes one router; tests make many). `prerender`: the build's routes (app/prerender.tsx), whose loaders
 * send nothing.
 */
export function createAppRoutes({ prerender = false } = {}): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <BootFallback />,
      children: [
        ...routeObjects(routeTable, prerender),
        {
          id: 'not-found',
          path: '*',
          lazy: async () => ({ Component: (await import('./not-found')).default }),
        },
      ],
    },
  ];
}
