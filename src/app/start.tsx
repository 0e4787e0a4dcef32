import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { createHashRouter, RouterProvider, type HydrationState } from 'react-router-dom';
import { isApiError, isCancelled } from '@/lib/http/api-error';
import { prerenderKey, renderingArrived, takeOver } from '@/lib/prerender/handoff';
import { firstPage } from '@/lib/router/first-load';
import type { SessionState } from '@/lib/session';
import { captureError } from '@/lib/telemetry/capture';
import { App } from './app';
import { applySession } from './bootstrap';
import { createAppRoutes, loadOpenedPage, type OpenedPage } from './routes';

const rootOptions: RootOptions = {
  onCaughtError: (error) => {
    if (!isApiError(error) && !isCancelled(error))
      console.error('[caught]', error instanceof Error ? error.message : 'error');
  },
  onUncaughtError: (error) => {
    console.error('[uncaught]', error instanceof Error ? error.message : 'error');
    captureError(error, 'react');
  },
};

/**
 * The framework's half of start-up (src/main.ts's boot loads this and calls the two steps in order). First
 * the framework itself: the session's language and colours, i18n.
 */
export async function startFramework(session: SessionState): Promise<void> {
  // The pages load their texts in the session's language: i18n must know it first.
  await applySession(session).i18nReady;
}

/**
 * The routes the router starts with: the page start-up found (its code, texts and data module loaded, its
 * data already on its way: `hydrationData`), so the router's first render is the page itself. Tests start
 * their routers from this too.
 */
export async function openingRoutes(hash: string) {
  const first = firstPage(hash);
  // A file of the page that did not arrive rejects: the HTML's own message says so, with a Retry.
  const opened: OpenedPage | undefined = first ? await loadOpenedPage(first.def) : undefined;
  const hydrationData: HydrationState | undefined = opened && {
    loaderData: first?.data ? { [first.def.path]: first.data } : {},
  };
  return { routes: createAppRoutes({ opened }), hydrationData, opened };
}

/**
 * Then the first render. When #root holds the build's rendering of the page opened on, React hydrates it;
 * otherwise it renders from scratch.
 */
export async function renderApp(session: SessionState): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  let opening: Awaited<ReturnType<typeof openingRoutes>>;
  try {
    opening = await openingRoutes(window.location.hash);
  } catch {
    // The page's own file did not arrive: nothing renders, and the HTML's load-failure message (which
    // listens for exactly this) offers a Retry.
    return;
  }
  const { routes, hydrationData, opened } = opening;
  await renderingArrived(container);
  const router = createHashRouter(routes, { hydrationData });
  const hydrate = takeOver(container, opened && prerenderKey(opened.def.path, session.locale));
  if (hydrate) {
    hydrateRoot(container, page(router), {
      ...rootOptions,
      onRecoverableError: (error, { componentStack }) => {
        // A mismatch: React threw the HTML away and rendered the page itself (tests/e2e fail on this).
        const where = componentStack?.trim().split('\n').slice(0, 3).join(' ← ');
        console.error('[hydration]', error instanceof Error ? error.message : 'error', where);
        captureError(error, 'react');
      },
    });
    return;
  }
  // Rendered at once, not as a transition in slices: until this commits there is no page on screen to use, so
  // nothing to keep responsive, and yielding between slices only put the first paint off on a slow phone.
  createRoot(container, rootOptions).render(page(router));
}

function page(router: ReturnType<typeof createHashRouter>): ReactNode {
  return (
    <StrictMode>
      <App>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
}
