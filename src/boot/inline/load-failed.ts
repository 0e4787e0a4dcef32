/**
 * First in <head>, before anything loads: never a white screen. When a file the page needs fails to load (a
 * script or a preload: `error` on the element; a failed dynamic import: an unhandled rejection) and the app
 * has not shown itself 2.5 s later, this shows, in the market's language, that the page could not load, with
 * a Retry that reloads. Styles go through the CSSOM (style-src allows no inline style). The app sets
 * `window.__appShown` and removes the message once it is on screen (src/lib/load-fallback.ts).
 */
import { LOAD_FAILED_ID, type InlineLocale } from '../../lib/inline-contract';
import { pageLocale } from './market';

const GRACE_MS = 2500;

const TEXTS = {
  es: {
    message: 'No se pudo cargar la página. Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
  },
  en: { message: 'The page could not load. Check your connection and try again.', retry: 'Retry' },
  hi: { message: 'पेज लोड नहीं हो पाया। अपना कनेक्शन जाँचें और फिर कोशिश करें।', retry: 'फिर कोशिश करें' },
} satisfies Record<InlineLocale, { message: string; retry: string }>;

function showLoadFailed(): void {
  if (window.__appShown || document.getElementById(LOAD_FAILED_ID) || !document.body) return;
  const texts = TEXTS[pageLocale()];
  const box = document.createElement('div');
  const message = document.createElement('p');
  const retry = document.createElement('button');
  box.id = LOAD_FAILED_ID;
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'position:fixed;left:0;right:0;bottom:0;z-index:2147483647;padding:16px;background:#fff;color:#1d2330;' +
    'border-top:3px solid #b42318;font:1rem/1.5 system-ui,sans-serif;text-align:center';
  message.style.margin = '0 0 12px';
  message.textContent = texts.message;
  retry.type = 'button';
  retry.textContent = texts.retry;
  retry.style.cssText =
    'min-height:44px;padding:10px 24px;border:0;border-radius:8px;background:#0a7d4f;color:#fff;' +
    'font:inherit;font-weight:600';
  retry.onclick = () => location.reload();
  box.appendChild(message);
  box.appendChild(retry);
  document.body.appendChild(box);
}

let timer: ReturnType<typeof setTimeout> | undefined;
function fileFailed(): void {
  timer ??= setTimeout(showLoadFailed, GRACE_MS);
}

try {
  window.addEventListener(
    'error',
    (event) => {
      const tag = (event.target as Element | null)?.tagName;
      if (tag === 'SCRIPT' || tag === 'LINK') fileFailed();
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { message?: unknown } | undefined;
    if (/import|module/i.test(String(reason?.message ?? reason))) fileFailed();
  });
} catch {
  // Nothing here may ever stop the page.
}
