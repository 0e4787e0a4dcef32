import { createHash } from 'node:crypto';

/**
 * The production Content-Security-Policy, in two halves that the browser enforces together (a request or
 * an inline script must pass both):
 *
 * - The document's policy travels inside the HTML it governs, as `<meta http-equiv="Content-Security-Policy">`
 *   ahead of every script and style: the hashes of index.html's inline scripts (the load-failure message,
 *   the route preloader, the prerender's placement) and of its inline stylesheet change with every build,
 *   and a deploy that copies a new dist/ must never pair a page with another build's hashes. The build
 *   writes it (scripts/build/csp-meta.ts), from what it wrote.
 * - The header is the same for every build (deploy/nginx.conf sends it as a fixed line; the demo server
 *   sends the same): what a <meta> cannot carry (frame-ancestors) and what holds whatever the build. It
 *   names no script-src, style-src or default-src: any of those in the header would have to allow the inline
 *   scripts too, by hashes that change from build to build, or by 'unsafe-inline'.
 *
 * No 'unsafe-eval' and no 'unsafe-inline' anywhere. React and the failure message set styles through the
 * CSSOM, which CSP does not block.
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
  ].join('; ');
}

/** Directives a `<meta>` policy may not carry (CSP 3 §3.3: the browser ignores them there, with a warning). */
export const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'sandbox'] as const;

/**
 * The header's policy: the same for every build. frame-ancestors only a header can carry (the host app
 * loads us top-level in its webview; nobody else may frame us); the other three hold before the page's
 * own policy is read and repeat what it says.
 */
export const HEADER_POLICY = "frame-ancestors 'self'; object-src 'none'; base-uri 'self'; form-action 'self'";

/**
 * The service worker's own policy: a worker has no <meta>, so its policy can only come from the header of
 * /sw.js. The worker fetches only this origin (the precache, navigations); API calls never reach it.
 */
export const WORKER_HEADER_POLICY = `default-src 'self'; ${HEADER_POLICY}`;

/**
 * Every header the server adds to the app's files, the same for every build: deploy/nginx.conf sends these
 * exact values (a unit test reads them there) and scripts/demo-server.ts sends them too.
 */
export function securityHeaders(path: string): Record<string, string> {
  return {
    'Content-Security-Policy': path === '/sw.js' ? WORKER_HEADER_POLICY : HEADER_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(self), geolocation=(self), microphone=()',
  };
}

/** The `<meta>` that carries a document's policy. */
export function cspMetaTag(policy: string): string {
  for (const directive of HEADER_ONLY_DIRECTIVES)
    if (policy.split(';').some((part) => part.trim().split(/\s+/)[0] === directive))
      throw new Error(`csp: ${directive} is ignored in a <meta> policy; the header carries it`);
  if (/["<>&]/.test(policy)) throw new Error('csp: the policy would need escaping in an attribute');
  return `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
}

const META_CSP = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"\s*\/?>/gi;

/** `'sha256-…'` of an inline script's or stylesheet's text, as script-src and style-src want it. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** What an HTML file runs and styles inline, and the policies it carries, in document order. */
export function inlineContent(html: string): {
  scripts: string[];
  styles: string[];
  /** Offset of the first `<script>` or `<style>` of any kind (Infinity when none). */
  firstScriptOrStyle: number;
  metaPolicies: { policy: string; at: number }[];
} {
  const scripts: string[] = [];
  const styles: string[] = [];
  let firstScriptOrStyle = Infinity;
  for (const match of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi)) {
    firstScriptOrStyle = Math.min(firstScriptOrStyle, match.index);
    const [, tag, attributes, text] = match;
    if (tag!.toLowerCase() === 'style') styles.push(text!);
    // A src script is allowed by 'self'; a JSON block is data, never run.
    else if (!/\bsrc=/i.test(attributes!) && !/\btype="application\/json"/i.test(attributes!))
      scripts.push(text!);
  }
  const metaPolicies = [...html.matchAll(META_CSP)].map((match) => ({ policy: match[1]!, at: match.index }));
  return { scripts, styles, firstScriptOrStyle, metaPolicies };
}

/** One directive's value list (`script-src 'self' 'sha256-…'` → its sources), or undefined. */
export function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1);
}

function originOf(url: string): string {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
}
