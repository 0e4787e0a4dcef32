import { env } from '@/config/env';
import { paths } from '@/config/paths';

/**
 * Server-given URLs (contract links, lendDetailsUrl, h5Url) are only followed through an allow-list:
 * https:, same-origin http:, the app scheme, tel: and mailto:. Anything else (javascript:, data:, file:,
 * blob:, vbscript: ...) is refused.
 */
export function isSafeUrl(url: URL, origin: string = window.location.origin): boolean {
  switch (url.protocol) {
    case 'https:':
    case 'tel:':
    case 'mailto:':
      return true;
    case 'http:':
      return url.origin === origin;
    default:
      return url.protocol === appSchemeProtocol();
  }
}

function appSchemeProtocol(): string {
  const scheme = env.appScheme.replace(/:.*$/, '').toLowerCase();
  return scheme ? `${scheme}:` : '';
}

const APP_ROUTES = new Set<string>(Object.values(paths));

export type ServerLink =
  /** One of our hash routes: navigate in the app (`/loanDetails?orderId=1`). */
  | { kind: 'route'; to: string }
  /** A safe URL outside the router. */
  | { kind: 'external'; href: string };

function withQuery(search: string, extra: Record<string, string>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function route(location: string, extra: Record<string, string>): ServerLink {
  const index = location.indexOf('?');
  const path = index >= 0 ? location.slice(0, index) : location;
  const search = index >= 0 ? location.slice(index) : '';
  return { kind: 'route', to: `${path}${withQuery(search, extra)}` };
}

/**
 * Reads a server-given link: a hash route (`#/loanDetails?...`), one of our route paths
 * (`/loanDetails?...`), a same-origin page URL carrying a hash route, or a safe absolute URL. `extra` is
 * added to the link's query (the hash route's query for in-app links). Returns null when it is unusable.
 */
export function resolveServerLink(
  raw: string | null | undefined,
  extra: Record<string, string> = {},
  base: string = window.location.href,
): ServerLink | null {
  const value = raw?.trim();
  if (!value) return null;
  if (value.startsWith('#/')) return route(value.slice(1), extra);
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  const origin = new URL(base).origin;
  if (value.startsWith('/') && !value.startsWith('//') && APP_ROUTES.has(url.pathname)) {
    return route(`${url.pathname}${url.search}`, extra);
  }
  if (!isSafeUrl(url, origin)) return null;
  if (url.origin === origin && url.hash.startsWith('#/')) return route(url.hash.slice(1), extra);
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  return { kind: 'external', href: url.href };
}
