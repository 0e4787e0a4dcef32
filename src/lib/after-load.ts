/**
 * React shows content that arrives after a Suspense fallback up to 300 ms later (its reveal throttle):
 * the data page paints that long after its answer.
 */
const PAINT_AFTER_DATA_MS = 500;

/**
 * Runs `task` once the page has loaded, `settled` (the first route's data) has settled and been painted,
 * and the browser is idle, so nothing it fetches competes with a first load (the service
 * worker's precache, the field reporters). Webviews without `requestIdleCallback` wait a moment instead.
 */
export function afterLoadIdle(task: () => void, settled: Promise<unknown> = Promise.resolve()): void {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  void Promise.all([loaded, settled])
    .then(() => new Promise((painted) => setTimeout(painted, PAINT_AFTER_DATA_MS)))
    .then(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: 5_000 });
      else setTimeout(task, 1_000);
    });
}
