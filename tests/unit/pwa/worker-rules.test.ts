// @vitest-environment node
import { calls } from '@/config/calls';
import { wealthBasePathOf } from '@/config/call-description';
import { ACTIVATE_IF, shouldActivate } from '@/lib/pwa/activation';
import { API_PATHS, NAVIGATION_TIMEOUT_MS, networkFirst } from '@/lib/pwa/navigation';
import { paths } from '@/config/paths';

const ORIGIN = 'https://app.example.com';
const precached = new Set([`${ORIGIN}/assets/core-a1.js`, `${ORIGIN}/assets/style-b2.css`]);
const isPrecached = (url: string) => precached.has(url);

describe('a waiting worker takes over only a page of its own build', () => {
  it('accepts when every file the page was built from is in its precache', () => {
    expect(shouldActivate({ type: ACTIVATE_IF, files: [...precached] }, isPrecached)).toBe(true);
  });

  it('declines a page with a file it does not have (another build)', () => {
    const files = [`${ORIGIN}/assets/core-zz.js`, `${ORIGIN}/assets/style-b2.css`];
    expect(shouldActivate({ type: ACTIVATE_IF, files }, isPrecached)).toBe(false);
  });

  it.each([
    ['no files', { type: ACTIVATE_IF, files: [] }],
    ['another message', { type: 'SKIP_WAITING' }],
    ['files that are not a list', { type: ACTIVATE_IF, files: `${ORIGIN}/assets/core-a1.js` }],
    ['a file that is not text', { type: ACTIVATE_IF, files: [`${ORIGIN}/assets/core-a1.js`, 7] }],
    ['no object', 'ACTIVATE_IF'],
    ['null', null],
  ])('declines %s', (_what, message) => {
    expect(shouldActivate(message, isPrecached)).toBe(false);
  });
});

describe('navigations: network first, then the precached shell', () => {
  const page = (body: string, status = 200) => new Response(body, { status });
  const never = () => new Promise<Response>(() => undefined);

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers from the network when it answers in time, without reading the cache', async () => {
    const cachedShell = vi.fn(async () => page('cached'));
    const answer = await networkFirst(async () => page('fresh'), cachedShell);
    expect(await answer.text()).toBe('fresh');
    expect(cachedShell).not.toHaveBeenCalled();
  });

  it('passes a client error (a 404) on as the network gave it', async () => {
    const answer = await networkFirst(
      async () => page('missing', 404),
      async () => page('cached'),
    );
    expect(answer.status).toBe(404);
  });

  it('gives the cached shell when the network fails', async () => {
    const answer = await networkFirst(
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => page('cached'),
    );
    expect(await answer.text()).toBe('cached');
  });

  it('gives the cached shell on a server error, and passes the error on when nothing is cached', async () => {
    expect(
      await (
        await networkFirst(
          async () => page('down', 503),
          async () => page('cached'),
        )
      ).text(),
    ).toBe('cached');
    expect(
      (
        await networkFirst(
          async () => page('down', 503),
          async () => undefined,
        )
      ).status,
    ).toBe(503);
  });

  it(`gives the cached shell after ${NAVIGATION_TIMEOUT_MS} ms of a slow network, not before`, async () => {
    let settled = '';
    void networkFirst(never, async () => page('cached')).then(async (answer) => {
      settled = await answer.text();
    });
    await vi.advanceTimersByTimeAsync(NAVIGATION_TIMEOUT_MS - 1);
    expect(settled).toBe('');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('cached');
  });

  it('keeps waiting for a slow network when no shell is cached', async () => {
    let respond: (response: Response) => void = () => undefined;
    const slow = () => new Promise<Response>((resolve) => (respond = resolve));
    let settled = '';
    void networkFirst(slow, async () => undefined).then(async (answer) => {
      settled = await answer.text();
    });
    await vi.advanceTimersByTimeAsync(NAVIGATION_TIMEOUT_MS * 3);
    expect(settled).toBe('');
    respond(page('late'));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe('late');
  });

  it('fails as the network failed when no shell is cached, a failing cache lookup included', async () => {
    const failure = new TypeError('Failed to fetch');
    await expect(
      networkFirst(
        () => Promise.reject(failure),
        async () => undefined,
      ),
    ).rejects.toBe(failure);
    await expect(
      networkFirst(
        () => Promise.reject(failure),
        () => Promise.reject(new Error('cache storage unavailable')),
      ),
    ).rejects.toBe(failure);
  });

  it('leaves every call of the catalogue to the network and handles every page path', () => {
    const handled = (path: string) => !API_PATHS.some((pattern) => pattern.test(path));
    // The worker is built with the default wealth base path.
    for (const call of Object.values(calls) as { service?: 'wealth'; path: string }[]) {
      const api = `${call.service === 'wealth' ? wealthBasePathOf(undefined) : ''}${call.path}`;
      expect(handled(api), api).toBe(false);
    }
    for (const pagePath of [
      '/',
      '/index.html',
      '/?type=1&sessionId=s-1',
      paths.privacyPolicy,
      '/service-terms',
    ])
      expect(handled(pagePath), pagePath).toBe(true);
  });
});
