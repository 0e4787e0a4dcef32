/**
 * Runs `task` once the page has loaded, `settled` (the first page's data) has settled and been painted,
 * and the browser is idle, so nothing it fetches competes with a first load (the service worker's
 * precache, the field reporters). Webviews without `requestIdleCallback` wait a moment instead.
 */
export function afterLoadIdle(task: () => void, settled: Promise<unknown> = Promise.resolve()): void {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  void Promise.all([loaded, settled])
    // The page renders the settled data in the same task; the next frame has painted it.
    .then(() => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0))))
    .then(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: 5_000 });
      else setTimeout(task, 1_000);
    });
}
