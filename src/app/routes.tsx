import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteDef } from '@/lib/router/route-def';
import {
  loadComponent,
  loadPageParts,
  pageRoute,
  type LoadedPage,
  type RouteModules,
} from '@/lib/router/route-objects';
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

function layoutModule(def: RouteDef) {
  const layout = def.layout && pageModules[def.layout.module];
  if (def.layout && !layout) throw new Error(`route table: no layout module ${def.layout.module}`);
  return layout;
}

/** A page the app has already loaded: the one it opened on (its page, its layout, its data module). */
export interface OpenedPage {
  def: RouteDef;
  page: LoadedPage;
  Layout?: ComponentType;
}

/** Loads a page's code, texts and data module, and its layout's: before the router, for the page opened on. */
export async function loadOpenedPage(def: RouteDef): Promise<OpenedPage> {
  const layout = layoutModule(def);
  const [page, Layout] = await Promise.all([
    loadPageParts(def, modulesOf(def)),
    layout && def.layout ? loadComponent(layout, def.layout.namespaces) : undefined,
  ]);
  return { def, page, Layout };
}

/** The route table as React Router routes; pages that share a layout are its children, in table order. */
function routeObjects(prerender: boolean, opened: OpenedPage | undefined): RouteObject[] {
  const routes: RouteObject[] = [];
  const layouts = new Map<string, RouteObject[]>();
  for (const def of routeTable) {
    const loaded = opened?.def === def ? opened.page : undefined;
    const route = pageRoute(def, modulesOf(def), { prerender, loaded });
    if (!def.layout) {
      routes.push(route);
      continue;
    }
    let children = layouts.get(def.layout.id);
    if (!children) {
      const layout = layoutModule(def)!;
      const { namespaces } = def.layout;
      const Layout = opened?.def.layout?.id === def.layout.id ? opened.Layout : undefined;
      children = [];
      layouts.set(def.layout.id, children);
      routes.push({
        id: def.layout.id,
        ...(Layout
          ? { Component: Layout }
          : { lazy: { Component: () => loadComponent(layout, namespaces) } }),
        children,
      });
    }
    children.push(route);
  }
  return routes;
}

/**
 * contract §1: the route table. Each page is its own lazy chunk, but the page the app opened on, which
 * start-up has already loaded (`opened`). `prerender`: the build's routes (app/prerender.tsx), whose data
 * modules send nothing.
 */
export function createAppRoutes({
  prerender = false,
  opened,
}: { prerender?: boolean; opened?: OpenedPage } = {}): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <BootFallback />,
      children: [
        ...routeObjects(prerender, opened),
        {
          id: 'not-found',
          path: '*',
          lazy: async () => ({ Component: (await import('./not-found')).default }),
        },
      ],
    },
  ];
}
