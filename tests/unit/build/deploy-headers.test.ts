// @vitest-environment node
import { readFileSync } from 'node:fs';
import {
  contentSecurityPolicy,
  cspMetaTag,
  directive,
  HEADER_ONLY_DIRECTIVES,
  HEADER_POLICY,
  securityHeaders,
} from '../../../deploy/csp';

const deployFile = (name: string) =>
  readFileSync(new URL(`../../../deploy/${name}`, import.meta.url), 'utf8');

/** Any inline script hashes: the policy's other directives do not depend on them. */
const scriptHashes = ["'sha256-AAAA'"];
const policyWith = (options: Omit<Parameters<typeof contentSecurityPolicy>[0], 'scriptHashes'> = {}) =>
  contentSecurityPolicy({ scriptHashes, ...options });

describe('the deploy headers', () => {
  /** Each location block of nginx.conf: its path and the headers it adds. */
  const locations = () =>
    deployFile('nginx.conf')
      .split(/\n\s*location /)
      .slice(1)
      .map((block) => ({
        path: /^(?:= )?(\S+)/.exec(block)![1]!,
        proxy: block.includes('proxy_pass'),
        headers: Object.fromEntries(
          [...block.matchAll(/add_header ([\w-]+) "([^"]*)" always;/g)].map(([, name, value]) => [
            name,
            value,
          ]),
        ),
      }));

  it('have nginx send the same fixed security headers as the demo server, from every location that serves the app', () => {
    const served = locations().filter((location) => !location.proxy);
    expect(served.map((location) => location.path)).toEqual(['/index.html', '/sw.js', '/assets/', '/']);
    for (const location of served) {
      const { 'Cache-Control': cache, ...security } = location.headers;
      expect(cache, location.path).toBeTruthy();
      expect(security, location.path).toEqual(securityHeaders(location.path));
    }
    // Nothing the build writes: the config is one fixed file.
    expect(deployFile('nginx.conf')).not.toMatch(/include \$\{APP_ROOT\}|security-headers\.conf/);
  });

  it("keep the header the same for every build: no hash, no fetch directive the page's own policy must pass", () => {
    for (const path of ['/', '/index.html', '/assets/x.js']) {
      const policy = securityHeaders(path)['Content-Security-Policy']!;
      expect(policy).toBe(HEADER_POLICY);
      // Two policies apply together: a script-src, style-src or default-src here would have to allow the
      // page's inline scripts too, by hashes that change with every build.
      for (const name of ['default-src', 'script-src', 'script-src-elem', 'style-src', 'style-src-elem'])
        expect(directive(policy, name), `${path} ${name}`).toBeUndefined();
      expect(policy).not.toMatch(/sha256-|unsafe-/);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    }
    // The worker has no <meta>: its header is its whole policy.
    expect(directive(securityHeaders('/sw.js')['Content-Security-Policy']!, 'default-src')).toEqual([
      "'self'",
    ]);
  });

  it("put in the page's own policy everything but what only a header can carry", () => {
    const policy = policyWith({ apiOrigin: 'https://api.example.com' });
    for (const name of HEADER_ONLY_DIRECTIVES) expect(directive(policy, name)).toBeUndefined();
    expect(cspMetaTag(policy)).toBe(`<meta http-equiv="Content-Security-Policy" content="${policy}" />`);
    expect(() => cspMetaTag(`${policy}; frame-ancestors 'self'`)).toThrow(/frame-ancestors/);
    // The header's directives repeat the page's: neither refuses what the other allows.
    for (const part of HEADER_POLICY.split('; ')) {
      const [name, ...sources] = part.split(' ');
      if (name !== 'frame-ancestors') expect(directive(policy, name!), name).toEqual(sources);
    }
  });

  it('frame only the app itself and the configured privacy origin, never a scheme wildcard', () => {
    const frameSources = (policy: string) =>
      policy.split('; ').filter((directive) => directive.startsWith('frame-src'));
    expect(frameSources(policyWith())).toEqual(["frame-src 'self'"]);
    expect(frameSources(policyWith({ privacyOrigin: 'https://legal.example.org/mx/privacy?x=1' }))).toEqual([
      "frame-src 'self' https://legal.example.org",
    ]);
    // A privacy URL that is no URL adds nothing (it is not an origin to allow).
    expect(frameSources(policyWith({ privacyOrigin: 'not a url' }))).toEqual(["frame-src 'self'"]);
    for (const options of [{}, { privacyOrigin: 'https://legal.example.org/p' }, { privacyOrigin: 'junk' }])
      expect(policyWith(options)).not.toMatch(/frame-src[^;]*\s(https?|data|blob):(\s|;|$)/);
  });

  it("allow the app's own service worker and no other", () => {
    const workerSources = policyWith({ apiOrigin: 'https://api.example.com' })
      .split('; ')
      .filter((directive) => directive.startsWith('worker-src'));
    expect(workerSources).toEqual(["worker-src 'self'"]);
  });

  it('have nginx revalidate the service worker on every check', () => {
    const location = /location = \/sw\.js \{([\s\S]*?)\n {4}\}/.exec(deployFile('nginx.conf'))?.[1] ?? '';
    expect(location).toContain('add_header Cache-Control "no-cache" always;');
  });

  it('let field reports reach a collector on another origin, and only through connect-src', () => {
    const policy = policyWith({
      apiOrigin: 'https://api.example.com',
      reportOrigins: [
        'https://rum.example.net/v1/vitals?key=1',
        '/telemetry/errors',
        'https://api.example.com/err',
      ],
    });
    expect(policy).toContain("connect-src 'self' https://api.example.com https://rum.example.net;");
    expect(policy.match(/rum\.example\.net/g)).toHaveLength(1);
    expect(policyWith({ reportOrigins: ['/telemetry/vitals'] })).toBe(policyWith());
  });
});
