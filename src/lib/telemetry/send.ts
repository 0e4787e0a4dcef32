/**
 * Sends a batch of reports with `navigator.sendBeacon`, which survives the page being closed; fetch with
 * `keepalive` where there is no beacon or it refuses. Plain text, so a cross-origin collector needs no
 * preflight. Never throws: a report that cannot leave is dropped.
 */
export function sendReports(url: string, reports: readonly unknown[]): void {
  if (!reports.length) return;
  const body = JSON.stringify(reports);
  try {
    if (navigator.sendBeacon?.(url, body)) return;
  } catch {
    // Fall through to fetch.
  }
  try {
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    }).catch(() => {});
  } catch {
    // Nothing else to try.
  }
}

/** Calls `flush` whenever the page is hidden or left, the last moment a report can still be sent. */
export function onPageHidden(flush: () => void): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
