import { act } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { ignoreData, promotionCall, record } from '@/features/registration/api/promotion-call';
import { ApiError } from '@/lib/http/api-error';
import { initSession } from '@/lib/session';
import { server } from '@/testing/mocks/node';
import { recordRequests } from '@/testing/record-requests';

const PATH = '/api/v2/youmi/promotion/probe';
const reject = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

describe('promotion calls (form client contract, fetch transport)', () => {
  beforeEach(() => {
    initSession('http://localhost/?deviceId=d1&swift=sw&eyes=ey&undefinedKey=undefined#/agreementTemplate');
  });

  it('GET carries the session query with the caller query winning, and the form headers', async () => {
    const log = recordRequests(server);
    server.use(http.get(`*${PATH}`, () => HttpResponse.json({ code: 0, message: 'ok', data: { a: 1 } })));
    const result = await promotionCall('GET', PATH, (data) => record(data), {
      phone: '1',
      deviceId: 'mine',
      skip: undefined,
      nul: null,
    });
    expect(result).toMatchObject({ success: true, code: 0, message: 'ok', data: { a: 1 } });
    const [request] = log.requests;
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      deviceId: 'mine',
      type: '2',
      phone: '1',
    });
    expect(request!.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(request!.headers.get('swift')).toBe('sw');
    expect(request!.headers.get('eyes')).toBe('ey');
  });

  it('POST sends the payload form-encoded and the session in the query', async () => {
    const log = recordRequests(server);
    server.use(http.post(`*${PATH}`, () => HttpResponse.json({ code: '0' })));
    const result = await promotionCall('POST', PATH, ignoreData, {
      phone: '139',
      name: 'a b&c',
      none: undefined,
    });
    expect(result.success).toBe(true);
    expect(log.requests[0]!.body).toBe('phone=139&name=a+b%26c');
    expect(log.requests[0]!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(log.requests[0]!.url.searchParams)).toEqual({ deviceId: 'd1', type: '2' });
  });

  it('returns a business code with its message instead of throwing', async () => {
    server.use(
      http.post(`*${PATH}`, () => HttpResponse.json({ code: 101, message: 'wrong', data: { x: 1 } })),
    );
    expect(await promotionCall('POST', PATH, ignoreData)).toMatchObject({
      success: false,
      code: 101,
      message: 'wrong',
      data: { x: 1 },
    });
  });

  it('classifies failures: network, HTTP error with its message, malformed body, wrong shape', async () => {
    server.use(http.get(`*${PATH}`, () => HttpResponse.error(), { once: true }));
    expect((await reject(promotionCall('GET', PATH, ignoreData)))?.kind).toBe('network');

    server.use(
      http.get(`*${PATH}`, () => HttpResponse.json({ message: 'Mantenimiento' }, { status: 503 }), {
        once: true,
      }),
    );
    const serverError = await reject(promotionCall('GET', PATH, ignoreData));
    expect([serverError?.kind, serverError?.message, serverError?.status]).toEqual([
      'server',
      'Mantenimiento',
      503,
    ]);

    server.use(
      http.get(`*${PATH}`, () => new HttpResponse('<html>502</html>', { status: 502 }), { once: true }),
    );
    expect((await reject(promotionCall('GET', PATH, ignoreData)))?.message).toBe('HTTP 502');

    server.use(
      http.get(
        `*${PATH}`,
        () => new HttpResponse('{"code":0,"data":', { headers: { 'Content-Type': 'application/json' } }),
        {
          once: true,
        },
      ),
    );
    expect((await reject(promotionCall('GET', PATH, ignoreData)))?.kind).toBe('invalid');

    server.use(http.get(`*${PATH}`, () => HttpResponse.json({ data: {} }), { once: true }));
    expect((await reject(promotionCall('GET', PATH, ignoreData)))?.kind).toBe('invalid');

    server.use(http.get(`*${PATH}`, () => HttpResponse.json({ code: 0, data: null }), { once: true }));
    const parse = (data: unknown) => {
      if (!record(data)) throw new ApiError('invalid', 'no data');
      return data;
    };
    expect((await reject(promotionCall('GET', PATH, parse)))?.kind).toBe('invalid');
  });

  it('times out after the configured time (60 s in production)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.get(`*${PATH}`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const pending = reject(promotionCall('GET', PATH, ignoreData));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect((await pending)?.kind).toBe('timeout');
  });
});
