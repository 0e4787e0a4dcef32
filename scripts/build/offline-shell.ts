/**
 * The offline shell's service worker, generated at build time (production builds only; the
 * plugin applies to `vite build` and its dev worker stays off, so `npm run dev` keeps MSW's worker alone).
 * src/sw.ts is bundled with Workbox and gets the precache list: index.html and every hashed JS and CSS file
 * (each route's code, both locales' texts, the stylesheet), the prerendered pages (a page opened
 * offline paints from its HTML the same way) and the images the pages import. Build-side
 * files the app never fetches (route-files.json, .vite/manifest.json) and the demo's worker
 * (mockServiceWorker.js, dropped from production builds anyway) are not in it. Registration is the app's
 * own (src/lib/pwa/register.ts): no register script, no web app manifest.
 */
import { VitePWA } from 'vite-plugin-pwa';

export function offlineShell() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    devOptions: { enabled: false },
    injectManifest: {
      globPatterns: ['index.html', 'assets/**/*.{js,css,html,svg,png,jpg,jpeg,webp,gif,woff2}'],
      globIgnores: ['mockServiceWorker.js', 'route-files.json', '.vite/**'],
      // One classic script, no imports: every webview that has service workers can run it.
      rollupFormat: 'iife',
    },
  });
}
