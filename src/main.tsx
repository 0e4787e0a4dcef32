import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter } from 'react-router-dom';
import '@/styles/global.css';
import { App } from '@/app/app';
import { bootstrap } from '@/app/bootstrap';
import { createAppRoutes } from '@/app/routes';

async function start() {
  bootstrap();
  // contract §5: the demo backend. The constant is replaced at build time, so a production build
  // carries no demo code (tests/build/no-demo-code checks the bundle).
  if (import.meta.env.VITE_DEMO_API === 'true') {
    const { startDemoWorker } = await import('@/testing/mocks/browser');
    await startDemoWorker();
  }
  const router = createHashRouter(createAppRoutes());
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container, {
    onUncaughtError: (error) => console.error('[uncaught]', error instanceof Error ? error.message : 'error'),
  }).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
