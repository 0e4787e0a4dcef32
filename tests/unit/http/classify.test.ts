import * as v from 'valibot';
import { delay, HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { ApiError, formCall, loanCall, unwrap, type CallDescription } from '@/lib/http';
import { initSession } from '@/lib/session';
import { onCall } from '../../support/on-call';

/**
 * How the transport classifies every way a call can fail, once for both clients (the JSON client of the loan
 * pages, the form client of the wealth service and registration). Whether each class is retried is
 * tests/unit/http/retryable.test.ts's; what the error view then says and offers, error-view.test.tsx's. The
 * form client hands a business code back as a result, and `unwrap` turns it into the error
 * (tests/unit/lib/http.test.ts, "returns a business failure").
 */
const Data = v.object({ amount: v.number() });
const json: CallDescription = { client: 'json', method: 'POST', path: '/test', repeatable: true };
const form: CallDescription = {
  client: 'form',
  method: 'POST',
  service: 'wealth',
  path: '/test',
  repeatable: true,
};

const send = {
  json: () => loanCall(json, Data),
  form: async () => unwrap(await formCall(form, Data)),
};

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

interface Case {
  name: string;
  answer: (client: 'json' | 'form') => Response | Promise<Response>;
  expected: Partial<ApiError>;
}

const refusal = (client: 'json' | 'form') =>
  client === 'json'
    ? HttpResponse.json({ success: false, code: 12, message: 'Producto agotado' })
    : HttpResponse.json({ code: 12, message: 'Producto agotado' });

const CASES: Case[] = [
  {
    name: 'an HTTP 503 with its message: a server error carrying it',
    answer: () => HttpResponse.json({ message: 'Mantenimiento' }, { status: 503 }),
    expected: { kind: 'server', message: 'Mantenimiento', status: 503 },
  },
  {
    name: 'a dropped connection: a network error',
    answer: () => HttpResponse.error(),
    expected: { kind: 'network' },
  },
  {
    name: 'truncated JSON: an invalid response, not a string',
    answer: () =>
      new HttpResponse('{"success":true,"code":0,"data":{', {
        headers: { 'Content-Type': 'application/json' },
      }),
    expected: { kind: 'invalid' },
  },
  {
    name: 'valid JSON of the wrong shape: an invalid response',
    answer: (client) =>
      HttpResponse.json(
        client === 'json' ? { success: true, data: { amount: '5x' } } : { code: 0, data: null },
      ),
    expected: { kind: 'invalid' },
  },
  {
    name: 'a business code with its message: a server error carrying both',
    answer: refusal,
    expected: { kind: 'server', message: 'Producto agotado', code: 12 },
  },
  {
    name: 'an HTTP 401, whatever its body: the session has ended (contract §8)',
    answer: (client) =>
      client === 'json'
        ? HttpResponse.json({ success: false, message: 'token expired' }, { status: 401 })
        : new HttpResponse('<html>login</html>', { status: 401 }),
    expected: { kind: 'session', status: 401 },
  },
  {
    name: 'an HTTP 403: a refusal, not an ended session',
    answer: () => HttpResponse.json({ success: false, code: 1 }, { status: 403 }),
    expected: { kind: 'server', status: 403 },
  },
];

beforeEach(() => initSession('https://h/?sessionId=s1&type=2'));

describe.each(['json', 'form'] as const)('the %s client classifies a failed call', (client) => {
  const call = client === 'json' ? json : form;

  it.each(CASES)('$name', async ({ answer, expected }) => {
    server.use(onCall(call, () => answer(client)));
    expect(await failure(send[client]())).toMatchObject(expected);
  });

  it('any body that is not the envelope with valid data: an invalid response', async () => {
    const bodies =
      client === 'json'
        ? [{ success: true, data: { amount: '5x' } }, { success: true, data: null }, { ok: 1 }, ['x']]
        : [{ code: 0, data: { amount: '5x' } }, { code: 0, data: null }, ['x']];
    for (const body of bodies) {
      server.use(onCall(call, () => HttpResponse.json(body)));
      expect((await failure(send[client]())).kind, JSON.stringify(body)).toBe('invalid');
    }
  });

  it('no answer within the configured 60 s: a time-out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      onCall(call, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const pending = failure(send[client]());
    await vi.advanceTimersByTimeAsync(59_000);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_500);
    expect((await pending).kind).toBe('timeout');
  });
});
