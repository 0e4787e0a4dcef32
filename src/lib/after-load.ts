/**
 * Runs `task` once the page has loaded and the browser is idle, so nothing it fetches competes with a
 * first load (issue 12: the service worker's precache, the field reporters). Webviews without
 * `requestIdleCallback` wait a moment instead.
 */
export function afterLoadIdle(task: () => void): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: 5_000 });
    else setTimeout(task, 1_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
