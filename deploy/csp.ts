import { PRELOAD_SCRIPT_HASH } from './preload-script';

/**
 * The production Content-Security-Policy (issue 7). Only the app's own origin, the API origin, and the
 * image and frame sources the pages need. No 'unsafe-eval' and no 'unsafe-inline': the one inline script
 * (the route preloader, issue 11) is allowed by its hash. React sets computed styles through the CSSOM,
 * which CSP does not block.
 */
export function contentSecurityPolicy({
  apiOrigin = '',
  privacyOrigin = '',
}: { apiOrigin?: string; privacyOrigin?: string } = {}): string {
  const api = originOf(apiOrigin);
  const privacy = originOf(privacyOrigin);
  return [
    "default-src 'self'",
    `script-src 'self' ${PRELOAD_SCRIPT_HASH}`,
    "style-src 'self'",
    `img-src 'self' data: blob: https:${api ? ` ${api}` : ''}`,
    `connect-src 'self'${api ? ` ${api}` : ''}`,
    `frame-src 'self'${privacy ? ` ${privacy}` : ' https:'}`,
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
