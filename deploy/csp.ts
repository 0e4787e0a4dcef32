import { INLINE_SCRIPT_HASHES } from './preload-script';

/**
 * The production Content-Security-Policy (issue 7). Only the app's own origin, the API origin, and the
 * image and frame sources the pages need. No 'unsafe-eval' and no 'unsafe-inline': the three inline
 * scripts (the load-failure message, the route preloader of issue 11, the prerender's placement of issue
 * 17) are allowed by their hashes. React and the failure message set styles through the CSSOM, which CSP
 * does not block.
 */
export function contentSecurityPolicy({
  apiOrigin = '',
  privacyOrigin = '',
  reportOrigins = [],
}: {
  apiOrigin?: string;
  privacyOrigin?: string;
  /** issue 12: VITE_RUM_URL and VITE_ERROR_URL, when they are on another origin. */
  reportOrigins?: string[];
} = {}): string {
  const api = originOf(apiOrigin);
  const privacy = originOf(privacyOrigin);
  const connect = [...new Set([api, ...reportOrigins.map(originOf)].filter(Boolean))];
  return [
    "default-src 'self'",
    `script-src 'self' ${INLINE_SCRIPT_HASHES.join(' ')}`,
    "style-src 'self'",
    `img-src 'self' data: blob: https:${api ? ` ${api}` : ''}`,
    ["connect-src 'self'", ...connect].join(' '),
    // issue 12: the offline shell's service worker (/sw.js).
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
