import { safeTarget } from '@/lib/safe-url';

/**
 * A server-given download link: the shared allow-list (lib/safe-url), narrowed to https: and the app's
 * own scheme, the only two things a download button may open.
 */
export function safeLink(raw: string | undefined): string | undefined {
  const target = safeTarget(raw);
  if (target?.kind !== 'external') return undefined;
  const { href } = target;
  // What passes the shared list and is not https: is http: (same origin), tel:, mailto: or the app scheme.
  return /^https:/i.test(href) || !/^(http|tel|mailto):/i.test(href) ? href : undefined;
}
