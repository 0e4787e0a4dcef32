import { LOAD_FAILED_ID } from '@/lib/inline-contract';

/**
 * Tells the HTML's load-failure message (src/boot/inline/load-failed.ts) that the app is on screen: it will
 * not show, and if a slow file made it show meanwhile, it goes.
 */
export function appShown(): void {
  window.__appShown = true;
  document.getElementById(LOAD_FAILED_ID)?.remove();
}
