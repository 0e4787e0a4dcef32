import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { RouteObject } from 'react-router-dom';
import { useBrowserValue } from '@/lib/hooks/use-browser-value';
import { hydrationData } from '@/lib/router/hydration-data';

/** Issue 17: what the client needs to hydrate the build's HTML with the same first render. */

describe('hydrationData', () => {
  it("loads the matched routes' lazy parts and runs their loaders, keyed by route id", async () => {
    const aboutLoader = vi.fn(({ url }: { url: URL }) => ({ page: url.pathname }));
    const otherLazy = vi.fn(async () => ({ loader: () => 'never' }));
    const routes: RouteObject[] = [
      {
        id: 'root',
        path: '/',
        children: [
          { id: '/About', path: 'About', lazy: async () => ({ loader: aboutLoader }) },
          { id: '/Other', path: 'Other', lazy: otherLazy },
          {
            id: '/Split',
            path: 'Split',
            lazy: { loader: async () => () => 'split', Component: async () => () => null },
          },
        ],
      },
    ];
    const about = await hydrationData(routes, new Request('http://x/About?type=1'));
    expect(about).toEqual({ loaderData: { '/About': { page: '/About' } } });
    expect(routes[0]!.children![0]!.lazy).toBeUndefined();
    expect(otherLazy).not.toHaveBeenCalled();

    const split = await hydrationData(routes, new Request('http://x/Split'));
    expect(split.loaderData).toEqual({ '/Split': 'split' });
  });

  it('gives no loader data for a route without a loader', async () => {
    const routes: RouteObject[] = [{ id: '/', path: '/', Component: () => null }];
    expect(await hydrationData(routes, new Request('http://x/'))).toEqual({ loaderData: {} });
  });
});

describe('useBrowserValue', () => {
  function Frame() {
    const url = useBrowserValue(() => 'https://policy.example/', null);
    return <p>{url ?? 'placeholder'}</p>;
  }

  it("renders the build's value on the server and the browser's on the client", () => {
    expect(renderToString(<Frame />)).toContain('placeholder');
    act(() => void render(<Frame />));
    expect(screen.getByText('https://policy.example/')).toBeInTheDocument();
  });
});
