// @vitest-environment node
import { readFileSync } from 'node:fs';
import { contentSecurityPolicy } from '../../../deploy/csp';

const deployFile = (name: string) =>
  readFileSync(new URL(`../../../deploy/${name}`, import.meta.url), 'utf8');

describe('the deploy headers', () => {
  it('send the CSP of deploy/csp.ts from nginx (same-origin API, privacy page at example.com)', () => {
    const header = /add_header Content-Security-Policy "([^"]+)" always;/.exec(
      deployFile('security-headers.conf'),
    )?.[1];
    expect(header).toBe(contentSecurityPolicy({ privacyOrigin: 'https://example.com/privacy' }));
  });

  it('frame only the app itself and the configured privacy origin, never a scheme wildcard', () => {
    const frameSources = (policy: string) =>
      policy.split('; ').filter((directive) => directive.startsWith('frame-src'));
    expect(frameSources(contentSecurityPolicy())).toEqual(["frame-src 'self'"]);
    expect(
      frameSources(contentSecurityPolicy({ privacyOrigin: 'https://legal.example.org/mx/privacy?x=1' })),
    ).toEqual(["frame-src 'self' https://legal.example.org"]);
    // A privacy URL that is no URL adds nothing (it is not an origin to allow).
    expect(frameSources(contentSecurityPolicy({ privacyOrigin: 'not a url' }))).toEqual(["frame-src 'self'"]);
    for (const options of [{}, { privacyOrigin: 'https://legal.example.org/p' }, { privacyOrigin: 'junk' }])
      expect(contentSecurityPolicy(options)).not.toMatch(/frame-src[^;]*\s(https?|data|blob):(\s|;|$)/);
  });

  it("allow the app's own service worker and no other (issue 12)", () => {
    const workerSources = contentSecurityPolicy({ apiOrigin: 'https://api.example.com' })
      .split('; ')
      .filter((directive) => directive.startsWith('worker-src'));
    expect(workerSources).toEqual(["worker-src 'self'"]);
  });

  it('have nginx revalidate the service worker on every check, with the security headers', () => {
    const location = /location = \/sw\.js \{([^}]*)\}/.exec(deployFile('nginx.conf'))?.[1] ?? '';
    expect(location).toContain('include security-headers.conf;');
    expect(location).toContain('add_header Cache-Control "no-cache" always;');
  });

  it('let field reports reach a collector on another origin, and only through connect-src (issue 12)', () => {
    const policy = contentSecurityPolicy({
      apiOrigin: 'https://api.example.com',
      reportOrigins: [
        'https://rum.example.net/v1/vitals?key=1',
        '/telemetry/errors',
        'https://api.example.com/err',
      ],
    });
    expect(policy).toContain("connect-src 'self' https://api.example.com https://rum.example.net;");
    expect(policy.match(/rum\.example\.net/g)).toHaveLength(1);
    expect(contentSecurityPolicy({ reportOrigins: ['/telemetry/vitals'] })).toBe(contentSecurityPolicy());
  });
});
