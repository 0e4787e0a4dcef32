import type { SetupServer } from 'msw/node';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

/** Records every request the app sends while a test runs (bodies as text). */
export function recordRequests(server: SetupServer) {
  const requests: RecordedRequest[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const clone = request.clone();
    const body = clone.body ? await clone.text() : '';
    requests.push({ method: request.method, url: new URL(request.url), headers: request.headers, body });
  };
  server.events.on('request:start', listener);
  return {
    requests,
    to: (pathEnd: string) => requests.filter((request) => request.url.pathname.endsWith(pathEnd)),
    stop: () => server.events.removeListener('request:start', listener),
  };
}

/** A form-encoded body as an object. */
export const formBody = (body: string) => Object.fromEntries(new URLSearchParams(body));
