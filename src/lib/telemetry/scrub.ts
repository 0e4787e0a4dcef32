import { findRouteDef, type RouteDef } from '@/lib/router/route-def';

/**
 * What a field report may say about where it came from: the route pattern, never the URL. Under
 * hash routing the route is the hash's path; its query (order numbers, session values) is dropped.
 */
export function routePattern(href: string, routes: readonly Pick<RouteDef, 'path'>[]): string {
  let hash = '';
  try {
    hash = new URL(href).hash;
  } catch {
    return 'unknown';
  }
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  return findRouteDef(routes, path)?.path ?? 'unknown';
}

const REDACTED = '[redacted]';
/** Absolute URLs: kept to their path, so a stack still names its file. */
const ABSOLUTE_URL = /\b(?:https?|blob|file):\/\/[^\s)'"]+/g;
/** A query string or fragment (of a relative URL too). */
const QUERY = /[?#][^\s)'"]*/g;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
/** Phone numbers, order numbers, ids: any word holding four digits or more. */
const WORD = /[\w-]*\d[\w-]*/g;

function scrubWords(text: string): string {
  return text
    .replace(QUERY, '')
    .replace(EMAIL, REDACTED)
    .replace(WORD, (word) => ((word.match(/\d/g)?.length ?? 0) >= 4 ? REDACTED : word));
}

/**
 * Scrubs text that leaves the device: any of `secrets` (the session's values) wherever they appear, query
 * strings and fragments, e-mail addresses, and number-like words with four or more digits (phones, orders,
 * ids). Absolute URLs keep their path, so `https://host/assets/app-1a2b3c4d.js:12:345` survives.
 */
export function scrubText(text: string, secrets: readonly string[] = []): string {
  let clean = text;
  for (const secret of secrets) {
    if (secret.length >= 3) clean = clean.split(secret).join(REDACTED);
  }
  let out = '';
  let last = 0;
  for (const match of clean.matchAll(ABSOLUTE_URL)) {
    out += scrubWords(clean.slice(last, match.index)) + match[0].replace(/[?#].*$/, '');
    last = match.index + match[0].length;
  }
  return out + scrubWords(clean.slice(last));
}

/** The first lines of a stack, scrubbed, at most `maxLength` characters. */
export function trimStack(
  stack: string | undefined,
  secrets: readonly string[],
  maxLines = 8,
  maxLength = 1_000,
) {
  if (!stack) return undefined;
  return scrubText(stack.split('\n').slice(0, maxLines).join('\n'), secrets).slice(0, maxLength);
}
