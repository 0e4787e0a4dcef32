import '@/styles/global.css';
import { Suspense, type ReactNode } from 'react';
import { BootFallback } from './root-layout';

/**
 * The app around its router: the client's RouterProvider (app/start.tsx), or the build's
 * StaticRouterProvider (app/prerender.tsx), so that the HTML the build makes is the tree the client hydrates.
 */
export function App({ children }: { children: ReactNode }) {
  return <Suspense fallback={<BootFallback />}>{children}</Suspense>;
}
