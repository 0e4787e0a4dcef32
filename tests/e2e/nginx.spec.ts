import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync, renameSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cspHash, directive, HEADER_POLICY, inlineContent, WORKER_HEADER_POLICY } from '../../deploy/csp';
import { policyProblem } from '../../scripts/build/csp-meta';
import { wealthBasePathOf } from '../../src/config/call-description';
import { calls } from '../../src/config/calls';
import { NEXT_DEPLOY_MARK, NEXT_DEPLOY_PHONE, nextDeployDist } from '../../scripts/e2e-next-deploy';
import { test, expect } from './fixtures';
import { profiles } from './lender-profiles';
import { paths } from '../../src/config/paths';

/**
 * Runs deploy/nginx.conf in a real nginx on a loopback port, against the e2e build and the demo server
 * (Playwright's webServer) as the API upstream. Its root is a link to the build, as a deploy that copies a
 * new dist/ into place: one test points it at the next build under the same running nginx.
 */
const NGINX = '/usr/sbin/nginx';
const port = Number(process.env.E2E_NGINX_PORT ?? Number(process.env.E2E_PORT ?? 4174) + 100);
const upstream = `127.0.0.1:${process.env.E2E_PORT ?? 4174}`;
const base = `http://127.0.0.1:${port}`;

const dist = resolve(process.env.E2E_DIST ?? 'dist-e2e');
let nginx: ChildProcess | undefined;
let appRoot = '';

