import { dataModules } from '@/app/route-modules';
import { routeTable } from '@/app/route-table';
import { afterLoadIdle } from '@/lib/after-load';
import { env } from '@/config/env';
import { prepareDateFormats } from '@/lib/format/date-text';
import { prepareNumberFormats } from '@/lib/format/money';
import { ignoreCancelledRejections, onApiFailure } from '@/lib/http/api-error';
import { firstDataSettled, startFirstLoad } from '@/lib/router/first-load';
import { initSession } from '@/lib/session';
import { installErrorCapture, startTelemetry } from '@/lib/telemetry';
import { noteApiFailure } from '@/lib/telemetry/api-failures';

/**
 * The one start-up path, in the order it runs (docs/architecture.md). This entry holds no React, so
 * it runs while the framework is still arriving.
 *
 * 0. Before any of this, index.html's inline scripts (src/boot/inline) have run: the load-failure message
 *    listens (never a white screen), the route's chunks, texts and prerendered HTML are asked for, and that
 *    HTML is placed into #root the moment it is in.
 * 1. The session, read once from the URL; errors and API failures reach the field reporters from here on;
 *    the market's number format and the lender's clock are built while the processor would otherwise wait
 *    for the network.
 * 2. The page's data: its data module's `load` runs now, before the framework is evaluated (the page's
 *    first call, when the HTML sent it, is adopted rather than sent again).
 * 3. The framework: React, i18n in the session's language.
 * 4. The router, starting on that page with that data; render, or hydrate the HTML already on screen. The
 *    app then tells the load-failure message it is shown.
 * 5. Background work, once the page and its data are in and the browser is idle.
 */
async function boot(): Promise<void> {
  const landingHref = window.location.href;

  const session = initSession(landingHref);
  installErrorCapture();
  ignoreCancelledRejections();
  onApiFailure(noteApiFailure);
  prepareNumberFormats(session.type);
  prepareDateFormats(session.type);
  // contract §5: the demo backend. The constant is replaced at build time, so a production build
  // carries no demo code (tests/e2e/shell.spec.ts checks the bundle).
  if (import.meta.env.VITE_DEMO_API === 'true') {
    const { startDemoWorker } = await import('@/demo/browser');
    await startDemoWorker();
  }

  // The data module and the transport are smaller than the framework and arrive first: sending the
  // requests before React is evaluated keeps that long task from delaying them.
  await startFirstLoad(landingHref, routeTable, dataModules);
  const dataSettled = firstDataSettled();

  const { startFramework, renderApp } = await import('@/app/start');
  // Evaluating the framework was one long task; let the browser breathe before the first render.
  await new Promise((resume) => setTimeout(resume, 0));
  await startFramework(session);

  void renderApp(session);

  afterLoadIdle(() => startBackgroundWork(landingHref), dataSettled);
}

/**
 * Never during the first load and its data: the field reporters, when configured, and the offline shell's
 * service worker (production builds only, and never beside the demo's MSW worker). Registration is
 * feature-detected and a failure is ignored: some webviews have no service worker at all.
 */
function startBackgroundWork(landingHref: string): void {
  startTelemetry(routeTable, landingHref);
  if (import.meta.env.PROD && !env.demoApi && 'serviceWorker' in navigator) {
    import('@/lib/pwa/register').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => {});
  }
}

void boot();
