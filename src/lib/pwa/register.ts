import { ACTIVATE_IF, type ActivateIfMessage } from './activation';

/**
 * Registers the offline shell's service worker (src/sw.ts, built to /sw.js). main.ts loads this
 * chunk after the first page has loaded and the browser is idle, in production builds without the demo
 * backend only, so the precache download never competes with a first load. Never throws: a webview without
 * service workers (or one that refuses them, e.g. WKWebView outside app-bound domains) runs online as before.
 */
export async function registerServiceWorker(): Promise<void> {
  try {
    // eslint-disable-next-line compat/compat -- detected by the try: where it is missing this throws, caught below.
    const registration = await navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`);
    const offer: ActivateIfMessage = { type: ACTIVATE_IF, files: pageBuildFiles() };
    const offered = new WeakSet<ServiceWorker>();
    // activation.ts: a waiting worker takes over only if this page is its build.
    const offerTo = (worker: ServiceWorker | null) => {
      if (!worker || offered.has(worker)) return;
      offered.add(worker);
      try {
        worker.postMessage(offer);
      } catch {
        // The worker became redundant meanwhile.
      }
    };
    const offerOnceInstalled = (worker: ServiceWorker | null) =>
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed') offerTo(worker);
      });
    offerTo(registration.waiting);
    offerOnceInstalled(registration.installing);
    registration.addEventListener('updatefound', () => offerOnceInstalled(registration.installing));
  } catch {
    // No service worker here: nothing is kept offline, everything else works.
  }
}

/** The page's own build files on this origin: its scripts, module preloads and stylesheets. */
function pageBuildFiles(): string[] {
  const urls = [
    ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => script.src),
    ...Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="stylesheet"]'),
      (link) => link.href,
    ),
  ];
  return [...new Set(urls.filter((url) => url.startsWith(`${location.origin}/`)))];
}
