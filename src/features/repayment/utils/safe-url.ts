import { safeTarget, type SafeTarget } from '@/lib/safe-url';

/**
 * The third-party pay page (brief: https:, same-origin http:, the app scheme). The shared allow-list also
 * lets tel: and mailto: through; a payment page is neither.
 */
export function payPageTarget(raw: string): SafeTarget | null {
  const target = safeTarget(raw);
  if (!target || target.kind === 'route') return target;
  return /^(tel|mailto):/i.test(target.href) ? null : target;
}

const EMAIL = /^[^\s@/:?#]+@[^\s@/:?#]+\.[^\s@/:?#]+$/;

/** The image section's link (spec §3 imgList.eMail): an address becomes mailto:, else only an https link. */
export function contactHref(value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  if (EMAIL.test(text)) return `mailto:${text}`;
  const target = safeTarget(text);
  return target?.kind === 'external' && /^(https|mailto):/i.test(target.href) ? target.href : undefined;
}
