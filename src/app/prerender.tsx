import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, createPath, type To } from 'react-router-dom';
import { initI18n, resetTexts } from '@/lib/i18n';
import { routerReady } from '@/lib/router/router-ready';
import { initSession, type Locale } from '@/lib/session';
import { App } from './app';
import { resourceLoaders } from './i18n-resources';
import { createAppRoutes } from './routes';

/**
 * The build's server entry: renders a route's real components to HTML with react-dom/server,
 * in one market's texts, as the client's first render will: the same routes, the same App, the session of
 * a URL that carries nothing but the market. scripts/prerender runs it in Node at build time; the page then
 * paints from this HTML before any module has arrived, and the client hydrates it (app/start.tsx).
 */
// This bundle is one build's; i18next, which the bundle leaves external, may still hold an earlier build's texts.
let textsReset = false;

export async function renderRoute(path: string, locale: Locale): Promise<string> {
  if (!textsReset) resetTexts(resourceLoaders);
  textsReset = true;
  const session = initSession(`https://prerender.invalid/${locale === 'en' ? '?type=1' : ''}#${path}`, {
    tab: false,
  });
  await initI18n(session.locale, resourceLoaders);
  const router = createMemoryRouter(createAppRoutes({ prerender: true }), { initialEntries: [path] });
  await routerReady(router);
  const failed = router.state.errors;
  if (failed) throw new Error(`prerender ${path}: ${JSON.stringify(Object.values(failed)[0])}`);
  // The client's hash router writes links as `#/About`; so must the HTML it hydrates.
  const hashLinks = Object.create(router, {
    createHref: { value: (to: To) => `#${typeof to === 'string' ? to : createPath(to)}` },
  }) as typeof router;
  // An error inside a Suspense boundary would leave its fallback in the HTML for the client to replace:
  // a rendering that is not the page. The build fails instead.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App router={hashLinks} />
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // React moves a Suspense boundary larger than this (12.5 KB by default) out of place, to be put back
      // by an inline script, which the CSP refuses; a long legal document inside the official site's layout
      // is such a boundary. The rendering is one file read whole: nothing gains from streaming it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  router.dispose();
  if (errors.length) throw new Error(`prerender ${path}: ${String(errors[0])}`, { cause: errors[0] });
  return new Response(prelude).text();
}
