import axios, { isCancel } from 'axios';
import { ApiError } from '@/lib/http/api-error';
import type { BuiltRequest } from '@/lib/http/call';
import { fetchAnswer } from '@/lib/http/network';

// The network client (axios over the platform's fetch), given a fetch of the test's own through axios's
// documented `env.fetch` setting: the request goes as built, and the answer comes back as it came.

type Network = (request: Request) => Promise<Response>;

const kept = axios.defaults.env;
let seen: { method: string; url: string; headers: Headers; body: string }[] = [];

function networkIs(network: Network) {
  axios.defaults.env = {
    ...kept,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      seen.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: await request.clone().text(),
      });
      return network(request);
    },
  };
}

/**
 * The requests the silent network holds, as a real network holds a request it has not answered. Held by
 * nothing else, a request, its signal and the client waiting on it are garbage to Node: a collection before
 * the time-out (seen once in CI) took the signal that carries the abort, and the call never ended.
 */
let unanswered: Request[] = [];

/** A network that answers nothing until the request is aborted. */
const silent: Network = (request) => {
  unanswered.push(request);
  return new Promise((_, reject) => {
    const stop = () => reject(request.signal.reason as Error);
    if (request.signal.aborted) stop();
    else request.signal.addEventListener('abort', stop, { once: true });
  });
};

const post: BuiltRequest = {
  method: 'POST',
  url: 'https://api.example.mx/v3/x?type=2',
  headers: { 'Content-Type': 'application/json', crp_phe: 'c1' },
  body: '{"orderId":"A1"}',
};

beforeEach(() => {
  seen = [];
  unanswered = [];
});
afterEach(() => {
  axios.defaults.env = kept;
});

describe('the network client', () => {
  it('sends the request as built', async () => {
    networkIs(async () => new Response('{}', { status: 200 }));
    await fetchAnswer(post, { timeout: 1000 });
    expect(seen).toHaveLength(1);
    const [sent] = seen;
    expect(sent).toMatchObject({ method: 'POST', url: post.url, body: '{"orderId":"A1"}' });
    expect(sent!.headers.get('content-type')).toBe('application/json');
    expect(sent!.headers.get('crp_phe')).toBe('c1');
  });

  it('hands back any status with its text and the server’s Date, for the transport to read', async () => {
    networkIs(
      async () =>
        new Response('{"message":"Servicio no disponible"}', {
          status: 503,
          headers: { Date: 'Sun, 29 Nov 2026 04:00:00 GMT' },
        }),
    );
    await expect(fetchAnswer(post, { timeout: 1000 })).resolves.toEqual({
      status: 503,
      text: '{"message":"Servicio no disponible"}',
      date: 'Sun, 29 Nov 2026 04:00:00 GMT',
    });
    networkIs(async () => new Response('not json', { status: 200 }));
    await expect(fetchAnswer(post, { timeout: 1000 })).resolves.toEqual({
      status: 200,
      text: 'not json',
      date: null,
    });
  });

  it('no answer (the phone is offline) is null: the transport’s network failure', async () => {
    networkIs(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchAnswer(post, { timeout: 1000 })).resolves.toBeNull();
  });

  it('no answer within the time-out is a time-out, not a network failure', async () => {
    networkIs(silent);
    const error: unknown = await fetchAnswer(post, { timeout: 30 }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('a request its page cancelled rejects as cancelled: never read as a network failure', async () => {
    networkIs(silent);
    const controller = new AbortController();
    const answer = fetchAnswer(post, { signal: controller.signal, timeout: 1000 });
    controller.abort();
    const error: unknown = await answer.then(
      () => 'answered',
      (reason: unknown) => reason,
    );
    expect(isCancel(error)).toBe(true);
  });
});
