import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * A value only the browser knows (the page's own URL, the phone's settings), for a page the build renders
 * to HTML: the build's render and the hydrating render both see `buildValue`, so the HTML and
 * the first client render agree; React then renders again at once with the browser's value. Without a
 * prerender (a client render) the browser's value is there from the start.
 */
export function useBrowserValue<T>(
  read: () => T,
  buildValue: T,
  subscribe: (onChange: () => void) => () => void = never,
): T {
  return useSyncExternalStore(subscribe, read, () => buildValue);
}
