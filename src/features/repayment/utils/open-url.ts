/** Leaves the app for a URL that already passed isSafeUrl (kept apart so tests can watch it). */
export function openUrl(url: string): void {
  window.location.assign(url);
}
