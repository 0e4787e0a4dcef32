import { env } from '@/config/env';

export type SafeTarget =
  /** An in-app hash route, e.g. `/loanDetails?orderId=1` (navigate with the router). */
  | { kind: 'route'; to: string }
  /** Anywhere else that passed the allow-list (assign to location or open). */
  | { kind: 'external'; href: string };

/**
 * The scheme allow-list for every navigation to a server-given url: https:, http: only on our
 * own origin, the native app's scheme, tel: and mailto:. Anything else (javascript:, data:, file:,
 * intent:, other schemes) is refused with null.
 */
export function safeTarget(raw: unknown, pageUrl?: string): SafeTarget | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value) return null;
  if (value.startsWith('#/')) return { kind: 'route', to: value.slice(1) };
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'route', to: value };
  const scheme = env.appScheme.replace(/:\/*$/, '').toLowerCase();
  // Read only when there is a link to resolve: the build's prerender has no window.
  const base = pageUrl ?? window.location.href;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  const origin = new URL(base).origin;
  switch (url.protocol) {
    case 'https:':
      return sameOriginRoute(url, origin) ?? { kind: 'external', href: url.href };
    case 'http:':
      return url.origin === origin
        ? (sameOriginRoute(url, origin) ?? { kind: 'external', href: url.href })
        : null;
    case 'tel:':
    case 'mailto:':
      return { kind: 'external', href: url.href };
    default:
      return scheme && url.protocol === `${scheme}:` ? { kind: 'external', href: url.href } : null;
  }
}

/** A link to one of our own pages (`https://our-origin/...#/route`) stays inside the router. */
function sameOriginRoute(url: URL, origin: string): SafeTarget | null {
  if (url.origin !== origin || !url.hash.startsWith('#/')) return null;
  return { kind: 'route', to: url.hash.slice(1) };
}

export function isSafeUrl(raw: unknown): boolean {
  return safeTarget(raw) !== null;
}