/** Points the served root at another build without touching nginx (an atomic rename of a new link). */
function deploy(build: string) {
  const next = `${appRoot}.next`;
  symlinkSync(build, next);
  renameSync(next, appRoot);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.skip(!existsSync(NGINX), 'nginx is not installed (.ci/run installs it)');
  const runDir = mkdtempSync(join(tmpdir(), 'nginx-e2e-'));
  appRoot = join(runDir, 'app');
  symlinkSync(dist, appRoot);
  const template = readFileSync('deploy/nginx.conf', 'utf8');
  const config = template
    .replaceAll('${LISTEN_PORT}', String(port))
    .replaceAll('${APP_ROOT}', appRoot)
    .replaceAll('${API_UPSTREAM}', upstream)
    .replaceAll('${RUN_DIR}', runDir);
  writeFileSync(join(runDir, 'nginx.conf'), config);
  const check = spawnSync(NGINX, ['-t', '-p', runDir, '-c', join(runDir, 'nginx.conf'), '-g', 'user root;'], {
    encoding: 'utf8',
  });
  expect(check.status, check.stderr).toBe(0);
  nginx = spawn(NGINX, ['-p', runDir, '-c', join(runDir, 'nginx.conf'), '-g', 'daemon off; user root;'], {
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('nginx did not start');
});

test.afterAll(() => {
  nginx?.kill('SIGTERM');
});

test('index.html is never cached, carries the fixed security headers, and its own policy allows exactly its inline scripts', async () => {
  const response = await fetch(`${base}/`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  // The header is the same for every build: it names no hash and no script-src or style-src.
  expect(response.headers.get('content-security-policy')).toBe(HEADER_POLICY);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const html = await response.text();
  // The page's own policy, ahead of every script and style, allows exactly the three inline scripts and
  // the stylesheet it carries, by their hashes.
  const { scripts, styles, metaPolicies, firstScriptOrStyle } = inlineContent(html);
  expect(scripts).toHaveLength(3);
  expect(styles).toHaveLength(1);
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  expect(metaPolicies).toHaveLength(1);
  expect(metaPolicies[0]!.at).toBeLessThan(firstScriptOrStyle);
  const policy = metaPolicies[0]!.policy;
  expect(directive(policy, 'script-src')).toEqual(["'self'", ...scripts.map(cspHash)]);
  expect(directive(policy, 'style-src')).toEqual(["'self'", ...styles.map(cspHash)]);
  expect(policyProblem(html)).toBeUndefined();
  expect(policy).not.toMatch(/unsafe-/);
  // The build writes nothing for nginx any more.
  expect(existsSync(join(dist, 'security-headers.conf'))).toBe(false);
});

test('HTML says it is UTF-8 in the header and within its first 1024 bytes', async () => {
  for (const path of ['/', '/index.html', '/some/deep/link']) {
    const response = await fetch(`${base}${path}`);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
    const start = new TextDecoder().decode(new Uint8Array(await response.arrayBuffer()).slice(0, 1024));
    expect(start, path).toMatch(/<meta charset="UTF-8" \/>/);
  }
});

test('the service worker is revalidated on every check and carries the security headers', async () => {
  const response = await fetch(`${base}/sw.js`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(response.headers.get('content-type')).toContain('javascript');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  // A worker has no <meta>: its header is its whole policy, the same for every build.
  expect(response.headers.get('content-security-policy')).toBe(WORKER_HEADER_POLICY);
});

test('hashed assets are immutable for a year and served gzip', async () => {
  const html = await (await fetch(`${base}/`)).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const response = await fetch(`${base}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(response.headers.get('content-encoding')).toBe('gzip');
  expect(response.headers.get('content-type')).toContain('javascript');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
});

test('proxies the API paths to the upstream', async () => {
  // The wealth service under its default base path, as the nginx config proxies it.
  const response = await fetch(`${base}${wealthBasePathOf(undefined)}${calls.customerContact.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'overall=30',
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ code: 0, data: { email: profiles.mx.support.email } });
});

test('a borrower journey works through nginx under its CSP', async ({ page, pageErrors }) => {
  await page.goto(`${base}/?type=1#${paths.customerService}`);
  await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
  await expect(page.getByRole('link', { name: profiles.in.support.email })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

/** What nginx adds to a response: every header but those that describe the body or the moment. */
async function headerSet(path: string): Promise<string> {
  const response = await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.status, path).toBe(200);
  const varying = new Set(['date', 'content-length', 'etag', 'last-modified', 'connection', 'keep-alive']);
  return [...response.headers]
    .filter(([name]) => !varying.has(name))
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

/** The paths whose headers a deploy could change: the shell, a deep link, the worker, a hashed file. */
async function servedPaths(): Promise<string[]> {
  const html = await (await fetch(`${base}/`)).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  return ['/', '/index.html', '/some/deep/link', '/sw.js', script!];
}

test('a new dist/ copied under the running nginx: the same header bytes, and its pages load with no CSP violation', async ({
  page,
  pageErrors,
}) => {
  const before = await Promise.all((await servedPaths()).map(headerSet));
  const oldHtml = await (await fetch(`${base}/`)).text();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI || 'inline'}`),
    );
  });
  try {
    deploy(resolve(nextDeployDist(dist)));
    const newHtml = await (await fetch(`${base}/`)).text();
    // The deploy changed the inline script and the stylesheet, so their hashes...
    expect(newHtml).toContain(`data-build-mark","${NEXT_DEPLOY_MARK}"`);
    expect(inlineContent(newHtml).metaPolicies[0]!.policy).not.toBe(
      inlineContent(oldHtml).metaPolicies[0]!.policy,
    );
    // ...and not one byte of what nginx sends around them.
    expect(await Promise.all((await servedPaths()).map(headerSet))).toEqual(before);

    for (const url of [`${base}/?type=2#/`, `${base}/?type=1#${paths.customerService}`]) {
      await page.goto(url);
      await expect(page.locator('h1').first()).toBeVisible();
      // The new build's inline script ran and its stylesheet applies.
      await expect(page.locator('html')).toHaveAttribute('data-build-mark', NEXT_DEPLOY_MARK);
      expect(
        await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--build-mark'),
        ),
      ).toBe(`"${NEXT_DEPLOY_MARK}"`);
      expect(
        await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
      ).toEqual([]);
    }
    await page.goto(`${base}/?type=2#/`);
    await expect(page.getByRole('link', { name: NEXT_DEPLOY_PHONE })).toBeVisible();
    expect(pageErrors).toEqual([]);
  } finally {
    deploy(dist);
  }
});
