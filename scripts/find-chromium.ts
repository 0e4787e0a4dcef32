/**
 * Finds the Chromium the browser tests and the bench launch, or gets one.
 *
 * Order: `CHROMIUM_PATH`; a system Chromium or Chrome; Playwright's downloaded browser; otherwise install
 * one (Debian's `chromium` with apt-get as root, else `npx playwright install chromium`) and look again.
 *
 * `tsx scripts/find-chromium.ts` (first step of `npm run test:e2e`) and the bench find or install, then
 * use the path; on failure they print one line and exit 1. `findChromiumSync()` only looks:
 * playwright.config.ts is loaded by every worker, after that step has installed whatever was missing.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

export interface FinderDeps {
  env: Readonly<Record<string, string | undefined>>;
  isExecutable: (path: string) => boolean;
  /** Runs a command with the given extra environment; true when it exits 0. */
  run: (command: string, args: readonly string[], env?: Readonly<Record<string, string>>) => boolean;
  /** undefined where the platform has no uids. */
  uid: number | undefined;
  /** Where Playwright's own Chromium is (or would be) downloaded. */
  playwrightPath: () => string | undefined;
  log: (line: string) => void;
}

export const NOT_FOUND_MESSAGE =
  'No Chromium found: run "apt-get install -y chromium" (as root) or "npx playwright install chromium", or set CHROMIUM_PATH.';

export const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

export class ChromiumNotFoundError extends Error {
  override name = 'ChromiumNotFoundError';
}

function onPath(name: string, deps: FinderDeps): string | undefined {
  const dirs = (deps.env.PATH ?? '').split(delimiter).filter(Boolean);
  return dirs.map((dir) => join(dir, name)).find((candidate) => deps.isExecutable(candidate));
}

/** Looks without installing anything. Throws when `CHROMIUM_PATH` names a file that is not there. */
export function locateChromium(deps: FinderDeps): string | undefined {
  const fromEnv = deps.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (deps.isExecutable(fromEnv)) return fromEnv;
    throw new ChromiumNotFoundError(
      `CHROMIUM_PATH is "${fromEnv}" but no executable is there: fix it or unset it.`,
    );
  }
  const system =
    SYSTEM_PATHS.find((path) => deps.isExecutable(path)) ??
    SYSTEM_NAMES.map((name) => onPath(name, deps)).find((path) => path !== undefined);
  if (system) return system;
  const playwright = deps.playwrightPath();
  return playwright && deps.isExecutable(playwright) ? playwright : undefined;
}

function install(deps: FinderDeps): string | undefined {
  if (deps.uid === 0 && onPath('apt-get', deps)) {
    deps.log('No Chromium found: installing Debian\'s "chromium" with apt-get');
    const installed =
      deps.run('apt-get', ['update', '-qq']) &&
      deps.run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
        DEBIAN_FRONTEND: 'noninteractive',
      });
    const found = installed ? locateChromium(deps) : undefined;
    if (found) return found;
  }
  deps.log('No Chromium found: installing one with "npx playwright install chromium"');
  return deps.run('npx', ['playwright', 'install', 'chromium']) ? locateChromium(deps) : undefined;
}

/** Looks, and when nothing is found (and `install` is set) installs one and looks again. */
export function findChromium(deps: FinderDeps, options: { install: boolean }): string {
  const found = locateChromium(deps) ?? (options.install ? install(deps) : undefined);
  if (!found) throw new ChromiumNotFoundError(NOT_FOUND_MESSAGE);
  return found;
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export const systemDeps: FinderDeps = {
  env: process.env,
  isExecutable: isExecutableFile,
  run: (command, args, env) =>
    spawnSync(command, args, {
      // The path goes to stdout; everything an installer prints goes to stderr.
      stdio: ['ignore', 2, 2],
      env: { ...process.env, ...env },
      shell: process.platform === 'win32',
    }).status === 0,
  uid: process.getuid?.(),
  playwrightPath: () => {
    try {
      return chromium.executablePath();
    } catch {
      // Playwright has no build for this platform.
      return undefined;
    }
  },
  log: (line) => console.error(line),
};

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
