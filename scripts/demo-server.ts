/**
 * The loopback demo HTTP server: serves a production build (`dist/`) with gzip, and answers every API call
 * from the same MSW handlers that `npm run dev` and Vitest use, its JSON gzipped as the deploy's nginx does.
 * Browser tests and the benchmark run on it.
 *
 *   tsx scripts/demo-server.ts --dist dist --port 4173 [--csp]
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { getResponse } from 'msw';
import { isApiPath } from '../src/demo/api-prefixes';
import { handlers } from '../src/demo/handlers';
import { scenarioClock, setDemoClockSource } from '../src/demo/demo-clock';
import { DEMO_SCENARIO_COOKIE, parseDemoScenario } from '../src/config/demo-scenario';
import {
  installLenderProfiles,
  lenderProfilesInstalled,
  type LenderProfiles,
} from '../src/config/market-profile';
import { loadLenderProfiles } from './lender-profile/load';
import { securityHeaders } from '../deploy/csp';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);

export interface DemoServerOptions {
  dist: string;
  port: number;
  host?: string;
  /**
   * Send the production security headers with every file, as deploy/nginx.conf does: the same for every
   * build (the page's own policy, with its hashes, is inside its HTML). Browser tests run under them.
   */
  csp?: boolean;
  /**
   * Test-only additions (tests/engines): files answered at fixed paths, and tags put into every page right
   * after its `<meta charset>`, e.g. a same-origin script that keeps the page's errors for the test.
   */
  extras?: DemoServerExtras;
  /**
   * The lender's profiles the demo backend answers with; without them, the ones the files and LENDER_*
   * variables give (as the build reads them). They hold for the whole process: one profile set at a time.
   */
  profiles?: LenderProfiles;
}

export interface DemoServerExtras {
  files: Record<string, { type: string; body: string }>;
  headTags: string;
  /** Paths answered 404 whatever the build has (e.g. `/sw.js`: no service worker, as Playwright's block). */
  notFound?: string[];
  /**
   * Rewrites each page's HTML before it is sent (tests/e2e/detours: the preload map marking a call not
   * repeatable). Only text the CSP does not hash may change: the map is a `type="application/json"` script.
   */
  html?: (text: string) => string;
  /**
   * Runs before the demo backend answers an API call, server-side in every engine: it may wait (a held or
   * slow answer) and may answer instead of the backend (an HTTP failure). Undefined: the backend answers.
   */
  beforeApi?: (url: URL) => Promise<{ status: number; body: string } | undefined>;
}

async function readRequestBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The moment each request is answered at, when its scenario fixes one; read by the demo's clock. */
const requestClock = new AsyncLocalStorage<number | undefined>();
setDemoClockSource(() => requestClock.getStore());

function requestScenario(request: IncomingMessage) {
  const cookie = String(request.headers.cookie ?? '');
  const value = new RegExp(`(?:^|;\\s*)${DEMO_SCENARIO_COOKIE}=([^;]*)`).exec(cookie)?.[1];
  return parseDemoScenario(value === undefined ? undefined : decodeURIComponent(value));
}

async function handleApi(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  extras: DemoServerExtras | undefined,
): Promise<void> {
  // The body first: a request held by beforeApi may be dropped by the page meanwhile.
  const body = await readRequestBody(request);
  const instead = await extras?.beforeApi?.(url);
  if (instead) {
    response.writeHead(instead.status, { 'Content-Type': 'application/json' }).end(instead.body);
    return;
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  const fetchRequest = new Request(url, {
    method: request.method,
    headers,
    body: body && body.length ? new Uint8Array(body) : undefined,
  });
  // A scenario's `clock` flag: this request is answered at that moment (src/demo/demo-clock.ts).
  const answer = await requestClock.run(scenarioClock(requestScenario(request).flags), () =>
    getResponse(handlers, fetchRequest),
  );
  if (!answer) {
    response
      .writeHead(404, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ code: 404, message: 'No demo handler' }));
    return;
  }
  if (answer.type === 'error') {
    // A network failure: drop the connection without an answer.
    request.socket.destroy();
    return;
  }
  const out: Record<string, string> = {};
  answer.headers.forEach((value, key) => {
    out[key] = value;
  });
  let payload = Buffer.from(await answer.arrayBuffer());
  // As the deploy's nginx answers (deploy/nginx.conf: gzip_types application/json, gzip_min_length 256,
  // level 6): a data page's answers cross the bench's slow link compressed, as they would a real one.
  if (
    acceptsGzip(request) &&
    /json/.test(out['content-type'] ?? '') &&
    !out['content-encoding'] &&
    payload.length >= 256
  ) {
    payload = gzipSync(payload, { level: 6 });
    out['content-encoding'] = 'gzip';
    out.vary = 'Accept-Encoding';
  }
  out['content-length'] = String(payload.length);
  response.writeHead(answer.status, out);
  response.end(payload);
}

