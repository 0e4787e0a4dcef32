import { routeTable } from '@/app/route-table';
import { initSession } from '@/lib/session';
import { reportContext, personalValues } from '@/lib/telemetry/context';
import { errorKey, SessionLimiter, toErrorReport } from '@/lib/telemetry/error-reporter';
import { isSampled, toVitalReport } from '@/lib/telemetry/rum';
import { fakeMetric } from '../../support/web-vitals';
import { paths } from '@/config/paths';

const START_URL = `https://app.example/?type=1&sessionId=sess-abcdef&deviceId=dev-42xyz&mobilePhone=9876543210&userId=u-777#${paths.repay}?orderNo=IN20261123007`;

beforeEach(() => {
  window.history.replaceState(null, '', `/?type=1#${paths.repay}?orderNo=IN20261123007`);
  initSession(START_URL);
});

const PERSONAL = ['sess-abcdef', 'dev-42xyz', '9876543210', 'u-777', 'IN20261123007'];

function expectNoPersonalValue(payload: unknown) {
  const json = JSON.stringify(payload);
  for (const value of PERSONAL) expect(json).not.toContain(value);
  expect(json).not.toContain('orderNo');
}

describe('report context', () => {
  it('says the route pattern, market, version and service-worker flag, and nothing personal', () => {
    const context = reportContext(routeTable);
    expect(context).toMatchObject({ route: paths.repay, market: 1, version: expect.any(String), sw: false });
    expect(Object.keys(context).sort()).toEqual(expect.arrayContaining(['market', 'route', 'sw', 'version']));
    expectNoPersonalValue(context);
  });

  it('knows every value of the start-up URL as personal', () => {
    expect(personalValues()).toEqual(expect.arrayContaining(PERSONAL.slice(0, 4)));
  });
});

describe('error report payload', () => {
  it('carries the route pattern, message, trimmed stack, version and market, scrubbed of personal values', () => {
    const error = new Error('Payment of 9876543210 for order IN20261123007 failed (session sess-abcdef)');
    error.stack = `${error.name}: ${error.message}\n    at pay (https://app.example/assets/repay-ui-1a2b3c4d.js:1:2345?sessionId=sess-abcdef)`;
    const report = toErrorReport({ error, source: 'uncaught' }, reportContext(routeTable), personalValues());
    expect(report).toMatchObject({
      type: 'error',
      source: 'uncaught',
      route: paths.repay,
      market: 1,
      message: 'Error: Payment of [redacted] for order [redacted] failed (session [redacted])',
    });
    expect(report.stack).toContain('at pay (https://app.example/assets/repay-ui-1a2b3c4d.js:1:2345)');
    expectNoPersonalValue(report);
  });

  it('reports a thrown non-error by kind, never by its content', () => {
    const report = toErrorReport(
      { error: { phone: '9876543210' }, source: 'rejection' },
      reportContext(routeTable),
      [],
    );
    expect(report.message).toBe('Non-error value');
    expect(report.stack).toBeUndefined();
  });
});

describe('de-duplication and rate limiting', () => {
  it('admits the same error once per session, across page loads', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    };
    const key = errorKey({ message: 'TypeError: x is undefined', stack: 'TypeError\n    at a (app.js:1:2)' });
    expect(new SessionLimiter(fake).admit(key)).toBe(true);
    expect(new SessionLimiter(fake).admit(key)).toBe(false);
    // A different frame is a different error.
    expect(
      new SessionLimiter(fake).admit(
        errorKey({ message: 'TypeError: x is undefined', stack: 'TypeError\n    at b (app.js:9:9)' }),
      ),
    ).toBe(true);
  });

  it('sends at most the cap per session, however many different errors there are', () => {
    const limiter = new SessionLimiter(undefined, 3);
    const admitted = Array.from({ length: 8 }, (_, i) => limiter.admit(`error ${i}`)).filter(Boolean);
    expect(admitted).toHaveLength(3);
  });
});

describe('vital report payload', () => {
  it('carries the metric, rounded, with the page context and no personal value', () => {
    expect(toVitalReport(fakeMetric('LCP', 1834.56), reportContext(routeTable))).toEqual({
      type: 'vital',
      name: 'LCP',
      value: 1835,
      rating: 'good',
      navigationType: 'navigate',
      ...reportContext(routeTable),
    });
    expect(toVitalReport(fakeMetric('CLS', 0.01234), reportContext(routeTable)).value).toBe(0.012);
    expectNoPersonalValue(toVitalReport(fakeMetric('INP', 80), reportContext(routeTable)));
  });

  it('samples whole page loads by VITE_RUM_SAMPLE', () => {
    expect(isSampled(0, () => 0)).toBe(false);
    expect(isSampled(1, () => 0.999)).toBe(true);
    expect(isSampled(0.25, () => 0.2)).toBe(true);
    expect(isSampled(0.25, () => 0.3)).toBe(false);
  });
});
