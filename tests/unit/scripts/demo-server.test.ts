// @vitest-environment node
import type { Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { calls } from '@/config/calls';
import { server as mockApi } from '@/demo/node';
import { securityHeaders } from '../../../deploy/csp';
import { SLOW_ASSETS_COOKIE, startDemoServer } from '../../../scripts/demo-server';

/** A build of two files, with its own policy in the page (as scripts/build/csp-meta.ts writes it). */
function fakeBuild(mark: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'demo-server-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><meta charset="UTF-8" /><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-${mark}'" /><script>${mark}</script>`,
  );
  writeFileSync(join(dir, 'assets', `index-${mark}.js`), `console.log(${JSON.stringify(mark)})`);
  return dir;
}

const servers: Server[] = [];
const dirs: string[] = [];

async function serve(mark: string): Promise<string> {
  const dist = fakeBuild(mark);
  dirs.push(dist);
  const server = await startDemoServer({ dist, port: 0, csp: true });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

// The test setup's request mock refuses what it does not know: these requests go to the real server.
beforeEach(() => mockApi.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())));

afterAll(async () => {
  for (const server of servers) await new Promise((done) => server.close(done));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const security = (response: Response) =>
  Object.keys(securityHeaders('/')).map((name) => `${name}: ${response.headers.get(name)}`);

describe('the demo server (scripts/demo-server.ts --csp)', () => {
  it('sends the same fixed security headers whatever the build, as deploy/nginx.conf does', async () => {
    const first = await serve('a');
    const next = await serve('b');
    for (const path of ['/', '/index.html', '/deep/link']) {
      const [one, two] = await Promise.all([fetch(`${first}${path}`), fetch(`${next}${path}`)]);
      expect(security(one)).toEqual(security(two));
      expect(one.headers.get('content-security-policy')).toBe(
        securityHeaders(path)['Content-Security-Policy'],
      );
      // Each page carries its own hashes; the header names none.
      expect(await one.text()).toContain("'sha256-a'");
      expect(await two.text()).toContain("'sha256-b'");
    }
    const asset = await fetch(`${first}/assets/index-a.js`);
    expect(security(asset)).toEqual(security(await fetch(`${next}/assets/index-b.js`)));
  });

  it(`holds /assets/*.js answers for as long as the ${SLOW_ASSETS_COOKIE} cookie says, and nothing else`, async () => {
    const origin = await serve('c');
    const timed = async (path: string, cookie = '') => {
      const start = performance.now();
      const response = await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} });
      await response.arrayBuffer();
      return performance.now() - start;
    };
    expect(await timed('/assets/index-c.js', `other=1; ${SLOW_ASSETS_COOKIE}=400`)).toBeGreaterThanOrEqual(
      390,
    );
    expect(await timed('/index.html', `${SLOW_ASSETS_COOKIE}=1500`)).toBeLessThan(1000);
    expect(await timed('/assets/index-c.js')).toBeLessThan(1000);
  });

  it("gzips an API answer's JSON for a client that accepts it, as deploy/nginx.conf does", async () => {
    const origin = await serve('d');
    const ask = (encoding: string) =>
      fetch(`${origin}${calls.loanDetails.path}?type=2&userId=u-1&sessionId=s-1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
        body: JSON.stringify({ productId: '1', orderId: '1' }),
      });
    const zipped = await ask('gzip');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await ask('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    // The same answer either way, and smaller on the wire.
    const text = await plain.text();
    expect(await zipped.text()).toBe(text);
    expect(Number(zipped.headers.get('content-length'))).toBeLessThan(text.length);
    expect(JSON.parse(text)).toMatchObject({ success: true });
  });
});
