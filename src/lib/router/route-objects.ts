import { createElement, useEffect, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { preloadNamespaces } from '@/lib/i18n';
import { pageShown } from '@/lib/prerender/handoff';
import { routeQueryFromRequest, withAliases } from '@/lib/session/url-query';
import type { DataModule, RouteDef } from './route-def';

export type PageModule = { default: ComponentType };

export interface RouteModules {
  page: () => Promise<PageModule>;
  data?: () => Promise<DataModule>;
}

/** A route's page, telling start-up once it is on screen (the build's HTML then answers its taps). */
function showing(Page: ComponentType): ComponentType {
  return function RoutePage() {
    useEffect(pageShown, []);
    return createElement(Page);
  };
}

/** A component whose code and texts are fetched in parallel. */
export async function loadComponent(
  load: () => Promise<PageModule>,
  namespaces: string[],
): Promise<ComponentType> {
  const [module] = await Promise.all([load(), preloadNamespaces(...namespaces)]);
  return module.default;
}

/**
 * React Router's loader of a data module: its `load`, with the route's query read under the route's
 * aliases and the loader's signal. For the build's prerender it is the module's `prerenderLoad`, which sends
 * nothing.
 */
function loaderOf(def: RouteDef, data: DataModule, prerender: boolean) {
  if (!prerender)
    return ({ request }: { request: Request }) =>
      data.load(withAliases(routeQueryFromRequest(request), def.queryAliases), request.signal);
  const { prerenderLoad } = data;
  if (!prerenderLoad) throw new Error(`prerender: ${def.path} has no prerenderLoad`);
  return ({ request }: { request: Request }) => prerenderLoad(routeQueryFromRequest(request));
}

/** A page's parts, loaded: its component (with its texts) and its data module. */
export interface LoadedPage {
  Component: ComponentType;
  data?: DataModule;
}

export async function loadPageParts(def: RouteDef, { page, data }: RouteModules): Promise<LoadedPage> {
  const [Component, dataModule] = await Promise.all([loadComponent(page, def.namespaces), data?.()]);
  return { Component, data: dataModule };
}

/**
 * A page as React Router's route. Its id is its path. Its code, texts and data module are fetched in
 * parallel when it is first visited (`lazy`), unless `loaded` already holds them (the page the app opened
 * on, whose parts start-up fetched before the router existed).
 */
export function pageRoute(
  def: RouteDef,
  modules: RouteModules,
  { prerender = false, loaded }: { prerender?: boolean; loaded?: LoadedPage } = {},
): RouteObject {
  const base = { id: def.path, path: def.path };
  if (loaded)
    return {
      ...base,
      Component: showing(loaded.Component),
      ...(loaded.data ? { loader: loaderOf(def, loaded.data, prerender) } : {}),
    };
  const { page, data } = modules;
  return {
    ...base,
    lazy: {
      Component: async () => showing(await loadComponent(page, def.namespaces)),
      ...(data ? { loader: async () => loaderOf(def, await data(), prerender) } : {}),
    },
  };
}
