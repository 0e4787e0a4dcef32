// @vitest-environment node
import { renderRoute } from '@/app/prerender';
import { paths } from '@/config/paths';

/**
 * The build renders pages with a memory router whose `createHref` is replaced (React Router has no public
 * way to make a memory router write hash links). This pins that the links come out as the client's hash
 * router writes them, so an upgrade that ignores the replacement fails here, not as a hydration mismatch on
 * a phone.
 */
it("writes the page's links as the client's hash router does", async () => {
  const html = await renderRoute(paths.home, 'es');
  const hrefs = [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map(([, href]) => href!);
  const inApp = hrefs.filter((href) => !/^(https?:|mailto:|tel:)/.test(href));
  expect(inApp.length).toBeGreaterThan(0);
  for (const href of inApp) expect(href).toMatch(/^#\//);
});
