import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The production Content-Security-Policy. Only the app's own origin, the API origin, and the image and
 * frame sources the pages need. No 'unsafe-eval' and no 'unsafe-inline': index.html's inline scripts (the
 * load-failure message, the route preloader, the prerender's placement) and its inline stylesheet are
 * allowed by their hashes, which the build computes from what it wrote (scripts/route-preload/plugin.ts).
 * React and the failure message set styles through the CSSOM, which CSP does not block.
 */
export function contentSecurityPolicy({
  scriptHashes,
  styleHashes = [],
  apiOrigin = '',
  privacyOrigin = '',
  reportOrigins = [],
}: {
  /** `'sha256-…'` of each inline script, in the order they appear. */
  scriptHashes: readonly string[];
  /** `'sha256-…'` of each inline `<style>`. */
  styleHashes?: readonly string[];
  apiOrigin?: string;
  privacyOrigin?: string;
  /** VITE_RUM_URL and VITE_ERROR_URL: field reports may go to another origin. */
  reportOrigins?: string[];
}): string {
  const api = originOf(apiOrigin);
  const privacy = originOf(privacyOrigin);
  const connect = [...new Set([api, ...reportOrigins.map(originOf)].filter(Boolean))];
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`,
    ["style-src 'self'", ...styleHashes].join(' '),
    `img-src 'self' data: blob: https:${api ? ` ${api}` : ''}`,
    ["connect-src 'self'", ...connect].join(' '),
    // The offline shell's service worker (/sw.js).
    "worker-src 'self'",
    // Only /Policy frames a page: the app's own /PrivacyPolicy, or VITE_PRIVACY_URL's origin. Never a
    // scheme wildcard, which would let any https site be framed.
    `frame-src 'self'${privacy ? ` ${privacy}` : ''}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // The host app loads us top-level in its webview; nobody else may frame us.
    "frame-ancestors 'self'",
  ].join('; ');
}

function originOf(url: string): string {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
}

/** The build writes this nginx include beside index.html; deploy/nginx.conf includes it in every location. */
export const SECURITY_HEADERS_FILE = 'security-headers.conf';

/** The nginx include: the CSP and the other security headers (`always`: error pages carry them too). */
export function securityHeadersInclude(policy: string): string {
  return [
    '# Written by the build (scripts/route-preload/plugin.ts) from deploy/csp.ts and the hashes of the',
    '# inline scripts and stylesheet it wrote. Included in every location that serves the app (add_header',
    '# is not inherited once a location sets one).',
    `add_header Content-Security-Policy "${policy}" always;`,
    'add_header X-Content-Type-Options "nosniff" always;',
    'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
    'add_header Permissions-Policy "camera=(self), geolocation=(self), microphone=()" always;',
    '',
  ].join('\n');
}

/** The CSP a build was made with, as its nginx include sends it (the demo server and the tests read it). */
export function builtPolicy(dist: string): string {
  const include = readFileSync(join(dist, SECURITY_HEADERS_FILE), 'utf8');
  const policy = /add_header Content-Security-Policy "([^"]+)" always;/.exec(include)?.[1];
  if (!policy) throw new Error(`${dist}/${SECURITY_HEADERS_FILE} sends no Content-Security-Policy`);
  return policy;
}
