import { chromium, type Browser } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM_PATH } from './chrome';

export interface LoadedFile {
  path: string;
  kind: 'js' | 'css';
  /** Encoded (gzip) body bytes, as transferred. */
  bytes: number;
}

export interface FirstLoad {
  url: string;
  jsBytes: number;
  cssBytes: number;
  files: LoadedFile[];
  /** The page's first h1 once the network is idle (tells a registered route from the not-found page). */
  heading: string | null;
  /** The network never went idle within the time limit; the bytes are what had loaded by then. */
  timedOut: boolean;
  errors: string[];
}

const IDLE_TIMEOUT_MS = 30_000;

function kindOf(pathname: string): LoadedFile['kind'] | undefined {
  if (/\.m?js$/.test(pathname)) return 'js';
  if (/\.css$/.test(pathname)) return 'css';
  return undefined;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
}

/**
 * Loads a URL in a fresh context (empty cache) and sums the encoded sizes of the scripts and stylesheets it
 * fetched until the network was idle (no request for 500 ms).
 */
export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  try {
    const page = await context.newPage();
    const sizes: Promise<LoadedFile | undefined>[] = [];
    const errors: string[] = [];
    page.on('requestfinished', (request) => {
      const path = new URL(request.url()).pathname;
      const kind = kindOf(path);
      if (!kind) return;
      // A request that finishes as the page closes (background work after the first load) is not counted.
      sizes.push(
        request
          .sizes()
          .then((size) => ({ path, kind, bytes: size.responseBodySize }))
          .catch(() => undefined),
      );
    });
    page.on('requestfailed', (request) => errors.push(`request failed: ${request.url()}`));
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400)
        errors.push(`HTTP ${response.status()}: ${new URL(response.url()).pathname}`);
    });
    page.on('console', (message) => {
      // A failed response is already listed above, with its URL.
      if (message.type() === 'error' && !/^Failed to load resource/.test(message.text()))
        errors.push(`console: ${message.text()}`);
    });
    let timedOut = false;
    try {
      await page.goto(url, { waitUntil: 'networkidle', timeout: IDLE_TIMEOUT_MS });
    } catch (error) {
      if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
      timedOut = true;
    }
    const h1 = page.locator('h1').first();
    const heading = (await h1.count()) ? ((await h1.textContent())?.trim() ?? '') : null;
    const files = (await Promise.all(sizes)).filter((file): file is LoadedFile => file !== undefined);
    const total = (kind: LoadedFile['kind']) =>
      files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.bytes, 0);
    return { url, jsBytes: total('js'), cssBytes: total('css'), files, heading, timedOut, errors };
  } finally {
    await context.close();
  }
}
