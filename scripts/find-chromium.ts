/**
 * Finds the Chromium the browser tests and the bench launch, or gets one: scripts/find-browsers.ts's
 * Chromium alone (that finder knows WebKitGTK and Firefox too).
 *
 * Order: `CHROMIUM_PATH`; a system Chromium or Chrome; Playwright's downloaded browser; otherwise install
 * one (Debian's `chromium` with apt-get as root, else `npx playwright install chromium`) and look again.
 *
 * The bench finds or installs, then uses the path; on failure it prints one line and exits 1.
 * `findChromiumSync()` only looks: playwright.config.ts is loaded by every worker, after the first step of
 * `npm run test:e2e` (scripts/find-browsers.ts) has installed whatever was missing.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  BrowserNotFoundError,
  CHROMIUM,
  findEngines,
  locateEngine,
  locateHeadlessShell,
  systemDeps,
  type FinderDeps,
} from './find-browsers';

export type { FinderDeps };
export { systemDeps };

/** The launch flags of every headless Chromium here: the browser tests and the bench. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * The Chromium the browser tests launch, with its flags: `CHROMIUM_PATH` when set, else the headless shell
 * when there is one (find-browsers.ts, HEADLESS_SHELL; always headless, so without `--headless=new`), else
 * the full Chromium. Only looks, like `findChromiumSync()`.
 */
export function testChromiumSync(): { executablePath: string; args: string[] } {
  const shell = systemDeps.env.CHROMIUM_PATH ? undefined : locateHeadlessShell(systemDeps);
  return shell
    ? { executablePath: shell, args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) }
    : { executablePath: findChromiumSync(), args: CHROME_FLAGS };
}

export const NOT_FOUND_MESSAGE = CHROMIUM.notFound;
export const SYSTEM_PATHS = CHROMIUM.parts.browser.paths;
export const SYSTEM_NAMES = CHROMIUM.parts.browser.names;

export class ChromiumNotFoundError extends BrowserNotFoundError {
  override name = 'ChromiumNotFoundError';
}

function rethrow(error: unknown): never {
  throw error instanceof BrowserNotFoundError && !(error instanceof ChromiumNotFoundError)
    ? new ChromiumNotFoundError(error.message)
    : error;
}

/** Looks without installing anything. Throws when `CHROMIUM_PATH` names a file that is not there. */
export function locateChromium(deps: FinderDeps): string | undefined {
  try {
    return locateEngine(CHROMIUM, deps)?.browser;
  } catch (error) {
    return rethrow(error);
  }
}

/** Looks, and when nothing is found (and `install` is set) installs one and looks again. */
export function findChromium(deps: FinderDeps, options: { install: boolean }): string {
  try {
    return findEngines([CHROMIUM], deps, options)[0]!.browser!;
  } catch (error) {
    return rethrow(error);
  }
}

/** The found path, never installing; throws the one line when there is none. */
export function findChromiumSync(): string {
  return findChromium(systemDeps, { install: false });
}

/** Finds or installs; on failure prints the one line and exits 1. */
export function ensureChromium(): string {
  try {
    return findChromium(systemDeps, { install: true });
  } catch (error) {
    if (!(error instanceof ChromiumNotFoundError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  console.log(ensureChromium());
}
