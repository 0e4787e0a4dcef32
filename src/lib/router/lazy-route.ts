import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { preloadNamespaces } from '@/lib/i18n';
import { takeEarlyData, type DataModule } from './early-data';
import type { RouteDef } from './route-def';

export type PageModule = { default: ComponentType };

export interface RouteModules {
  page: () => Promise<PageModule>;
  data?: () => Promise<DataModule>;
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
 * requests the early data start already sent for this location (see early-data.ts).
 */
export function lazyRoute({ path, namespaces }: RouteDef, { page, data }: RouteModules): RouteObject {
  return {
    path,
    lazy: {
      Component: lazyComponent(page, namespaces),
      ...(data
        ? {
            loader: async (): Promise<LoaderFunction> => {
              const { loader } = await data();
              return (args) => takeEarlyData(args.request) ?? loader(args);
            },
          }
        : {}),
    },
  };
}
