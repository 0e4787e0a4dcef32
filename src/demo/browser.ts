import { setupWorker } from 'msw/browser';
import { DEMO_SCENARIO_COOKIE } from '@/config/demo-scenario';
import { setCookie } from '@/lib/cookie';
import { handlers } from './handlers';

/**
 * Starts the in-browser demo backend (`npm run dev`). A `scenario` query value in the page URL (same
 * format as the cookie, URL-encoded) becomes the scenario cookie, e.g. `?scenario=status%3D180`.
 */
export async function startDemoWorker(): Promise<void> {
  const fromUrl = new URLSearchParams(window.location.search).get('scenario');
  if (fromUrl !== null) setCookie(DEMO_SCENARIO_COOKIE, fromUrl);
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
