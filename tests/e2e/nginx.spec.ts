import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test, expect } from './fixtures';
import { profiles } from './lender-profiles';

/**
 * Runs deploy/nginx.conf in a real nginx on a loopback port, against the e2e build and the demo server
 * (Playwright's webServer) as the API upstream.
 */
const NGINX = '/usr/sbin/nginx';
const port = Number(process.env.E2E_NGINX_PORT ?? Number(process.env.E2E_PORT ?? 4174) + 100);
const upstream = `127.0.0.1:${process.env.E2E_PORT ?? 4174}`;
const base = `http://127.0.0.1:${port}`;

let nginx: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.skip(!existsSync(NGINX), 'nginx is not installed (.ci/run installs it)');
  const runDir = mkdtempSync(join(tmpdir(), 'nginx-e2e-'));
  const template = readFileSync('deploy/nginx.conf', 'utf8');
  const config = template
    .replaceAll('${LISTEN_PORT}', String(port))
    .replaceAll('${APP_ROOT}', resolve(process.env.E2E_DIST ?? 'dist-e2e'))
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

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** `'sha256-…'` of every inline script the page carries (a `type` other than JavaScript is data, not run). */
function inlineScriptHashes(html: string): string[] {
  return [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
  ].map(([, text]) => sha256(text!));
}

test('index.html is never cached and carries the CSP and security headers', async () => {
  const response = await fetch(`${base}/`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  // The build's CSP allows exactly the inline scripts the page it built carries.
  const scriptSrc = response.headers
    .get('content-security-policy')
    ?.split('; ')
    .find((directive) => directive.startsWith('script-src'));
  const html = await response.text();
  const hashes = inlineScriptHashes(html);
  expect(hashes).toHaveLength(3);
  expect(scriptSrc).toBe(`script-src 'self' ${hashes.join(' ')}`);
  // The stylesheet is in the page, allowed by its hash; no other inline style is.
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text]) => sha256(text!));
  expect(styles).toHaveLength(1);
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  const styleSrc = response.headers
    .get('content-security-policy')
    ?.split('; ')
    .find((directive) => directive.startsWith('style-src'));
  expect(styleSrc).toBe(`style-src 'self' ${styles.join(' ')}`);
  expect((await fetch(`${base}/security-headers.conf`)).status).toBe(404);
  expect(response.headers.get('content-security-policy')).not.toContain('unsafe-eval');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
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
  expect(response.headers.get('content-security-policy')).toContain("worker-src 'self'");
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
  const response = await fetch(`${base}/wealth/customer/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'overall=30',
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ code: 0, data: { email: profiles.mx.support.email } });
});

test('a borrower journey works through nginx under its CSP', async ({ page, pageErrors }) => {
  await page.goto(`${base}/?type=1#/Dag`);
  await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
  await expect(page.getByRole('link', { name: profiles.in.support.email })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
