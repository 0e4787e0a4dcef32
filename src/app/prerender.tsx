import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { initI18n } from '@/lib/i18n';
import { initSession, type Locale } from '@/lib/session';
import { App } from './app';
import { resourceLoaders } from './i18n-resources';
import { createAppRoutes } from './routes';

/**
 * The client's hash router writes a link as `#/About`; the static router, which knows no hash, as `/About`.
 * The HTML the client hydrates must carry the client's links.
 */
export function hashLinks(html: string): string {
  return html.replace(/(<a\b[^>]*?\bhref=")\//g, '$1#/');
}

/**
 * The build's server entry: renders a route's real components to HTML with React Router's static APIs and
 * react-dom/static, in one market's texts, as the client's first render will: the same routes, the same
 * App, the session of a URL that carries nothing but the market. scripts/prerender runs it in Node at build
 * time; the page then paints from this HTML before any module has arrived, and the client hydrates it
 * (app/start.tsx).
 */
export async function renderRoute(path: string, locale: Locale): Promise<string> {
  const market = { es: '', en: '?type=1', hi: '?type=1&language=hi' }[locale];
  const session = initSession(`https://prerender.invalid/${market}#${path}`, { tab: false });
  await initI18n(session.locale, resourceLoaders);
  const handler = createStaticHandler(createAppRoutes({ prerender: true }));
  const context = await handler.query(new Request(`https://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`prerender ${path}: answered ${context.status}`);
  if (context.errors)
    throw new Error(`prerender ${path}: ${JSON.stringify(Object.values(context.errors)[0])}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // An error inside a Suspense boundary would leave its fallback in the HTML for the client to replace:
  // a rendering that is not the page. The build fails instead.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // React moves a Suspense boundary larger than this (12.5 KB by default) out of place, to be put back
      // by an inline script, which the CSP refuses; a long legal document inside the official site's layout
      // is such a boundary. The rendering is one file read whole: nothing gains from streaming it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length) throw new Error(`prerender ${path}: ${String(errors[0])}`, { cause: errors[0] });
  return hashLinks(await new Response(prelude).text());
}
