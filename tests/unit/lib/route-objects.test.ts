import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type DataModule, type RouteDef } from '@/lib/router/route-def';
import { loadPageParts, pageRoute, type RouteModules } from '@/lib/router/route-objects';

// A page as React Router's route: its id, its component and its loader, whether its parts are already in
// (the page the app opened on) or fetched on the first visit.

const statement: RouteDef = {
  path: '/contract',
  page: 'legal/pages/contract',
  data: 'legal/data/contract',
  queryAliases: { orderNo: 'orderId' },
  namespaces: [],
};
const Page = () => createElement('p', null, 'Contrato de crédito');
const asked: { query: Record<string, string>; signal: AbortSignal | undefined }[] = [];
const data: DataModule = {
  load: (query, signal) => {
    asked.push({ query, signal });
    return { from: 'load' };
  },
  prerenderLoad: (query) => ({ from: 'prerender', query }),
};
const modules: RouteModules = {
  page: () => Promise.resolve({ default: Page }),
  data: () => Promise.resolve(data),
};
/** Calls a route loader as React Router does, with the navigation's request. */
type Loader = (args: { request: Request }) => unknown;
const navigation = new AbortController();
const request = new Request('https://app.example.mx/contract?orderId=A1', { signal: navigation.signal });
const shown = (Component: unknown) => renderToStaticMarkup(createElement(Component as () => null));

beforeEach(() => {
  asked.length = 0;
});

describe('a page’s route', () => {
  it('with its parts in: the page itself and a loader that reads the query with the route’s aliases', async () => {
    const loaded = await loadPageParts(statement, modules);
    expect(loaded.data).toBe(data);
    const route = pageRoute(statement, modules, { loaded });
    expect(route).toMatchObject({ id: '/contract', path: '/contract' });
    expect(route.lazy).toBeUndefined();
    expect(shown(route.Component)).toBe('<p>Contrato de crédito</p>');
    expect((route.loader as Loader)({ request })).toEqual({ from: 'load' });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.query).toEqual({ orderId: 'A1', orderNo: 'A1' });
    expect(asked[0]!.signal?.aborted).toBe(false);
    navigation.abort();
    expect(asked[0]!.signal?.aborted).toBe(true);
  });

  it('a page without data has no loader, loaded or not', async () => {
    const pageOnly = { page: modules.page };
    const loaded = await loadPageParts(statement, pageOnly);
    expect(loaded.data).toBeUndefined();
    expect(pageRoute(statement, pageOnly, { loaded })).not.toHaveProperty('loader');
    expect(pageRoute(statement, pageOnly).lazy).not.toHaveProperty('loader');
  });

  it('fetched on the first visit: the same page and loader, once asked for', async () => {
    const route = pageRoute(statement, modules);
    expect(route).toMatchObject({ id: '/contract', path: '/contract' });
    expect(route.Component).toBeUndefined();
    const lazy = route.lazy as { Component: () => Promise<unknown>; loader: () => Promise<Loader> };
    expect(shown(await lazy.Component())).toBe('<p>Contrato de crédito</p>');
    const loader = await lazy.loader();
    expect(loader({ request: new Request('https://app.example.mx/contract?orderId=B2') })).toEqual({
      from: 'load',
    });
    expect(asked[0]!.query).toEqual({ orderId: 'B2', orderNo: 'B2' });
  });

  it('in the build’s prerender: the module’s prerenderLoad, which sends nothing', async () => {
    const loaded = await loadPageParts(statement, modules);
    const route = pageRoute(statement, modules, { prerender: true, loaded });
    expect((route.loader as Loader)({ request })).toEqual({ from: 'prerender', query: { orderId: 'A1' } });
    const lazy = pageRoute(statement, modules, { prerender: true }).lazy as { loader: () => Promise<Loader> };
    expect((await lazy.loader())({ request })).toMatchObject({ from: 'prerender' });
    expect(asked).toHaveLength(0);
  });

  it('a prerendered page whose data module has no prerenderLoad fails the build, naming the route', () => {
    expect(() =>
      pageRoute(statement, modules, {
        prerender: true,
        loaded: { Component: Page, data: { load: data.load } },
      }),
    ).toThrow('prerender: /contract has no prerenderLoad');
  });
});
