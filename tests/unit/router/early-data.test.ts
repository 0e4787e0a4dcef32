import { afterLoadIdle } from '@/lib/after-load';
import {
  deferData,
  firstDataSettled,
  hashRouteRequest,
  startEarlyData,
  takeEarlyData,
  type DataModule,
} from '@/lib/router/early-data';
import { findRouteDef, normalizeRoutePath } from '@/lib/router/route-def';

const routes = [{ path: '/confirmLoan', data: 'loan/routes/confirm-loan.data' }, { path: '/About' }];

function dataModule(loader: DataModule['loader']) {
  return { 'loan/routes/confirm-loan.data': vi.fn(() => Promise.resolve({ loader })) };
}

describe('early data start', () => {
  it('runs the first route loader once, with the request the router will make', async () => {
    const loader = vi.fn(() => ({ confirm: 'sent' }));
    await startEarlyData('http://app.test/?type=1#/confirmLoan?productId=7', routes, dataModule(loader));
    expect(loader).toHaveBeenCalledTimes(1);
    const [{ request }] = loader.mock.calls[0] as unknown as [{ request: Request }];
    expect(request.url).toBe('http://app.test/confirmLoan?productId=7');

    // The router's first call for the same location (any case) takes it; a second call does not.
    const routerRequest = new Request('http://app.test/confirmloan?productId=7');
    await expect(takeEarlyData(routerRequest)).resolves.toEqual({ confirm: 'sent' });
    expect(takeEarlyData(routerRequest)).toBeUndefined();
  });

  it('discards the early result when the first loader call is for another location', async () => {
    await startEarlyData(
      'http://app.test/#/confirmLoan?productId=7',
      routes,
      dataModule(() => 'x'),
    );
    expect(takeEarlyData(new Request('http://app.test/confirmLoan?productId=8'))).toBeUndefined();
    expect(takeEarlyData(new Request('http://app.test/confirmLoan?productId=7'))).toBeUndefined();
  });

  it("aborts the early requests with the router's call that took them (the page is left)", async () => {
    const loader = vi.fn((_args: { request: Request }) => ({ confirm: 'sent' }));
    await startEarlyData('http://app.test/#/confirmLoan?productId=7', routes, dataModule(loader));
    const { signal } = loader.mock.calls[0]![0].request;
    const page = new AbortController();
    void takeEarlyData(new Request('http://app.test/confirmLoan?productId=7', { signal: page.signal }));
    expect(signal.aborted).toBe(false);
    page.abort();
    expect(signal.aborted).toBe(true);
  });

  it('aborts the early requests nobody will read (the first call is for another location)', async () => {
    const loader = vi.fn((_args: { request: Request }) => ({ confirm: 'sent' }));
    await startEarlyData('http://app.test/#/confirmLoan?productId=7', routes, dataModule(loader));
    const { signal } = loader.mock.calls[0]![0].request;
    takeEarlyData(new Request('http://app.test/confirmLoan?productId=8'));
    expect(signal.aborted).toBe(true);
  });

  it('starts nothing for a route without data or an unknown route', async () => {
    const modules = dataModule(() => 'x');
    await startEarlyData('http://app.test/#/About', routes, modules);
    await startEarlyData('http://app.test/#/nowhere', routes, modules);
    expect(modules['loan/routes/confirm-loan.data']).not.toHaveBeenCalled();
  });

  it('never rejects when the data module fails to load; the router then sees the failure', async () => {
    const failing = { 'loan/routes/confirm-loan.data': () => Promise.reject(new Error('chunk')) };
    await expect(startEarlyData('http://app.test/#/confirmLoan', routes, failing)).resolves.toBeUndefined();
    await expect(takeEarlyData(new Request('http://app.test/confirmLoan'))).rejects.toThrow('chunk');
  });

  it('builds the hash location request, an empty hash being the home route', () => {
    expect(hashRouteRequest('http://app.test/?a=1').url).toBe('http://app.test/');
    expect(hashRouteRequest('http://app.test/#repay?orderId=1').url).toBe('http://app.test/repay?orderId=1');
  });

  it('matches route paths as React Router does: case-insensitive, trailing slash ignored', () => {
    expect(normalizeRoutePath('/ConfirmLoan/')).toBe('/confirmloan');
    expect(normalizeRoutePath('')).toBe('/');
    expect(findRouteDef(routes, '/about/')?.path).toBe('/About');
  });
});

describe('deferData', () => {
  it("marks a settled promise with React's thenable fields, and leaves an instrumented one alone", async () => {
    const data = deferData(Promise.resolve({ amount: 1 }));
    expect(data).toMatchObject({ status: 'pending' });
    await data;
    expect(data).toMatchObject({ status: 'fulfilled', value: { amount: 1 } });

    const failed = deferData(Promise.reject(new Error('offline')));
    await failed.catch(() => undefined);
    expect(failed).toMatchObject({ status: 'rejected', reason: new Error('offline') });

    let resolve!: (value: number) => void;
    const instrumented = Object.assign(new Promise<number>((done) => (resolve = done)), { status: 'x' });
    deferData(instrumented);
    resolve(2);
    await instrumented;
    expect(instrumented).toEqual(expect.objectContaining({ status: 'x' }));
    expect('value' in instrumented).toBe(false);
  });
});

describe('background work waits for the first data', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('settles once every request of the first route has arrived or failed, and never rejects', async () => {
    let answer!: (value: string) => void;
    let fail!: (error: Error) => void;
    const confirm = new Promise<string>((resolve) => (answer = resolve));
    const plans = new Promise<string>((_, reject) => (fail = reject));
    plans.catch(() => undefined);
    await startEarlyData(
      'http://app.test/#/confirmLoan?productId=7',
      routes,
      dataModule(() => ({ confirm, plans, query: { productId: '7' } })),
    );
    let settled = false;
    void firstDataSettled().then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    answer('ok');
    await flush();
    expect(settled).toBe(false);
    fail(new Error('timeout'));
    await flush();
    expect(settled).toBe(true);
  });

  it('settles at once on a route without data', async () => {
    await startEarlyData('http://app.test/#/About', routes, {});
    await expect(firstDataSettled()).resolves.toBeUndefined();
  });

  it('runs the task only after the load event, the data and its paint, when the browser is idle', async () => {
    vi.useFakeTimers();
    const idle = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    let answer!: () => void;
    const data = new Promise<void>((resolve) => (answer = resolve));
    const task = vi.fn();
    afterLoadIdle(task, data); // jsdom's document is complete: only the data holds it
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).not.toHaveBeenCalled();
    answer();
    // React may reveal the answer up to 300 ms after it arrives.
    await vi.advanceTimersByTimeAsync(300);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(task).toHaveBeenCalledTimes(1);
    expect(idle).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
});
