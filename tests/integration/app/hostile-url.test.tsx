import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../support/render-route';
import { exampleQuery } from '@/app/route-examples';
import { routeTable } from '@/app/route-table';
import { HOSTILE_VALUES, hostilePageQuery, hostileQuery, isLong } from '../../support/hostile-url';

/** A heading, not the crash screen, and no markup from the URL or the server in the document. */
async function expectHealthy(): Promise<void> {
  expect((await screen.findAllByRole('heading'))[0]).toBeVisible();
  expect(screen.queryByRole('heading', { name: /^(Algo salió mal|Something went wrong)$/ })).toBeNull();
  expect(document.body.querySelector('script, [onerror], img[src="x"]')).toBeNull();
}

/**
 * Every route of the route table opened with hostile values in every query key it or the session reads: the
 * page shows a heading, not the crash screen, and nothing from the URL became markup. The browser's own part
 * (the inline boot scripts that read the URL before the app, its first calls) is in tests/e2e/hardening.spec.ts.
 */
describe('hostile URL input', () => {
  it.each(routeTable.map((route) => route.path))('%s survives hostile query values', async (path) => {
    for (const value of HOSTILE_VALUES) {
      const query = hostileQuery(value);
      // Repeated keys too (the same key before and after the hash, and twice in one query); a long value once
      // is long enough, and jsdom parses a URL of hundreds of KB slowly.
      const { unmount } = await renderRoute(
        isLong(value) ? `${path}?${query}` : `${path}?${query}&${query}`,
        {
          pageQuery: `?${hostilePageQuery(value)}`,
        },
      );
      await expectHealthy();
      unmount();
    }
  });
});

/**
 * The demo's `xss=1` flag appends markup to every string the server sends (src/demo/endpoint.ts): on every
 * route that loads data it stays text, in the page once loaded and in the server's error messages.
 */
describe('server text is inert', () => {
  const dataRoutes = routeTable.filter((route) => route.data).map((route) => route.path);
  const loaded = () => waitFor(() => expect(document.querySelector('.loading')).toBeNull());

  it.each(dataRoutes)('%s renders server markup as text', async (path) => {
    document.cookie = `demo_scenario=${encodeURIComponent('xss=1')}; path=/`;
    await renderRoute(`${path}?${exampleQuery(path, 'mx')}`);
    await loaded();
    await expectHealthy();
  });

  it.each(dataRoutes)('%s renders markup in an error message as text', async (path) => {
    document.cookie = `demo_scenario=${encodeURIComponent('xss=1&fault=*:code')}; path=/`;
    await renderRoute(`${path}?${exampleQuery(path, 'mx')}`);
    await loaded();
    await expectHealthy();
  });
});
