import { env } from '@/config/env';

export type ExtraScheme = 'mailto:' | 'tel:';

function schemeOf(text: string): string {
  const match = /^([a-z][a-z\d+.-]*):/i.exec(text.trim());
  return match ? `${match[1]!.toLowerCase()}:` : '';
}

/**
 * The allow-list for server-given URLs (brief: https:, same-origin http:, the app scheme; mailto:/tel: only
 * where the caller asks). Relative and malformed URLs are refused.
 */
export function isSafeUrl(raw: string, extra: readonly ExtraScheme[] = []): boolean {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return Boolean(url.hostname);
  if (url.protocol === 'http:') return url.origin === window.location.origin;
  if (
    url.protocol === schemeOf(env.appScheme) &&
    !['http:', 'https:', 'javascript:', 'data:'].includes(url.protocol)
  )
    return true;
  return (extra as readonly string[]).includes(url.protocol);
}

const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;

/** An e-mail address becomes a mailto: link; otherwise only a safe https link is kept. */
export function contactHref(value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  if (EMAIL.test(text)) return `mailto:${text}`;
  return isSafeUrl(text, ['mailto:']) ? text : undefined;
}
