import { http, type RequestHandler } from 'msw';
import type { SetupServer } from 'msw/node';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

/**
 * Records every request the app sends while a test runs, in order, with its body as text. A
 * pass-through handler in front of all others reads each body before any handler answers, so the body is
 * there as soon as the app's call has resolved; `server.use()` calls made later keep it in front.
 */
export function recordRequests(server: SetupServer) {
  const requests: RecordedRequest[] = [];
  const pending = new WeakMap<Request, RecordedRequest>();

  const onStart = ({ request }: { request: Request }) => {
    const entry: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: '',
    };
    requests.push(entry);
    pending.set(request, entry);
  };
  const reader: RequestHandler = http.all('*', async ({ request }) => {
    const entry = pending.get(request);
    if (entry && !entry.body) entry.body = await request.clone().text();
    // Returning nothing lets the next handler answer.
    return undefined;
  });

  const originalUse = server.use.bind(server);
  server.use = (...handlers: Parameters<SetupServer['use']>) => {
    originalUse(...handlers);
    originalUse(reader);
  };
  server.events.on('request:start', onStart);
  originalUse(reader);

  return {
    requests,
    /** The requests of one call of the catalogue (`log.to(calls.sendSms)`), or to a path ending so. */
    to: (call: { path: string } | string) => {
      const pathEnd = typeof call === 'string' ? call : call.path;
      return requests.filter((request) => request.url.pathname.endsWith(pathEnd));
    },
    stop: () => {
      server.events.removeListener('request:start', onStart);
      server.use = originalUse;
    },
  };
}

/** A form-encoded body as an object. */
export const formBody = (body: string) => Object.fromEntries(new URLSearchParams(body));
