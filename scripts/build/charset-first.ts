import type { Plugin } from 'vite';

/** The HTML standard wants the character encoding declared within the first 1024 bytes of the document. */
export const CHARSET_WITHIN_BYTES = 1024;

const CHARSET_META = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i;
/** The same tag with its own line's indentation and line break, so nothing is left behind where it was. */
const CHARSET_LINE = new RegExp(`[ \\t]*${CHARSET_META.source}[ \\t]*(\\r?\\n)?`, 'i');

/**
 * Moves `<meta charset>` to the first place in `<head>`, ahead of whatever the build put before it (the
 * load-failure script, the route preload map and the preload script, several KB, go to the top of `<head>`).
 * Throws when the page has no charset or it would still come too late.
 */
export function charsetFirst(html: string): string {
  const meta = CHARSET_META.exec(html);
  if (!meta) throw new Error('charset-first: index.html has no <meta charset>');
  const withoutMeta = html.replace(CHARSET_LINE, '');
  const head = /<head(\s[^>]*)?>/i.exec(withoutMeta);
  if (!head) throw new Error('charset-first: index.html has no <head>');
  const at = head.index + head[0].length;
  const moved = `${withoutMeta.slice(0, at)}\n    ${meta[0]}${withoutMeta.slice(at)}`;
  const end = Buffer.byteLength(moved.slice(0, moved.indexOf(meta[0]) + meta[0].length));
  if (end > CHARSET_WITHIN_BYTES)
    throw new Error(`charset-first: <meta charset> ends at byte ${end}, past ${CHARSET_WITHIN_BYTES}`);
  return moved;
}

/** Build step: runs after every other index.html transform (keep it last in vite.config.ts's plugins). */
export function charsetFirstPlugin(): Plugin {
  return {
    name: 'charset-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => charsetFirst(html) },
  };
}
