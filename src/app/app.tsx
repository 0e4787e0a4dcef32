import '@/styles/global.css';
import { Suspense } from 'react';
import { RouterProvider, type createHashRouter } from 'react-router-dom';
import { BootFallback } from './root-layout';

export function App({ router }: { router: ReturnType<typeof createHashRouter> }) {
  return (
    <Suspense fallback={<BootFallback />}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