const acceptsGzip = (request: IncomingMessage) =>
  /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

const gzipCache = new Map<string, Buffer>();

/**
 * The `slow_assets=<ms>` cookie (tests only: set after a first page has loaded) holds every `/assets/*.js`
 * answer that long, server-side, as a slow network does to the next page's files: the same in every engine,
 * where only Chromium's tests could intercept requests.
 */
export const SLOW_ASSETS_COOKIE = 'slow_assets';
const SLOW_ASSETS_MAX_MS = 30_000;

function slowAssetsDelay(request: IncomingMessage, pathname: string): number {
  if (!/^\/assets\/.+\.js$/.test(pathname)) return 0;
  const cookie = String(request.headers.cookie ?? '');
  const ms = Number(new RegExp(`(?:^|;\\s*)${SLOW_ASSETS_COOKIE}=(\\d+)`).exec(cookie)?.[1] ?? 0);
  return Math.min(ms, SLOW_ASSETS_MAX_MS);
}

async function handleStatic(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  root: string,
  csp: boolean,
  extras: DemoServerExtras | undefined,
): Promise<void> {
  let pathname = decodeURIComponent(url.pathname);
  if (extras?.notFound?.includes(pathname)) {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const extra = extras?.files[pathname];
  if (extra) {
    response.writeHead(200, { 'Content-Type': extra.type, 'Cache-Control': 'no-store' }).end(extra.body);
    return;
  }
  if (pathname === '/' || pathname === '') pathname = '/index.html';
  const file = normalize(join(root, pathname));
  if (!file.startsWith(root + sep)) {
    response.writeHead(403).end();
    return;
  }
  let target = file;
  try {
    if (!(await stat(target)).isFile()) throw new Error('not a file');
  } catch {
    if (extname(pathname)) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    target = join(root, 'index.html');
  }
  const extension = extname(target);
  const isHtml = extension === '.html';
  // Only hashed assets are immutable; the shell and the service worker (sw.js) are revalidated every time.
  const hashed = pathname.startsWith('/assets/');
  const headers: Record<string, string> = {
    'Content-Type': TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...(csp ? securityHeaders(pathname) : {}),
  };
  let payload: Buffer = await readFile(target);
  if (isHtml && extras?.headTags)
    payload = Buffer.from(
      payload.toString('utf8').replace(/(<meta charset[^>]*>)/i, (meta) => `${meta}${extras.headTags}`),
    );
  if (isHtml && extras?.html) payload = Buffer.from(extras.html(payload.toString('utf8')));
  if (acceptsGzip(request) && COMPRESSIBLE.has(extension)) {
    let zipped = gzipCache.get(target);
    if (!zipped) {
      zipped = gzipSync(payload, { level: 9 });
      if (!isHtml) gzipCache.set(target, zipped);
    }
    payload = zipped;
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  headers['Content-Length'] = String(payload.length);
  const delay = slowAssetsDelay(request, pathname);
  if (delay) await new Promise((done) => setTimeout(done, delay));
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : payload);
}

export function startDemoServer({
  dist,
  port,
  host = '127.0.0.1',
  csp = false,
  extras,
  profiles,
}: DemoServerOptions): Promise<Server> {
  // The demo backend answers with the lender's profile the build read: the same files and LENDER_* variables.
  if (profiles) installLenderProfiles(profiles);
  else if (!lenderProfilesInstalled()) installLenderProfiles(loadLenderProfiles());
  const root = resolve(dist);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? `${host}:${port}`}`);
    const work = isApiPath(url.pathname)
      ? handleApi(request, response, url, extras)
      : handleStatic(request, response, url, root, csp, extras);
    work.catch((error: unknown) => {
      console.error('[demo-server]', error instanceof Error ? error.message : error);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(server));
  });
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: 'dist' },
      port: { type: 'string', default: '4173' },
      csp: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port);
  startDemoServer({ dist: values.dist, port, csp: values.csp }).then(() => {
    console.log(
      `demo server: http://127.0.0.1:${port}/ (build: ${values.dist}${values.csp ? ', CSP on' : ''})`,
    );
  });
}
