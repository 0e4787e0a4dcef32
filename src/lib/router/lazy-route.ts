import { createElement, useEffect, type ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { preloadNamespaces } from '@/lib/i18n';
import { pageCommitted } from '@/lib/prerender/page-commit';
import { takeEarlyData, type DataModule } from './early-data';
import { pageRequest } from './page-requests';
import { markQuietRefresh } from './refresh';
import type { RouteDef } from './route-def';

export type PageModule = { default: ComponentType };

export interface RouteModules {
  page: () => Promise<PageModule>;
  data?: () => Promise<DataModule>;
}

/** A route's page, telling start-up once it is on screen (see lib/prerender/page-commit.ts). */
function committing(Page: ComponentType): ComponentType {
  return function RoutePage() {
    useEffect(pageCommitted, []);
    return createElement(Page);
  };
}

/** A component whose code and texts are fetched in parallel. */
export function lazyComponent(load: () => Promise<PageModule>, namespaces: string[]) {
  return async () => {
    const [module] = await Promise.all([load(), preloadNamespaces(...namespaces)]);
    return module.default;
  };
}

/**
 * A route whose page, data and texts are each fetched in parallel. The first loader call takes the
 * requests the early data start already sent for this location (see early-data.ts). Every call's requests
 * are aborted when the page is left (page-requests.ts), and a quiet refresh is marked (refresh.ts). For the build's
 * prerender the loader is the data module's `prerenderLoader`, which sends nothing.
 */
export function lazyRoute(
  { path, namespaces }: RouteDef,
  { page, data }: RouteModules,
  { prerender = false } = {},
): RouteObject {
  return {
    // A route's id is its path: the hydration data names the route by it (hydration-data.ts).
    id: path,
    path,
    lazy: {
      Component: async () => committing(await lazyComponent(page, namespaces)()),
      ...(data
        ? {
            loader: async (): Promise<LoaderFunction> => {
              const { loader, prerenderLoader } = await data();
              if (prerender) {
                if (!prerenderLoader) throw new Error(`prerender: ${path} has no prerenderLoader`);
                return (args) => prerenderLoader(args);
              }
              return (args) => {
                // Requests are cancelled when the page is left or a newer call replaces them.
                const request = pageRequest(path, args.request);
                return markQuietRefresh(takeEarlyData(request) ?? loader({ ...args, request }));
              };
            },
          }
        : {}),
    },
  };
}
