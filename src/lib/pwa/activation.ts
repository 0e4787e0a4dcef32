/**
 * Updates of the offline shell: when a waiting service worker may take over. Shared by the page
 * (register.ts) and the worker (src/sw.ts); no DOM and no worker types here, so both type-check it.
 *
 * A new worker never takes over by itself (no automatic skipWaiting): an open page keeps the worker, and
 * so the files, it started with. The page offers the takeover with the files it was built from (its
 * scripts, module preloads and stylesheet; hashed names). The worker accepts only when every one of them
 * is in its own precache, i.e. when the page is the build the worker serves:
 * - a page loaded fresh from the network (the new deploy) activates the new worker at once, so its next
 *   route's chunks come from the matching precache;
 * - a page of the old build (served from the cache, or opened before the deploy) never switches in the
 *   middle of a session; the new worker waits and takes over on the next open or reload, whose page comes
 *   from the network first.
 * Chunk names are content hashes that include the names of the chunks they import, so the entry script's
 * name alone changes with any JS change; the stylesheet covers CSS. No build id has to be kept in step.
 */
export const ACTIVATE_IF = 'ACTIVATE_IF';

export interface ActivateIfMessage {
  type: typeof ACTIVATE_IF;
  /** Absolute URLs of the page's own build files. */
  files: string[];
}

/** Whether `message` is a takeover offer from a page made of files this worker precached. */
export function shouldActivate(message: unknown, isPrecached: (url: string) => boolean): boolean {
  if (typeof message !== 'object' || message === null) return false;
  const { type, files } = message as Partial<Record<keyof ActivateIfMessage, unknown>>;
  return (
    type === ACTIVATE_IF &&
    Array.isArray(files) &&
    files.length > 0 &&
    files.every((file) => typeof file === 'string' && isPrecached(file))
  );
}
