/** Only an https page (or one on this origin) may be embedded. */
export function safeFrameUrl(raw: string, origin: string = window.location.origin): string | undefined {
  try {
    const url = new URL(raw, origin);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && url.origin === origin)) return url.href;
  } catch {
    // not a URL
  }
  return undefined;
}
