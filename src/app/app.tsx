import '@/styles/global.css';
import { Suspense, useEffect } from 'react';
import { RouterProvider, type createHashRouter } from 'react-router-dom';
import { trackPageRequests } from '@/lib/router/page-requests';
import { BootFallback } from './root-layout';

export function App({ router }: { router: ReturnType<typeof createHashRouter> }) {
  // Leaving a page cancels its requests (lib/router/page-requests.ts).
  useEffect(() => trackPageRequests(router), [router]);
  return (
    <Suspense fallback={<BootFallback />}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
