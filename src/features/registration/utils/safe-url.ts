function parse(raw: string | undefined): URL | null {
  if (!raw) return null;
  try {
    return new URL(raw, window.location.href);
  } catch {
    return null;
  }
}

/** Server-given images: https:, same-origin, or an inline image (`data:image/...`). */
export function safeImage(raw: string | undefined): string | undefined {
  const url = parse(raw);
  if (!url || !raw) return undefined;
  if (url.protocol === 'https:' || url.origin === window.location.origin) return url.href;
  return url.protocol === 'data:' && /^data:image\//i.test(raw) ? raw : undefined;
}

/** A CSS colour from the template (hex, rgb/rgba, hsl/hsla, or a plain colour name), else nothing. */
export function safeColor(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  return /^(#[\da-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]{3,20})$/i.test(raw.trim())
    ? raw.trim()
    : undefined;
}
