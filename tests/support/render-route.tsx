import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type createHashRouter } from 'react-router-dom';
import { act } from 'react';
import { App } from '@/app/app';
import { bootstrap } from '@/app/bootstrap';
import { createAppRoutes } from '@/app/routes';

export interface RenderRouteOptions {
  /** The page query before `#` (session keys, `type`), e.g. `?type=1&sessionId=s1`. */
  pageQuery?: string;
  /** Pass `{ advanceTimers: vi.advanceTimersByTime }` when the test uses fake timers. */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Renders the real app (route table, layout, i18n) at a hash route, in memory, against the MSW handlers.
 * `path` is the hash route with its query: `/loanDetails?productId=7&orderId=9`.
 */
export async function renderRoute(
  path: string,
  { pageQuery = '', userEventOptions }: RenderRouteOptions = {},
) {
  window.history.replaceState(null, '', `/${pageQuery}#${path}`);
  const { i18nReady } = bootstrap(window.location.href);
  await i18nReady;
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const user = userEvent.setup(userEventOptions);
  let view!: RenderResult;
  await act(async () => {
    view = render(<App router={router as unknown as ReturnType<typeof createHashRouter>} />);
  });
  return { ...view, router, user };
}
