import * as v from 'valibot';
import { HttpResponse, delay } from 'msw';
import type * as EnvModule from '@/config/env';
import { server } from '@/demo/node';
import { ApiError, Cancelled, formCall, isCancelled, loanCall, type CallDescription } from '@/lib/http';
import { ignoreCancelledRejections } from '@/lib/http/api-error';
import { initSession } from '@/lib/session';
import { captureError, takeCapturedErrors, type CapturedError } from '@/lib/telemetry/capture';
import { noteApiFailure, takeApiFailureCounts } from '@/lib/telemetry/api-failures';
import { onCall } from '../../support/on-call';

// Error reports on, as a deploy with VITE_ERROR_URL runs them.
vi.mock('@/config/env', async (original) => {
  const actual = await original<typeof EnvModule>();
  return { env: { ...actual.env, errorUrl: '/telemetry/errors' } };
});

const Data = v.object({ amount: v.number() });
const loanTest: CallDescription = { client: 'json', method: 'POST', path: '/test', repeatable: true };
const formTest: CallDescription = { client: 'form', method: 'POST', path: '/form-test', repeatable: true };

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

beforeEach(() => initSession('https://h/?sessionId=s1'));

describe('contract §8: HTTP 401 is an ended session', () => {
  it('is counted as an expected API failure, never reported as an error', () => {
    const reported: CapturedError[] = [];
    takeCapturedErrors((captured) => reported.push(captured));
    takeApiFailureCounts();
    noteApiFailure(new ApiError('session', 'HTTP 401', { status: 401 }));
    captureError(new ApiError('session', 'HTTP 401', { status: 401 }), 'boundary');
    expect(takeApiFailureCounts()).toEqual({ session: 1 });
    expect(reported).toEqual([]);
    captureError(new Error('a bug'), 'boundary');
    expect(reported).toHaveLength(1);
  });
});

describe('a call the page cancelled settles as Cancelled', () => {
  it('rejects with Cancelled when its signal aborts mid-flight, so every finally runs', async () => {
    server.use(
      onCall(loanTest, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    let finallyRan = false;
    const call = loanCall(loanTest, Data, {}, { signal: controller.signal }).finally(() => {
      finallyRan = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    const outcome = await rejection(call);
    expect(isCancelled(outcome)).toBe(true);
    expect(outcome).not.toBeInstanceOf(ApiError);
    expect(finallyRan).toBe(true);
  });

  it('is not counted as an API failure, not reported, and not logged as an unhandled rejection', async () => {
    server.use(onCall(formTest, () => HttpResponse.error()));
    takeApiFailureCounts();
    const controller = new AbortController();
    controller.abort();
    const outcome = await rejection(formCall(formTest, Data, {}, { signal: controller.signal }));
    expect(isCancelled(outcome)).toBe(true);
    expect(takeApiFailureCounts()).toEqual({});

    const reported: CapturedError[] = [];
    takeCapturedErrors((captured) => reported.push(captured));
    captureError(new Cancelled(), 'rejection');
    expect(reported).toEqual([]);

    const target = new EventTarget();
    ignoreCancelledRejections(target as unknown as Window);
    const event = (reason: unknown) => {
      const unhandled = new Event('unhandledrejection', { cancelable: true }) as Event & { reason?: unknown };
      unhandled.reason = reason;
      target.dispatchEvent(unhandled);
      return unhandled.defaultPrevented;
    };
    expect(event(new Cancelled())).toBe(true);
    expect(event(new Error('a bug'))).toBe(false);
  });
});
