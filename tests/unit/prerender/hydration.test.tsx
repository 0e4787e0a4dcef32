import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { useBrowserValue } from '@/lib/hooks/use-browser-value';
import { hydrationData } from '@/lib/router/hydration-data';

/** What the client needs to hydrate the build's HTML with the same first render. */

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

  // hydrationData writes the loaded lazy parts into the route objects and calls loaders with arguments it
  // builds itself: React Router has no public call for either. This pins what start-up relies on, so an
  // upgrade that changes it fails here: a router made with the result is ready at once, runs no loader
  // and loads nothing (its first render is the page the HTML shows).
  it('gives React Router a router that is ready at once, loading and running nothing', async () => {
    const loader = vi.fn(() => ({ page: 'about' }));
    const lazy = vi.fn(async () => ({ loader, Component: () => null }));
    const routes: RouteObject[] = [
      { id: 'root', path: '/', children: [{ id: '/About', path: 'About', lazy }] },
    ];
    const request = new Request('http://x/About');
    const hydration = await hydrationData(routes, request);
    expect(lazy).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledTimes(1);
    const router = createMemoryRouter(routes, { initialEntries: ['/About'], hydrationData: hydration });
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.loaderData).toEqual({ '/About': { page: 'about' } });
    await Promise.resolve();
    expect(lazy).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledTimes(1);
    router.dispose();
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
