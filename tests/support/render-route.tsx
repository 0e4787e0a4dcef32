import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { act } from 'react';
import { App } from '@/app/app';
import { bootstrap } from '@/app/bootstrap';
import { dataModules } from '@/app/route-modules';
import { routeTable } from '@/app/route-table';
import { openingRoutes } from '@/app/start';
import { startFirstLoad } from '@/lib/router/first-load';

export interface RenderRouteOptions {
  /** The page query before `#` (session keys, `type`), e.g. `?type=1&sessionId=s1`. */
  pageQuery?: string;
  /** Pass `{ advanceTimers: vi.advanceTimersByTime }` when the test uses fake timers. */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Renders the real app (route table, layout, i18n) at a hash route, in memory, against the MSW handlers,
 * started as src/main.ts starts it.
 * `path` is the hash route with its query: `/loanDetails?productId=7&orderId=9`.
 */
export async function renderRoute(
  path: string,
  { pageQuery = '', userEventOptions }: RenderRouteOptions = {},
) {
  window.history.replaceState(null, '', `/${pageQuery}#${path}`);
  const { i18nReady } = bootstrap(window.location.href);
  await i18nReady;
  // As src/main.ts starts the app: the page's data leaves first, and the router starts on that page.
  await startFirstLoad(window.location.href, routeTable, dataModules);
  const { routes, hydrationData } = await openingRoutes(window.location.hash);
  const router = createMemoryRouter(routes, { initialEntries: [path], hydrationData });
  const user = userEvent.setup(userEventOptions);
  let view!: RenderResult;
  await act(async () => {
    view = render(
      <App>
        <RouterProvider router={router} />
      </App>,
    );
  });
  return { ...view, router, user };
}
