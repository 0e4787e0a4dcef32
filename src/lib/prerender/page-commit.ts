let waiting: (() => void) | undefined;

/**
 * Runs `then` once, when the first route page has committed: hydration works boundary by boundary (each
 * Suspense boundary of the HTML on its own, after the root), so the root's own commit comes before the
 * page's fields and buttons are React's.
 */
export function afterFirstPageCommit(then: () => void): void {
  waiting = then;
}

/** Called by every route page once it is on screen (lib/router/lazy-route.ts). */
export function pageCommitted(): void {
  const then = waiting;
  waiting = undefined;
  then?.();
}
