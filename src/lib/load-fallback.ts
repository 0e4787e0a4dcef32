declare global {
  interface Window {
    __appShown?: boolean;
  }
}

/**
 * Tells the HTML's load-failure message (FALLBACK_SCRIPT in deploy/preload-script.ts) that the app is on
 * screen: it will not show, and if a slow file made it show meanwhile, it goes.
 */
export function appShown(): void {
  window.__appShown = true;
  document.getElementById('load-failed')?.remove();
}
