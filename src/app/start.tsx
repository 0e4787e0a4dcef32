import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter } from 'react-router-dom';
import { captureError } from '@/lib/telemetry';
import { App } from './app';
import { bootstrap } from './bootstrap';
import { createAppRoutes } from './routes';

/** The React half of start-up: i18n, the router and the first render (main.ts loads this). */
export function startApp(): void {
  bootstrap();
  const router = createHashRouter(createAppRoutes());
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container, {
    onUncaughtError: (error) => {
      console.error('[uncaught]', error instanceof Error ? error.message : 'error');
      captureError(error, 'react');
    },
  });
  // The first render as a transition: React renders it in slices and yields to the browser between them,
  // instead of one long task on a slow phone's main thread.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}
