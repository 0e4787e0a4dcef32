import { calls } from '@/config/calls';
import { paths } from '@/config/paths';
import { apiBaseOf, buildRequest, callValues, requestKey, type CallDescription } from '@/lib/http/call';

// The request the app and index.html both send (call.ts), built from plain values: what goes on the wire.
const PAGE = `https://app.example.mx/loan/#${paths.loanDetails}?orderId=A1`;
const session = {
  deviceId: 'dev-1',
  userId: '77',
  sessionId: 'sess 9',
  type: '2',
  language: 'es',
  crp_phe: 'c1',
  dearest: 'd1',
  swift: 'sw1',
  eyes: 'ey1',
};
const context = { bases: { apiBaseUrl: '', wealthBasePath: '/wealth' }, href: PAGE, urlQuery: session };
const jsonPost: CallDescription = { client: 'json', method: 'POST', path: '/v3/x', repeatable: true };
const formGet: CallDescription = {
  client: 'form',
  method: 'GET',
  service: 'wealth',
  path: '/f',
  repeatable: true,
};
const formPost: CallDescription = { ...formGet, method: 'POST' };

describe('the API base (VITE_API_BASE_URL)', () => {
  it('is the page’s own origin when none is set, and an origin or a prefix without its trailing slashes', () => {
    expect(apiBaseOf(undefined, PAGE)).toBe('https://app.example.mx');
    expect(apiBaseOf('   ', PAGE)).toBe('https://app.example.mx');
    expect(apiBaseOf('https://api.example.mx/', PAGE)).toBe('https://api.example.mx');
    expect(apiBaseOf(' /api// ', PAGE)).toBe('https://app.example.mx/api');
    expect(apiBaseOf('https://api.example.mx/gw/', PAGE)).toBe('https://api.example.mx/gw');
  });
});

describe('the values a call sends', () => {
  it('leaves out a value that is absent or null, keeps an empty one unless the call drops empties', () => {
    const call: CallDescription = { ...jsonPost, fields: ['a', 'b', 'c', 'd'] };
    expect(callValues(call, { a: 'x', b: null, c: undefined, d: '' })).toEqual({ a: 'x', d: '' });
    expect(callValues(calls.complaintInit, { orderId: '' })).toEqual({});
    expect(callValues(calls.complaintInit, { orderId: 'O-1' })).toEqual({ orderId: 'O-1' });
  });

  it('is no call at all when a required value is absent, null or malformed', () => {
    // PRESENT matches any character, the text "undefined" included: an absent value must not be read as one.
    expect(callValues(calls.complaintDetails, {})).toBeUndefined();
    expect(callValues(calls.complaintDetails, { problemId: null })).toBeUndefined();
    expect(callValues(calls.complaintDetails, { problemId: '12' })).toEqual({ problemId: '12' });
    expect(callValues(calls.repayDetail, { productId: 'P1', orderId: 'bad id' })).toBeUndefined();
  });

  it('adds the call’s fixed values (spec §7: customer contact sends overall=30)', () => {
    expect(callValues(calls.customerContact, { anything: 'x' })).toEqual({ overall: 30 });
  });
});

describe('the request built', () => {
  it('a JSON POST: the session query on the URL, the JSON headers from the URL, the values as JSON', () => {
    const request = buildRequest(jsonPost, { orderId: 'A1', amount: 150000 }, context);
    expect(request).toEqual({
      method: 'POST',
      url: 'https://app.example.mx/v3/x?deviceId=dev-1&userId=77&sessionId=sess+9&type=2&language=es',
      headers: {
        Accept: 'application/json, text/plain, */*',
        'X-Requested-With': 'XMLHttpRequest',
        crp_phe: 'c1',
        dearest: 'd1',
        language: 'es',
        'Content-Type': 'application/json',
      },
      body: '{"orderId":"A1","amount":150000}',
    });
  });

  it('a form GET under the wealth path: its values on the URL, the form headers, its encoding stated, no body', () => {
    const request = buildRequest(formGet, { orderNo: 'N 1' }, context);
    expect(request.method).toBe('GET');
    expect(request.url).toBe(
      'https://app.example.mx/wealth/f?deviceId=dev-1&userId=77&sessionId=sess+9&type=2&language=es&orderNo=N+1',
    );
    expect(request.headers).toEqual({
      Accept: 'application/json, text/plain, */*',
      'X-Requested-With': 'XMLHttpRequest',
      swift: 'sw1',
      eyes: 'ey1',
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(request.body).toBeUndefined();
  });

  it('a form POST: the values form-encoded in the body, not on the URL', () => {
    const request = buildRequest(formPost, { problemDetail: 'no llegó & ya', n: 3 }, context);
    expect(request.url).not.toContain('problemDetail');
    expect(request.body).toBe('problemDetail=no+lleg%C3%B3+%26+ya&n=3');
    expect(request.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
  });

  it('a JSON GET states no body encoding, and a JSON call is never under the wealth path', () => {
    const request = buildRequest({ ...jsonPost, method: 'GET' }, { q: '1' }, context);
    expect(request.headers).not.toHaveProperty('Content-Type');
    expect(request.url).toMatch(/^https:\/\/app\.example\.mx\/v3\/x\?/);
  });
});

describe('the key an answer is kept under', () => {
  it('is one for the same request and differs by method, URL or body', () => {
    const post = { method: 'POST' as const, url: 'https://a/v3/x?type=2', body: '{"a":1}' };
    expect(requestKey(post)).toBe('POST https://a/v3/x?type=2\n{"a":1}');
    expect(requestKey({ ...post, body: undefined })).toBe('POST https://a/v3/x?type=2\n');
    expect(requestKey({ ...post, body: new FormData() })).toBe('POST https://a/v3/x?type=2\n');
  });
});
