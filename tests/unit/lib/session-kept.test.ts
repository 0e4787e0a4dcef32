import {
  KEPT_SESSION_KEY,
  keepSession,
  parseKeptSession,
  readKeptSession,
  sessionQueryAt,
} from '@/lib/session/kept';
import { pageLocale } from '@/boot/inline/market';
import { calls } from '@/config/calls';
import { buildRequest, callValues } from '@/lib/http/call';
import { readUrlQuery } from '@/lib/session/url-query';
import {
  commonSessionQuery,
  headersFromUrl,
  initSession,
  JSON_CLIENT_HEADER_KEYS,
  Market,
  parseMarket,
  sessionStore,
  setLanguage,
  setMarketType,
} from '@/lib/session';
import { paths } from '@/config/paths';

/**
 * contract §2: the session is kept for the tab. A key in the URL wins; a key the URL lacks (the hash query
 * is gone after an in-app link) is restored, so a reload never turns an Indian borrower into a Mexican one.
 */
const HOST = 'https://host/index.html';
const LANDING = `${HOST}?deviceId=d-1&sessionId=s-1&dearest=de#${paths.confirmLoan}?productId=7&type=1`;
const AFTER_LINK = `${HOST}?deviceId=d-1&sessionId=s-1#${paths.loanDetails}?productId=7&orderId=9`;

const stored = () => JSON.parse(window.sessionStorage.getItem(KEPT_SESSION_KEY) ?? 'null') as unknown;

describe('one market type, one parse', () => {
  it('reads 1 as India and anything else as Mexico', () => {
    expect(parseMarket('1')).toBe(Market.india);
    expect(parseMarket(' 1 ')).toBe(Market.india);
    for (const raw of [undefined, '', '2', '3', 'in', '01', '1.0'])
      expect(parseMarket(raw)).toBe(Market.mexico);
  });
});

describe('the session kept for the tab', () => {
  it('keeps the session keys, the market and the header values, nothing of the route', () => {
    initSession(LANDING);
    expect(stored()).toEqual({
      v: 1,
      query: { deviceId: 'd-1', sessionId: 's-1', type: '1', dearest: 'de' },
    });
  });

  it('restores a key the URL lacks: a reload after an in-app link stays in India', () => {
    initSession(LANDING);
    const session = initSession(AFTER_LINK);
    expect(session).toMatchObject({ type: Market.india, locale: 'en', currency: '₹' });
    expect(commonSessionQuery()).toEqual({ deviceId: 'd-1', sessionId: 's-1', type: '1' });
    expect(headersFromUrl(JSON_CLIENT_HEADER_KEYS)).toEqual({ dearest: 'de' });
    // The route's values are the URL's own, never restored.
    expect(session.urlQuery.orderId).toBe('9');
  });

  it('lets a key in the URL win over the kept one, and keeps the new value', () => {
    initSession(LANDING);
    const session = initSession(`${HOST}?sessionId=s-2#${paths.order}?type=2`);
    expect(session.type).toBe(Market.mexico);
    expect(session.values).toEqual({ deviceId: 'd-1', sessionId: 's-2' });
    expect(initSession(`${HOST}#${paths.order}`).values.sessionId).toBe('s-2');
    expect(sessionStore.getState().type).toBe(Market.mexico);
  });

  it('keeps the /testPreview market switch through a reload', () => {
    initSession(`${HOST}#${paths.testPreview}`);
    setMarketType(Market.india);
    expect(initSession(`${HOST}#${paths.testPreview}`).type).toBe(Market.india);
  });

  it('ignores garbage in storage: a wrong shape, a wrong version, unknown keys, unsafe values', () => {
    const url = `${HOST}#${paths.order}`;
    for (const garbage of [
      'not json',
      '"1"',
      'null',
      '[]',
      JSON.stringify({ query: { type: '1' } }),
      JSON.stringify({ v: 2, query: { type: '1' } }),
      JSON.stringify({ v: 1, query: ['1'] }),
      JSON.stringify({ v: 1, query: { type: 1 } }),
      JSON.stringify({ v: 1, query: { type: 'null' } }),
    ]) {
      window.sessionStorage.setItem(KEPT_SESSION_KEY, garbage);
      expect(initSession(url).type, garbage).toBe(Market.mexico);
    }
    window.sessionStorage.setItem(
      KEPT_SESSION_KEY,
      JSON.stringify({
        v: 1,
        query: {
          type: '1',
          sessionId: 'a\u0000b',
          deviceId: 'x'.repeat(2000),
          productId: '7',
          __proto__: 'x',
        },
      }),
    );
    const session = initSession(url);
    expect(session.type).toBe(Market.india);
    expect(session.values.sessionId).toBeUndefined();
    expect(session.values.deviceId).toHaveLength(512);
    expect(session.urlQuery.productId).toBeUndefined();
    expect(parseKeptSession({ v: 1, query: Object.create({ type: '1' }) })).toEqual({ query: {} });
  });

  it('behaves as before when storage is blocked: the URL alone', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(initSession(LANDING).type).toBe(Market.india);
      expect(readKeptSession()).toEqual({ query: {} });
      expect(() => keepSession({ type: '1' })).not.toThrow();
      expect(initSession(AFTER_LINK).type).toBe(Market.mexico);
    } finally {
      Object.defineProperty(window, 'sessionStorage', original);
    }
  });

  it("gives index.html's first call the same restored session as the transport", () => {
    initSession(LANDING);
    const kept = readKeptSession();
    expect(sessionQueryAt(AFTER_LINK, kept).type).toBe('1');
    const request = buildRequest(
      calls.loanDetails,
      callValues(calls.loanDetails, readUrlQuery(AFTER_LINK))!,
      {
        bases: {},
        href: AFTER_LINK,
        urlQuery: sessionQueryAt(AFTER_LINK, kept),
      },
    );
    const url = new URL(request.url);
    expect(url.searchParams.get('type')).toBe('1');
    expect(url.searchParams.get('sessionId')).toBe('s-1');
    expect(request.headers.dearest).toBe('de');
    expect(JSON.parse(request.body as string)).toEqual({ productId: '7', orderId: '9' });
  });

  it("gives index.html's language (load-failure message, prerendered page) the restored market", () => {
    window.history.replaceState(null, '', `/#${paths.loanDetails}?productId=7`);
    expect(pageLocale()).toBe('es');
    initSession(LANDING);
    expect(pageLocale()).toBe('en');
    window.history.replaceState(null, '', `/?type=2#${paths.loanDetails}?productId=7`);
    expect(pageLocale()).toBe('es');
    window.history.replaceState(null, '', '/');
  });

  it('is neither read nor written by the build prerender', () => {
    initSession(LANDING);
    window.sessionStorage.setItem(KEPT_SESSION_KEY, JSON.stringify({ v: 1, query: { type: '1' } }));
    expect(initSession(`${HOST}#${paths.officialAbout}`, { tab: false }).type).toBe(Market.mexico);
    expect(stored()).toEqual({ v: 1, query: { type: '1' } });
  });
});

