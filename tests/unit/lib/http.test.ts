import * as v from 'valibot';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { recordRequests, formBody } from '../../support/record-requests';
import { onCall } from '../../support/on-call';
import { calls } from '@/config/calls';
import { initSession, sessionStore, setLanguage } from '@/lib/session';
import { buildRequest } from '@/lib/http/call';
import {
  ApiError,
  formCall,
  loanCall,
  loanCallDated,
  unwrap,
  isSuccessCode,
  loadingStore,
  type CallDescription,
} from '@/lib/http';

const Data = v.object({ amount: v.number() });

/** Calls of the shapes the app describes (src/config/calls.ts). */
const loanTest = {
  client: 'json',
  method: 'POST',
  path: '/test',
  fields: ['productId'],
  repeatable: true,
} as const satisfies CallDescription;
const wealthCall = (
  method: 'GET' | 'POST',
  path: string,
  fields: string[] = [],
  extra: Partial<CallDescription> = {},
): CallDescription => ({
  client: 'form',
  method,
  service: 'wealth',
  path,
  fields,
  repeatable: true,
  ...extra,
});

beforeEach(() => {
  initSession(
    'https://h/?deviceId=d1&sessionId=s1&type=1&crp_phe=cp&dearest=de&showy=sh&dearer=dr&language=en&swift=sw&eyes=ey#/x?userId=undefined',
  );
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('JSON client (loan calls)', () => {
  it("hands back the server's clock from the Date header, and nothing without one", async () => {
    const date = 'Sun, 01 Dec 2024 12:00:00 GMT';
    server.use(
      onCall(loanTest, () =>
        HttpResponse.json({ success: true, data: { amount: 5 } }, { headers: { Date: date } }),
      ),
    );
    const dated = await loanCallDated(loanTest, Data);
    expect(dated.data).toEqual({ amount: 5 });
    expect(dated.serverDate?.toISOString()).toBe('2024-12-01T12:00:00.000Z');
    server.use(onCall(loanTest, () => HttpResponse.json({ success: true, data: { amount: 5 } })));
    expect((await loanCallDated(loanTest, Data)).serverDate).toBeUndefined();
    server.use(
      onCall(loanTest, () =>
        HttpResponse.json({ success: true, data: { amount: 5 } }, { headers: { Date: 'yesterday' } }),
      ),
    );
    expect((await loanCallDated(loanTest, Data)).serverDate).toBeUndefined();
  });

  it('posts JSON with the session query, X-Requested-With and the five URL headers, and returns the body data', async () => {
    server.use(onCall(loanTest, () => HttpResponse.json({ success: true, data: { amount: 5 } })));
    const log = recordRequests(server);
    await expect(loanCall(loanTest, Data, { productId: '7' })).resolves.toEqual({ amount: 5 });
    const [request] = log.requests;
    expect(request!.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(request!.body)).toEqual({ productId: '7' });
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      deviceId: 'd1',
      sessionId: 's1',
      type: '1',
      language: 'en',
    });
    expect(request!.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    for (const [key, value] of Object.entries({
      crp_phe: 'cp',
      dearest: 'de',
      showy: 'sh',
      dearer: 'dr',
      language: 'en',
    })) {
      expect(request!.headers.get(key)).toBe(value);
    }
    expect(request!.headers.get('swift')).toBeNull();
    expect(request!.headers.get('eyes')).toBeNull();
    log.stop();
  });

  it('leaves out headers whose key is absent from the URL', async () => {
    // A new tab: nothing kept from the session beforeEach opened (contract §2 restores a kept key).
    window.sessionStorage.clear();
    initSession('https://h/?dearest=only');
    server.use(onCall(loanTest, () => HttpResponse.json({ success: true, data: { amount: 1 } })));
    const log = recordRequests(server);
    await loanCall(loanTest, Data);
    expect(log.requests[0]!.headers.get('dearest')).toBe('only');
    expect(log.requests[0]!.headers.get('crp_phe')).toBeNull();
    log.stop();
  });
});

describe('form client and the wealth helpers', () => {
  it('posts form-encoded under the wealth base path with the session query and swift/eyes headers', async () => {
    server.use(
      onCall(calls.complaintSave, () => HttpResponse.json({ code: 0, message: 'ok', data: { amount: 1 } })),
    );
    const log = recordRequests(server);
    const result = await formCall(
      { ...calls.complaintSave, fields: ['problemType', 'problemDetail', 'problemImage', 'missing'] },
      Data,
      { problemType: 2, problemDetail: 'Cobro & acoso', problemImage: 'a.png,b.png', missing: undefined },
    );
    expect(result).toMatchObject({ success: true, code: 0, message: 'ok', data: { amount: 1 } });
    const [request] = log.requests;
    expect(request!.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(request!.body).toBe('problemType=2&problemDetail=Cobro+%26+acoso&problemImage=a.png%2Cb.png');
    expect(formBody(request!.body)).toEqual({
      problemType: '2',
      problemDetail: 'Cobro & acoso',
      problemImage: 'a.png,b.png',
    });
    expect(request!.headers.get('swift')).toBe('sw');
    expect(request!.headers.get('eyes')).toBe('ey');
    expect(request!.headers.get('crp_phe')).toBeNull();
    expect(request!.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(request!.url.searchParams.get('sessionId')).toBe('s1');
    log.stop();
  });

  it('GET carries the caller query beside the session query', async () => {
    server.use(onCall(calls.contract, () => HttpResponse.json({ code: '0', data: { amount: 3 } })));
    const log = recordRequests(server);
    const result = await formCall(calls.contract, Data, {
      orderNo: 'ORD-1',
    });
    expect(result.success).toBe(true);
    expect(Object.fromEntries(log.requests[0]!.url.searchParams)).toEqual({
      deviceId: 'd1',
      sessionId: 's1',
      type: '1',
      language: 'en',
      orderNo: 'ORD-1',
    });
    log.stop();
  });

  it('returns a business failure with its code and message (no throw), and unwrap turns it into a server error', async () => {
    server.use(onCall(calls.sendSms, () => HttpResponse.json({ code: 101, message: 'Captcha incorrecto' })));
    const result = await formCall(calls.sendSms, v.unknown(), { phone: '1' });
    expect(result).toMatchObject({ success: false, code: 101, message: 'Captcha incorrecto' });
    expect(() => unwrap(result)).toThrow('Captcha incorrecto');
  });

  it('counts success as Number(code) === 0', () => {
    expect([0, '0', '00', ' 0'].map(isSuccessCode)).toEqual([true, true, true, true]);
    expect(['', 1, '101', '-1', 'abc'].map(isSuccessCode)).toEqual([false, false, false, false, false]);
  });

  it('shows the loading indicator only while the call is in flight, also when it fails', async () => {
    server.use(onCall(wealthCall('POST', '/x'), () => HttpResponse.error()));
    const pending = formCall(wealthCall('POST', '/x'), Data, {}, { loading: true }).catch(
      (error: unknown) => error,
    );
    expect(loadingStore.getState().pending).toBe(1);
    expect(await pending).toBeInstanceOf(ApiError);
    expect(loadingStore.getState().pending).toBe(0);
  });

  it('validates data only on success', async () => {
    server.use(
      onCall(wealthCall('POST', '/x'), () => HttpResponse.json({ code: 0, data: { amount: 'nope' } })),
    );
    expect((await failure(formCall(wealthCall('POST', '/x'), Data))).kind).toBe('invalid');
  });

  it('sends multipart bodies untouched', async () => {
    server.use(
      onCall(wealthCall('POST', '/upload'), () => HttpResponse.json({ code: 0, data: { amount: 1 } })),
    );
    const log = recordRequests(server);
    const form = new FormData();
    form.append('problemImage', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await formCall(wealthCall('POST', '/upload', [], { multipart: true }), Data, form);
    expect(log.requests[0]!.headers.get('content-type')).toContain('multipart/form-data');
    log.stop();
  });
});

describe("the session's language on every call", () => {
  // contract §2: the server answers in the page's words only if every call says which they are, the form
  // client's complaint and registration calls as much as the JSON client's loan calls.
  const sentLanguages = () =>
    Object.entries(calls).map(([name, call]: [string, CallDescription]) => {
      const values = Object.fromEntries((call.fields ?? []).map((field) => [field, 'x']));
      const request = buildRequest(call, call.multipart ? new FormData() : values, {
        bases: {},
        href: 'https://h/',
        urlQuery: sessionStore.getState().urlQuery,
      });
      const header = call.client === 'json' ? request.headers.language : undefined;
      return [name, new URL(request.url).searchParams.get('language'), header] as const;
    });
  const expected = (language: string) =>
    Object.entries(calls).map(
      ([name, call]) => [name, language, call.client === 'json' ? language : undefined] as const,
    );

  it('sends the language the page shows on every call the app describes, and the one switched to', () => {
    window.sessionStorage.clear();
    initSession('https://h/?type=1&deviceId=d1&language=HI');
    expect(sentLanguages()).toEqual(expected('hi'));
    setLanguage('en');
    expect(sentLanguages()).toEqual(expected('en'));
  });

  it("names the market's own language for one the market does not offer, and none when none was named", () => {
    window.sessionStorage.clear();
    initSession('https://h/?type=2&language=hi');
    expect(sentLanguages()).toEqual(expected('es'));
    window.sessionStorage.clear();
    initSession('https://h/?type=1');
    expect(sentLanguages().every(([, query, header]) => query === null && header === undefined)).toBe(true);
  });
});
