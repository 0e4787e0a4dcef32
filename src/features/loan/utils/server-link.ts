import { safeTarget, type SafeTarget } from '@/lib/safe-url';

/**
 * A server-given link (contract links, lendDetailsUrl, h5Url), read through the shared scheme allow-list
 * (lib/safe-url: https:, same-origin http:, the app scheme, tel:, mailto:): an in-app hash route
 * (`#/loanDetails?...`, `/loanDetails?...`, or our own page URL carrying a hash route) or a safe external URL.
 */
export type ServerLink = SafeTarget;

function withQuery(location: string, extra: Record<string, string>): string {
  if (Object.keys(extra).length === 0) return location;
  const index = location.indexOf('?');
  const path = index >= 0 ? location.slice(0, index) : location;
  const params = new URLSearchParams(index >= 0 ? location.slice(index + 1) : '');
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `${path}?${params.toString()}`;
}

/**
 * Resolves a server link and adds `extra` to its query (the hash route's query for in-app links). Null when
 * it is missing or its scheme is not allowed.
 */
export function resolveServerLink(
  raw: string | null | undefined,
  extra: Record<string, string> = {},
  base: string = window.location.href,
): ServerLink | null {
  const target = safeTarget(raw, base);
  if (!target) return null;
  if (target.kind === 'route') return { kind: 'route', to: withQuery(target.to, extra) };
  const url = new URL(target.href);
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  return { kind: 'external', href: url.href };
}
