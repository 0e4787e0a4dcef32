import { dataModules } from '@/app/route-modules';
import { routeTable } from '@/app/route-table';
import { startEarlyData } from '@/lib/router/early-data';
import { initSession } from '@/lib/session';

/**
 * Start-up in two halves (issue 11). This entry holds no React: it reads the session from the URL and
 * starts the first route's requests through the transport, then loads the React half. The HTML's preload
 * script has already asked for every file the route needs, so both halves arrive together.
 */
async function start() {
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
  const { startApp } = await import('@/app/start');
  // Evaluating the framework was one long task; let the browser breathe before the first render.
  await new Promise((resume) => setTimeout(resume, 0));
  startApp();
}

void start();
