import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { preloadNamespaces } from '@/lib/i18n';

export interface LazyRouteOptions {
  /** The page module (its default export is the page). */
  page: () => Promise<{ default: ComponentType }>;
  /**
   * The page's data module (exports `loader`). It is fetched beside the page's code, and its loader starts
   * the requests without waiting for them, so data and code load in parallel.
   */
  data?: () => Promise<{ loader: LoaderFunction }>;
  /** i18n namespaces the page uses, fetched in parallel with its code. */
  namespaces?: string[];
}

/** A route whose page, data and texts are each their own lazy chunk, loaded in parallel. */
export function lazyRoute(path: string, { page, data, namespaces = [] }: LazyRouteOptions): RouteObject {
  return {
    path,
    lazy: {
      Component: async () => {
        const [module] = await Promise.all([page(), preloadNamespaces(...namespaces)]);
        return module.default;
      },
      ...(data ? { loader: async () => (await data()).loader } : {}),
    },
  };
}

/**
 * Marks a loader's promise as observed. The page's <Deferred> renders its error; without this, a failure
 * that lands before the page's code has loaded is reported as an unhandled rejection.
 */
export function deferData<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
