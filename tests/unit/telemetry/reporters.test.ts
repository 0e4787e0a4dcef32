import type { Metric } from 'web-vitals';
import { fakeMetric } from '../../support/web-vitals';
import type * as EnvModule from '@/config/env';
import { routeTable } from '@/app/route-table';
import { calls } from '@/config/calls';
import { paths } from '@/config/paths';

// The reporters as a deploy with both URLs set runs them.
vi.mock('@/config/env', async (original) => {
  const actual = await original<typeof EnvModule>();
  return { env: { ...actual.env, errorUrl: '/telemetry/errors', rumUrl: '/telemetry/vitals', rumSample: 1 } };
});

const vitalCallbacks = new Map<string, (metric: Metric) => void>();
vi.mock('web-vitals', () => {
  const subscribe = (name: string) => (callback: (metric: Metric) => void) =>
    vitalCallbacks.set(name, callback);
  return {
    onLCP: subscribe('LCP'),
    onINP: subscribe('INP'),
    onCLS: subscribe('CLS'),
    onFCP: subscribe('FCP'),
    onTTFB: subscribe('TTFB'),
  };
});

const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);

function sent(url: string): Record<string, unknown>[] {
  return beacon.mock.calls
    .filter(([to]) => to === url)
    .flatMap(([, body]) => JSON.parse(String(body)) as Record<string, unknown>[]);
}

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

async function freshModules() {
  vi.resetModules();
  const session = await import('@/lib/session');
  session.initSession(
    `https://app.example/?sessionId=sess-abcdef&mobilePhone=5512345678#${paths.repay}?orderNo=MX20251123001`,
  );
  return {
    telemetry: await import('@/lib/telemetry'),
    reporter: await import('@/lib/telemetry/error-reporter'),
    failures: await import('@/lib/telemetry/api-failures'),
    rum: await import('@/lib/telemetry/rum'),
    device: await import('@/lib/telemetry/device-record'),
    ApiError: (await import('@/lib/http/api-error')).ApiError,
  };
}

beforeEach(() => {
  beacon.mockClear();
  vitalCallbacks.clear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', `/#${paths.repay}?orderNo=MX20251123001`);
});

describe('error reporter', () => {
  it('sends what was caught before it loaded, once per error, with the counted API failures, when the page is hidden', async () => {
    const { telemetry, reporter, failures, device, ApiError } = await freshModules();
    const early = new Error('start-up failed for 5512345678');
    telemetry.captureError(early, 'uncaught');
    telemetry.captureError(early, 'uncaught');
    failures.noteApiFailure(new ApiError('timeout', 'timeout of 60000ms exceeded'));
    failures.noteApiFailure(new ApiError('network', 'Network Error'));
    failures.noteApiFailure(new ApiError('network', 'Network Error'));

    reporter.startErrorReporter('/telemetry/errors', routeTable);
    expect(beacon).not.toHaveBeenCalled();
    hidePage();

    const reports = sent('/telemetry/errors');
    expect(reports).toEqual([
      expect.objectContaining({
        type: 'error',
        source: 'uncaught',
        route: paths.repay,
        message: 'Error: start-up failed for [redacted]',
      }),
      expect.objectContaining({
        type: 'api-failures',
        route: paths.repay,
        counts: { timeout: 1, network: 2 },
      }),
    ]);
    expect(JSON.stringify(reports)).not.toMatch(/5512345678|sess-abcdef|MX20251123001/);
    // Expected failures are counted, not reported as errors; both show on this device.
    expect(device.readDeviceRecord()).toMatchObject({ errors: 2, apiFailures: { timeout: 1, network: 2 } });
  });

  it('reports a response of the wrong shape as an error, and batches errors within a few seconds', async () => {
    vi.useFakeTimers();
    try {
      const { telemetry, reporter, failures, ApiError } = await freshModules();
      telemetry.installErrorCapture();
      reporter.startErrorReporter('/telemetry/errors', routeTable);
      failures.noteApiFailure(
        new ApiError('invalid', `Invalid response from ${calls.loanConfirm.path} at data.amount`),
      );
      // An unhandled rejection, caught by the listeners main.ts installs first thing.
      const rejection = Object.assign(new Event('unhandledrejection'), {
        reason: new TypeError('a is undefined'),
      });
      window.dispatchEvent(rejection);
      expect(beacon).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(sent('/telemetry/errors').map((report) => report.source ?? report.type)).toEqual([
        'invalid-response',
        'rejection',
        'api-failures',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops at the per-session cap, even across reloads', async () => {
    const { telemetry, reporter } = await freshModules();
    reporter.startErrorReporter('/telemetry/errors', routeTable);
    for (let i = 0; i < 7; i += 1)
      telemetry.captureError(new Error(`first load error ${'i'.repeat(i + 1)}`), 'uncaught');
    hidePage();
    const reload = await freshModules();
    reload.reporter.startErrorReporter('/telemetry/errors', routeTable);
    for (let i = 0; i < 7; i += 1)
      reload.telemetry.captureError(new Error(`second load error ${'i'.repeat(i + 1)}`), 'uncaught');
    hidePage();
    expect(sent('/telemetry/errors').filter((report) => report.type === 'error')).toHaveLength(
      reporter.MAX_REPORTS_PER_SESSION,
    );
  });

  it('falls back to fetch with keepalive where the beacon refuses', async () => {
    beacon.mockReturnValue(false);
    const fetchSpy = vi.spyOn(window, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    try {
      const { telemetry, reporter } = await freshModules();
      reporter.startErrorReporter('/telemetry/errors', routeTable);
      telemetry.captureError(new Error('boom'), 'boundary');
      hidePage();
      expect(fetchSpy).toHaveBeenCalledWith(
        '/telemetry/errors',
        expect.objectContaining({ method: 'POST', keepalive: true }),
      );
    } finally {
      fetchSpy.mockRestore();
      beacon.mockReturnValue(true);
    }
  });
});

describe('RUM reporter', () => {
  it('keeps the figures on this device and sends the sampled page load batched when hidden, under its landing route', async () => {
    const { rum, device } = await freshModules();
    rum.startRum('/telemetry/vitals', 1, routeTable, window.location.href);
    // The borrower moves on before the figures are final: they still belong to the page that loaded.
    window.history.replaceState(null, '', `/#${paths.testPreview}`);
    vitalCallbacks.get('LCP')!(fakeMetric('LCP', 1200.4));
    vitalCallbacks.get('TTFB')!(fakeMetric('TTFB', 80));
    expect(beacon).not.toHaveBeenCalled();
    hidePage();
    expect(sent('/telemetry/vitals')).toEqual([
      expect.objectContaining({ type: 'vital', name: 'LCP', value: 1200, route: paths.repay }),
      expect.objectContaining({ type: 'vital', name: 'TTFB', value: 80, route: paths.repay }),
    ]);
    expect(device.readDeviceRecord().vitals.LCP).toMatchObject({
      value: 1200,
      rating: 'good',
      route: paths.repay,
    });
  });

  it('sends nothing for a page load outside the sample, but still shows it on this device', async () => {
    const { rum, device } = await freshModules();
    rum.startRum('/telemetry/vitals', 0, routeTable, window.location.href);
    vitalCallbacks.get('CLS')!(fakeMetric('CLS', 0.05));
    hidePage();
    expect(beacon).not.toHaveBeenCalled();
    expect(device.readDeviceRecord().vitals.CLS).toMatchObject({ value: 0.05 });
  });
});
