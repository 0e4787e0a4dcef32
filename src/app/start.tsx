import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { createHashRouter } from 'react-router-dom';
import { isApiError } from '@/lib/http/api-error';
import { isCancelled } from '@/lib/http/cancelled';
import { prerenderKey, renderingArrived, takeOver } from '@/lib/prerender/handoff';
import { afterFirstPageCommit } from '@/lib/prerender/page-commit';
import { hashRouteRequest } from '@/lib/router/early-data';
import { hydrationData } from '@/lib/router/hydration-data';
import type { SessionState } from '@/lib/session';
import { captureError } from '@/lib/telemetry/capture';
import { App } from './app';
import { applySession } from './bootstrap';
import { createAppRoutes } from './routes';

const rootOptions: RootOptions = {
  // React 19 logs every error a boundary catches. A failed API call that <Deferred> shows as the page's
  // error state (message and retry) is handled, not a bug: only the rest is logged.
  onCaughtError: (error) => {
    if (!isApiError(error) && !isCancelled(error))
      console.error('[caught]', error instanceof Error ? error.message : 'error');
  },
  onUncaughtError: (error) => {
    console.error('[uncaught]', error instanceof Error ? error.message : 'error');
    captureError(error, 'react');
  },
};

type AppRoutes = ReturnType<typeof createAppRoutes>;

/**
 * The framework's half of start-up (src/main.ts's boot loads this and calls the two steps in order). First
 * the framework itself: the session's language and colours, i18n, the routes.
 */
export async function startFramework(session: SessionState): Promise<AppRoutes> {
  // The routes load their texts in the session's language: i18n must know it first.
  await applySession(session).i18nReady;
  return createAppRoutes();
}

/**
 * Then the first render. When #root holds the build's rendering of this very page, React hydrates it with a
 * router that already holds the page's code, texts and loader data, so the first render is the same tree;
 * what was typed and tapped meanwhile is then replayed. Otherwise it renders from scratch.
 */
export async function renderOrHydrate(routes: AppRoutes, session: SessionState): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  const request = hashRouteRequest(window.location.href);
  await renderingArrived(container);
  const { hydrate, replay } = takeOver(
    container,
    prerenderKey(new URL(request.url).pathname, session.locale),
  );
  if (hydrate) {
    const router = createHashRouter(routes, { hydrationData: await hydrationData(routes, request) });
    afterFirstPageCommit(replay);
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
  const router = createHashRouter(routes);
  const root = createRoot(container, rootOptions);
  // The first render as a transition: React renders it in slices and yields to the browser between them,
  // instead of one long task on a slow phone's main thread.
  startTransition(() => root.render(page(router)));
}

function page(router: ReturnType<typeof createHashRouter>): ReactNode {
  return (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
}
