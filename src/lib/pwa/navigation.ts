/**
 * How the service worker answers a navigation (src/sw.ts). No DOM and no worker types here, so
 * the page's and the worker's type-checks and the unit tests all read it.
 */

/** Past this, a navigation gets the precached shell instead of waiting for a slow network. */
export const NAVIGATION_TIMEOUT_MS = 3_000;

/**
 * Navigations the worker leaves alone: the API paths (contract §3, the same as deploy/nginx.conf's proxy).
 * Matched against the path and query.
 */
export const API_PATHS = [/^\/v3\//, /^\/wealth\//, /^\/api\//, /^\/service\//];

type Outcome =
  { ok: true; response: Response; error?: undefined } | { ok: false; response?: Response; error?: unknown };

/**
 * Network first, so index.html is never stale once the network answers; the precached shell when the
 * network fails, answers 5xx, or takes longer than `timeoutMs`. Nothing is stored: the URL's query carries
 * session values. With no shell kept (the cache was cleared), the network's answer or failure stands,
 * however long it takes (Workbox's NetworkFirst does that too, but would also store every URL it serves).
 */
export async function networkFirst(
  network: () => Promise<Response>,
  cachedShell: () => Promise<Response | undefined>,
  timeoutMs = NAVIGATION_TIMEOUT_MS,
): Promise<Response> {
  const fromNetwork: Promise<Outcome> = network().then(
    (response): Outcome => (response.status >= 500 ? { ok: false, response } : { ok: true, response }),
    (error: unknown): Outcome => ({ ok: false, error }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const first = await Promise.race([fromNetwork, timedOut]);
  clearTimeout(timer);
  if (first !== 'timeout' && first.ok) return first.response;
  const shell = await cachedShell().catch(() => undefined);
  if (shell) return shell;
  const outcome = first === 'timeout' ? await fromNetwork : first;
  if (outcome.response) return outcome.response;
  throw outcome.error;
}
