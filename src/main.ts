import { dataModules } from '@/app/route-modules';
import { routeTable } from '@/app/route-table';
import { afterLoadIdle } from '@/lib/after-load';
import { env } from '@/config/env';
import { firstDataSettled, startEarlyData } from '@/lib/router/early-data';
import { initSession } from '@/lib/session';
import { installErrorCapture, startTelemetry } from '@/lib/telemetry';

/**
 * Start-up in two halves (issue 11). This entry holds no React: it reads the session from the URL and
 * starts the first route's requests through the transport, then loads the React half. The HTML's preload
 * script has already asked for every file the route needs, so both halves arrive together.
 */
async function start() {
  const landingHref = window.location.href;
  installErrorCapture();
  initSession(window.location.href);
  // contract §5: the demo backend. The constant is replaced at build time, so a production build
  // carries no demo code (tests/build/no-demo-code checks the bundle).
  if (import.meta.env.VITE_DEMO_API === 'true') {
    const { startDemoWorker } = await import('@/demo/browser');
    await startDemoWorker();
  }
  // The data module and the transport are smaller than the framework and arrive first: sending the
  // requests before React is evaluated keeps that long task from delaying them.
  await startEarlyData(window.location.href, routeTable, dataModules);
  const dataSettled = firstDataSettled();
  const { startApp } = await import('@/app/start');
  // Evaluating the framework was one long task; let the browser breathe before the first render.
  await new Promise((resume) => setTimeout(resume, 0));
  void startApp();
  afterLoadIdle(() => startBackgroundWork(landingHref), dataSettled);
}

/**
 * After the first load and its data, never during them (issue 12): the field reporters, when configured,
 * and the offline shell's service worker (production builds only, and never beside the demo's MSW worker).
 * Registration is feature-detected and a failure is ignored: some webviews have no service worker at all.
 */
function startBackgroundWork(landingHref: string) {
  startTelemetry(routeTable, landingHref);
  if (import.meta.env.PROD && !env.demoApi && 'serviceWorker' in navigator) {
    import('@/lib/pwa/register').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => {});
  }
}

void start();
