import { type DataModule, normalizeRoutePath, type RouteDef } from '@/lib/router/route-def';
import { firstDataSettled, firstPage, hashPath, startFirstLoad } from '@/lib/router/first-load';
import { fetchQuery } from '@/lib/router/query-cache';

// The page the app opened on, found and its data started before React and the router arrive: on a table of
// its own, with paths no page of the app has (tests/unit/build/one-table.test.ts keeps real ones in one place).

const loanDetails: RouteDef = {
  path: '/orderView',
  page: 'loan/pages/loan-details',
  data: 'loan/data/loan-details',
  namespaces: ['loan'],
};
const statement: RouteDef = {
  path: '/contract',
  page: 'legal/pages/contract',
  data: 'legal/data/contract',
  queryAliases: { orderNo: 'orderId' },
  namespaces: ['legal'],
};
const about: RouteDef = { path: '/welcome', page: 'official/pages/about', namespaces: ['official'] };
const table = [loanDetails, statement, about];
const ORIGIN = 'https://app.example.mx/loan/';

describe('the route path of the address’s hash, as the router matches it', () => {
  it('is the part before the hash’s query, and / when there is none', () => {
    expect(hashPath('#/orderView?orderId=A1&type=2')).toBe('/orderView');
    expect(hashPath('#/welcome')).toBe('/welcome');
    expect(hashPath('#?type=1')).toBe('/');
    expect(hashPath('#')).toBe('/');
    expect(hashPath('')).toBe('/');
  });
});

describe('the first page', () => {
  it('is found as React Router matches a path: in any case, with trailing slashes or none', async () => {
    await startFirstLoad(`${ORIGIN}#/WELCOME//?type=1`, table, {});
    expect(firstPage('#/WELCOME//?type=1')?.def).toBe(about);
    await startFirstLoad(`${ORIGIN}#/wElCoMe`, table, {});
    expect(firstPage('#/wElCoMe')?.def).toBe(about);
    // One spelling of a path, the root `/` however written: the prerendered page's key (`/welcome|es`) is made from it.
    expect(['', '/', '//', '/OrderView//'].map(normalizeRoutePath)).toEqual(['/', '/', '/', '/orderview']);
  });

  it('starts its data with the address’s query, the hash’s winning and the route’s aliases applied', async () => {
    const asked: Record<string, string>[] = [];
    const data: DataModule = {
      load: (query) => {
        asked.push(query);
        return { orderNo: query.orderNo };
      },
    };
    const href = `${ORIGIN}?type=2&orderId=OLD#/contract?orderId=A1`;
    await startFirstLoad(href, table, { 'legal/data/contract': () => Promise.resolve(data) });
    expect(asked).toEqual([{ type: '2', orderId: 'A1', orderNo: 'A1' }]);
    expect(firstPage('#/contract?orderId=A1')).toEqual({
      def: statement,
      hash: '#/contract?orderId=A1',
      data: { orderNo: 'A1' },
    });
  });

  it('is the router’s only while the address is the one it was found at (a link followed meanwhile is not)', async () => {
    await startFirstLoad(`${ORIGIN}#/welcome`, table, {});
    expect(firstPage('#/welcome')).toEqual({ def: about, hash: '#/welcome' });
    expect(firstPage('#/orderView')).toBeUndefined();
  });

  it('is none for an address no route matches, so a page found before is not taken over', async () => {
    await startFirstLoad(`${ORIGIN}#/welcome`, table, {});
    await startFirstLoad(`${ORIGIN}#/nowhere`, table, {});
    expect(firstPage('#/nowhere')).toBeUndefined();
    expect(firstPage('#/welcome')).toBeUndefined();
    // Background work does not wait for a page that was never found.
    await expect(firstDataSettled()).resolves.toBeUndefined();
  });

  it('a data module that did not arrive leaves the page to the router, which loads it with its retry', async () => {
    await expect(
      startFirstLoad(`${ORIGIN}#/orderView?orderId=A1`, table, {
        'loan/data/loan-details': () => Promise.reject(new Error('chunk failed')),
      }),
    ).resolves.toBeUndefined();
    expect(firstPage('#/orderView?orderId=A1')).toEqual({ def: loanDetails, hash: '#/orderView?orderId=A1' });
  });

  it('background work waits until its data has answered, and not for a page without data', async () => {
    let answer: (value: string) => void = () => undefined;
    const query = fetchQuery(
      ['first-load', 'details'],
      () => new Promise<string>((resolve) => (answer = resolve)),
    );
    await startFirstLoad(`${ORIGIN}#/orderView`, table, {
      'loan/data/loan-details': () => Promise.resolve({ load: () => ({ details: query, title: 'x' }) }),
    });
    let settled = false;
    const waiting = firstDataSettled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    answer('loan');
    await waiting;
    expect(settled).toBe(true);

    await startFirstLoad(`${ORIGIN}#/welcome`, table, {});
    await expect(firstDataSettled()).resolves.toBeUndefined();
  });
});
