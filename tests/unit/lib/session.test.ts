import fc from 'fast-check';
import {
  commonSessionQuery,
  headersFromUrl,
  initSession,
  JSON_CLIENT_HEADER_KEYS,
  readUrlQuery,
  routeQueryFromRequest,
  sessionFromUrl,
  setMarketType,
  sessionStore,
  MAX_QUERY_VALUE_LENGTH,
} from '@/lib/session';
import { paths } from '@/config/paths';

describe('session from the URL', () => {
  it('reads the query before # and the hash query, the hash query winning', () => {
    const session = sessionFromUrl(
      `https://host/index.html?deviceId=dev-1&sessionId=s-old&type=2#${paths.confirmLoan}?productId=7&sessionId=s-new&type=1`,
    );
    expect(session.values).toEqual({ deviceId: 'dev-1', sessionId: 's-new' });
    expect(session.type).toBe(1);
    expect(session.locale).toBe('en');
    expect(session.currency).toBe('₹');
    expect(session.urlQuery.productId).toBe('7');
  });

  it('defaults to Spanish and $ without a type, and for any unknown type', () => {
    for (const href of [
      'https://h/',
      'https://h/?type=3',
      'https://h/?type=abc',
      'https://h/#/x?type=',
      'https://h/?type=%00',
    ]) {
      const session = sessionFromUrl(href);
      expect([session.type, session.locale, session.currency]).toEqual([2, 'es', '$']);
    }
  });

  it('drops empty values and the strings undefined and null', () => {
    const session = sessionFromUrl(
      'https://h/?userId=undefined&deviceId=null&sessionId=&appVersion=%20%20#/x?osVersion=null',
    );
    expect(session.values).toEqual({});
  });

  it('takes the last usable value of a repeated key', () => {
    expect(sessionFromUrl('https://h/?deviceId=a&deviceId=b&deviceId=').values.deviceId).toBe('b');
  });

  it('keeps only android or ios as client type', () => {
    expect(sessionFromUrl('https://h/?clientType=Android').values.clientType).toBe('android');
    expect(sessionFromUrl('https://h/?clientType=<script>').values.clientType).toBeUndefined();
  });

  it('cuts very long values and refuses control characters', () => {
    const session = sessionFromUrl(`https://h/?sessionId=${'x'.repeat(10_000)}&deviceId=a%0Ab`);
    expect(session.values.sessionId).toHaveLength(MAX_QUERY_VALUE_LENGTH);
    expect(session.values.deviceId).toBeUndefined();
  });

  it('reads a route query the same from an address and from a router request: the page query, each key overridden by the route’s own', () => {
    window.history.replaceState(null, '', `/?orderId=page&type=1#${paths.loanDetails}?orderId=route`);
    const expected = { orderId: 'route', type: '1' };
    expect(readUrlQuery(window.location.href)).toEqual(expected);
    expect(routeQueryFromRequest(new Request(`http://localhost${paths.loanDetails}?orderId=route`))).toEqual(
      expected,
    );
    window.history.replaceState(null, '', '/');
  });

  it('never throws, whatever the URL', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, hash) => {
        const session = sessionFromUrl(`https://h/?${before}#/${hash}`);
        expect([1, 2]).toContain(session.type);
      }),
    );
    expect(readUrlQuery('::::not a url')).toEqual({});
  });

  it('builds the common query from the keys that have a value, plus the market type', () => {
    initSession('https://h/?deviceId=d1&userId=u1&clientType=ios&merchantNumber=&type=1');
    expect(commonSessionQuery()).toEqual({ deviceId: 'd1', userId: 'u1', clientType: 'ios', type: '1' });
    setMarketType(2);
    expect(sessionStore.getState()).toMatchObject({ type: 2, locale: 'es', currency: '$' });
    expect(commonSessionQuery().type).toBe('2');
  });

  it('takes headers from the URL query by the same name, leaving out absent and unsafe ones', () => {
    initSession('https://h/?crp_phe=abc&dearest=1#/x?showy=%E2%82%AC&language=es');
    expect(headersFromUrl(JSON_CLIENT_HEADER_KEYS)).toEqual({ crp_phe: 'abc', dearest: '1', language: 'es' });
  });
});
