import { matchRoutes, type HydrationState, type LoaderFunction, type RouteObject } from 'react-router-dom';

/**
 * For hydrating the build's HTML: loads the lazy parts of the routes that match `request` into
 * them and runs their loaders, giving what React Router takes as `hydrationData`. A router made with both
 * is ready at once, so its first render is the page (as the HTML is), and it keeps the scroll position the
 * visitor may already have moved to (a router still loading would reset it to the top when it renders).
 */
export async function hydrationData(routes: RouteObject[], request: Request): Promise<HydrationState> {
  const matches = matchRoutes(routes, new URL(request.url).pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (!lazy) return;
      const parts =
        typeof lazy === 'function'
          ? await lazy()
          : Object.fromEntries(
              await Promise.all(
                Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => unknown)()]),
              ),
            );
      Object.assign(route, parts);
      delete route.lazy;
    }),
  );
  const loaderData: Record<string, unknown> = {};
  const url = new URL(request.url);
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function' || !route.id) continue;
    const load = route.loader as LoaderFunction;
    loaderData[route.id] = await load({
      request,
      url,
      params,
      pattern: route.path ?? '',
      context: undefined,
    });
  }
  return { loaderData };
}