/**
 * contract §2: the borrower's language choice is kept for the tab and wins over the `language` the host's
 * URL names (hosts send the phone's on every open), for as long as the URL names the same market.
 */
describe("the borrower's language, kept for the tab", () => {
  const OPENED = `${HOST}?type=1&language=en&sessionId=s-1#${paths.loanDetails}?productId=7&orderId=9`;
  const LINKED = `${HOST}?type=1&language=en&sessionId=s-1#${paths.repay}?productId=7&orderId=9`;

  const blockStorage = () => {
    const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    return () => Object.defineProperty(window, 'sessionStorage', original);
  };

  it('wins over the URL’s language on a reload and on every later page, for the page, its calls and index.html', () => {
    initSession(OPENED);
    setLanguage('hi');
    expect(stored()).toMatchObject({ language: 'hi', query: { type: '1', language: 'hi' } });
    for (const href of [OPENED, LINKED, `${HOST}#${paths.aboutUs}`]) {
      expect(initSession(href).locale, href).toBe('hi');
      expect(commonSessionQuery().language).toBe('hi');
      expect(headersFromUrl(JSON_CLIENT_HEADER_KEYS).language).toBe('hi');
      expect(sessionQueryAt(href, readKeptSession()).language).toBe('hi');
    }
    // index.html's scripts choose the texts and the prerendered page from the same choice.
    window.history.replaceState(null, '', `/?type=1&language=en#${paths.loanDetails}?productId=7&orderId=9`);
    expect(pageLocale()).toBe('hi');
    window.history.replaceState(null, '', '/');
  });

  it('is the borrower’s choice only: without one, the URL’s language wins over the kept one', () => {
    initSession(`${HOST}?type=1&language=hi`);
    expect(initSession(`${HOST}#${paths.aboutUs}`).locale).toBe('hi');
    expect(initSession(`${HOST}?type=1&language=en`).locale).toBe('en');
    // A choice of English holds against a URL naming Hindi alike.
    setLanguage('en');
    expect(initSession(`${HOST}?type=1&language=hi`).locale).toBe('en');
  });

  it('starts afresh when a URL names another market: the choice and its language are gone', () => {
    initSession(OPENED);
    setLanguage('hi');
    expect(initSession(`${HOST}?type=2&sessionId=s-2`).locale).toBe('es');
    expect(stored()).toEqual({ v: 1, query: { type: '2', sessionId: 's-2' } });
    expect(initSession(OPENED).locale).toBe('en');
    expect(initSession(`${HOST}?type=1`).locale).toBe('en');
    // The test preview's market switch is another market too.
    setLanguage('hi');
    setMarketType(Market.mexico);
    setMarketType(Market.india);
    expect(initSession(OPENED).locale).toBe('en');
  });

  it('is never Hindi in Mexico: the switch refuses it and a stored one is ignored', () => {
    initSession(`${HOST}?type=2&language=hi`);
    setLanguage('hi');
    expect(sessionStore.getState().locale).toBe('es');
    expect(stored()).not.toHaveProperty('language');
    for (const language of ['hi', 'en', 'HI', ' hi', 1])
      expect(parseKeptSession({ v: 1, query: { type: '2' }, language })).toEqual({ query: { type: '2' } });
    expect(parseKeptSession({ v: 1, query: { type: '1' }, language: 'fr' })).toEqual({
      query: { type: '1' },
    });
    expect(parseKeptSession({ v: 1, query: { type: '1' }, language: 'hi' })).toEqual({
      query: { type: '1' },
      language: 'hi',
    });
    window.sessionStorage.setItem(
      KEPT_SESSION_KEY,
      JSON.stringify({ v: 1, query: { type: '2' }, language: 'hi' }),
    );
    expect(initSession(`${HOST}?language=hi`).locale).toBe('es');
  });

  it('switches the page when storage is blocked, and a reload then reads the URL alone', () => {
    initSession(OPENED);
    const restore = blockStorage();
    try {
      expect(() => setLanguage('hi')).not.toThrow();
      expect(sessionStore.getState().locale).toBe('hi');
      expect(initSession(OPENED).locale).toBe('en');
    } finally {
      restore();
    }
  });
});
