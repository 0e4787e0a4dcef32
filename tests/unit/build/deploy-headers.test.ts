// @vitest-environment node
import { readFileSync } from 'node:fs';
import { contentSecurityPolicy } from '../../../deploy/csp';

const deployFile = (name: string) =>
  readFileSync(new URL(`../../../deploy/${name}`, import.meta.url), 'utf8');

/** Any inline script hashes: the policy's other directives do not depend on them. */
const scriptHashes = ["'sha256-AAAA'"];
const policyWith = (options: Omit<Parameters<typeof contentSecurityPolicy>[0], 'scriptHashes'> = {}) =>
  contentSecurityPolicy({ scriptHashes, ...options });

describe('the deploy headers', () => {
  it("have nginx send the build's security headers from every location that serves the app, never the file", () => {
    const config = deployFile('nginx.conf');
    const locations = config.split(/\n\s*location /).slice(1);
    for (const location of locations.filter((block) => !block.includes('proxy_pass')))
      expect(location).toMatch(/include \$\{APP_ROOT\}\/security-headers\.conf;|return 404;/);
    expect(config).toMatch(/location = \/security-headers\.conf \{\s*return 404;/);
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

  it('have nginx revalidate the service worker on every check, with the security headers', () => {
    const location = /location = \/sw\.js \{([\s\S]*?)\n {4}\}/.exec(deployFile('nginx.conf'))?.[1] ?? '';
    expect(location).toContain('include ${APP_ROOT}/security-headers.conf;');
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
