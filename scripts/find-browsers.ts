/**
 * Finds the three engines the browser tests run in, or gets them:
 * - Chromium (Playwright runs every test in it);
 * - WebKitGTK: WebKitWebDriver, its MiniBrowser and Xvfb for a display (the compact suite, as on iOS);
 * - Firefox (Gecko), driven over WebDriver BiDi by Puppeteer, which needs no geckodriver.
 *
 * Each part is found the same way: its environment variable; else the system's copy (fixed paths, then
 * PATH). What is missing is installed from Debian in one apt-get call when running as root (Chromium then
 * falls back to Playwright's download); otherwise one line per engine says which command to run.
 *
 * `tsx scripts/find-browsers.ts` (first step of `npm run test:e2e`, and of .ci/run) finds or installs and
 * prints what it found; the Playwright config and the engine fixtures only look (`locate*`).
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

export interface BrowserPart {
  /** What it is, in messages. */
  label: string;
  /** Environment variable that names it; when set, nothing else is tried. */
  envVar: string;
  /** Fixed places, looked at in order, before PATH. */
  paths: readonly string[];
  /** Names looked up on PATH. */
  names: readonly string[];
  /** The Debian package that brings it. */
  apt: string;
}

export interface Engine<Part extends string = string> {
  id: 'chromium' | 'webkit' | 'firefox';
  parts: Record<Part, BrowserPart>;
  /** The one line printed when it cannot be found or installed. */
  notFound: string;
  /** Chromium only: Playwright's download, looked for after the system's copy and installed after apt-get. */
  fallback?: {
    label: string;
    command: string;
    args: readonly string[];
    locate: (deps: FinderDeps) => string | undefined;
  };
}

export class BrowserNotFoundError extends Error {
  override name = 'BrowserNotFoundError';
}

export const CHROMIUM: Engine<'browser'> = {
  id: 'chromium',
  parts: {
    browser: {
      label: 'Chromium',
      envVar: 'CHROMIUM_PATH',
      paths: [
        '/usr/bin/chromium',
        '/usr/bin/chromium-browser',
        '/usr/bin/google-chrome',
        '/usr/bin/google-chrome-stable',
        '/Applications/Chromium.app/Contents/MacOS/Chromium',
        '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      ],
      names: ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'],
      apt: 'chromium',
    },
  },
  notFound:
    'No Chromium found: run "apt-get install -y chromium" (as root) or "npx playwright install chromium", or set CHROMIUM_PATH.',
  fallback: {
    label: 'npx playwright install chromium',
    command: 'npx',
    args: ['playwright', 'install', 'chromium'],
    locate: (deps) => {
      const path = deps.playwrightPath();
      return path && deps.isExecutable(path) ? path : undefined;
    },
  },
};

const MINIBROWSER_DIRS = [
  '/usr/lib/x86_64-linux-gnu',
  '/usr/lib/aarch64-linux-gnu',
  '/usr/libexec',
  '/usr/lib',
];
const WEBKITGTK_APIS = ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0'];

export const WEBKIT: Engine<'driver' | 'browser' | 'xvfb'> = {
  id: 'webkit',
  parts: {
    driver: {
      label: 'WebKitWebDriver',
      envVar: 'WEBKIT_DRIVER_PATH',
      paths: ['/usr/bin/WebKitWebDriver'],
      names: ['WebKitWebDriver'],
      apt: 'webkit2gtk-driver',
    },
    browser: {
      label: 'MiniBrowser (WebKitGTK)',
      envVar: 'WEBKIT_BROWSER_PATH',
      paths: MINIBROWSER_DIRS.flatMap((dir) => WEBKITGTK_APIS.map((api) => `${dir}/${api}/MiniBrowser`)),
      names: ['MiniBrowser'],
      // libwebkit2gtk-4.1-0 holds it; the driver's package depends on it.
      apt: 'webkit2gtk-driver',
    },
    xvfb: {
      label: 'Xvfb',
      envVar: 'XVFB_PATH',
      paths: ['/usr/bin/Xvfb'],
      names: ['Xvfb'],
      apt: 'xvfb',
    },
  },
  notFound:
    'No WebKitGTK found: run "apt-get install -y webkit2gtk-driver xvfb" (as root), or set WEBKIT_DRIVER_PATH, WEBKIT_BROWSER_PATH and XVFB_PATH.',
};

export const FIREFOX: Engine<'browser'> = {
  id: 'firefox',
  parts: {
    browser: {
      label: 'Firefox',
      envVar: 'FIREFOX_PATH',
      paths: [
        '/usr/bin/firefox-esr',
        '/usr/bin/firefox',
        '/usr/lib/firefox-esr/firefox-esr',
        '/Applications/Firefox.app/Contents/MacOS/firefox',
      ],
      names: ['firefox-esr', 'firefox'],
      apt: 'firefox-esr',
    },
  },
  notFound: 'No Firefox found: run "apt-get install -y firefox-esr" (as root), or set FIREFOX_PATH.',
};

export const ENGINES = [CHROMIUM, WEBKIT, FIREFOX] as const;

/**
 * Chromium's headless shell: the same Blink without the desktop browser around it, which Playwright itself
 * runs headless tests in. Optional: the browser tests use it when it is there (a page here costs about a
 * third less CPU than in the full browser's headless mode), the full Chromium otherwise; the bench always
 * measures in the full Chromium.
 */
export const HEADLESS_SHELL: BrowserPart = {
  label: 'Chromium headless shell',
  envVar: 'CHROMIUM_HEADLESS_SHELL_PATH',
  paths: ['/usr/bin/chromium-headless-shell'],
  names: ['chromium-headless-shell'],
  apt: 'chromium-headless-shell',
};

function onPath(name: string, deps: FinderDeps): string | undefined {
  const dirs = (deps.env.PATH ?? '').split(delimiter).filter(Boolean);
  return dirs.map((dir) => join(dir, name)).find((candidate) => deps.isExecutable(candidate));
}

function locatePart(part: BrowserPart, deps: FinderDeps): string | undefined {
  const fromEnv = deps.env[part.envVar];
  if (fromEnv) {
    if (deps.isExecutable(fromEnv)) return fromEnv;
    throw new BrowserNotFoundError(
      `${part.envVar} is "${fromEnv}" but no executable is there: fix it or unset it.`,
    );
  }
  return (
    part.paths.find((path) => deps.isExecutable(path)) ??
    part.names.map((name) => onPath(name, deps)).find((path) => path !== undefined)
  );
}

/**
 * Looks without installing anything: every part's path, or undefined when one is missing. Throws when an
 * environment variable names a file that is not there.
 */
export function locateEngine<Part extends string>(
  engine: Engine<Part>,
  deps: FinderDeps,
): Record<Part, string> | undefined {
  const found: Record<string, string> = {};
  for (const [id, part] of Object.entries<BrowserPart>(engine.parts)) {
    const path = locatePart(part, deps) ?? engine.fallback?.locate(deps);
    if (path === undefined) return undefined;
    found[id] = path;
  }
  return found as Record<Part, string>;
}

/** The Debian packages that bring an engine's missing parts. */
function missingPackages(engine: Engine, deps: FinderDeps): string[] {
  return Object.values<BrowserPart>(engine.parts)
    .filter((part) => locatePart(part, deps) === undefined)
    .map((part) => part.apt);
}

/** Running as root on a machine with apt-get: Debian's packages can be installed. */
const canApt = (deps: FinderDeps) => deps.uid === 0 && onPath('apt-get', deps) !== undefined;

/** `apt-get install` of the packages, said first; true when it exits 0. */
function aptInstall(deps: FinderDeps, packages: readonly string[]): boolean {
  deps.log(`Installing Debian's ${packages.map((name) => `"${name}"`).join(', ')} with apt-get`);
  return deps.run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    DEBIAN_FRONTEND: 'noninteractive',
  });
}

const aptUpdate = (deps: FinderDeps) => deps.run('apt-get', ['update', '-qq']);

/**
 * Finds every engine asked for; with `install`, installs what is missing (one apt-get call as root, then
 * each engine's fallback) and looks again. Throws one line per engine still missing.
 */
export function findEngines(
  engines: readonly Engine[],
  deps: FinderDeps,
  options: { install: boolean },
): Record<string, string>[] {
  const found = engines.map((engine) => locateEngine(engine, deps));
  if (options.install && found.some((paths) => paths === undefined)) {
    const missing = engines.filter((_, index) => found[index] === undefined);
    const packages = [...new Set(missing.flatMap((engine) => missingPackages(engine, deps)))];
    if (packages.length && canApt(deps) && aptUpdate(deps) && aptInstall(deps, packages))
      engines.forEach((engine, index) => (found[index] ??= locateEngine(engine, deps)));
    engines.forEach((engine, index) => {
      if (found[index] !== undefined || !engine.fallback) return;
      deps.log(`No ${engine.id} found: installing one with "${engine.fallback.label}"`);
      if (deps.run(engine.fallback.command, engine.fallback.args)) found[index] = locateEngine(engine, deps);
    });
  }
  const notFound = engines.filter((_, index) => found[index] === undefined).map((engine) => engine.notFound);
  if (notFound.length) throw new BrowserNotFoundError(notFound.join('\n'));
  return found as Record<string, string>[];
}

/** Looks without installing anything. */
export function locateHeadlessShell(deps: FinderDeps): string | undefined {
  return locatePart(HEADLESS_SHELL, deps);
}

/**
 * The headless shell's path; with `install`, as root, installs it with apt-get first (updating the package
 * lists only when the install fails without). Undefined when it cannot be had: nothing fails for its lack.
 */
export function findHeadlessShell(deps: FinderDeps, options: { install: boolean }): string | undefined {
  const found = locateHeadlessShell(deps);
  if (found || !options.install || !canApt(deps)) return found;
  const install = () => aptInstall(deps, [HEADLESS_SHELL.apt]);
  if (install() || (aptUpdate(deps) && install())) return locateHeadlessShell(deps);
  deps.log(`No ${HEADLESS_SHELL.label}: the browser tests run in the full Chromium`);
  return undefined;
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
      // Paths go to stdout; everything an installer prints goes to stderr.
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

/** Looks only (config time, test fixtures); throws the one line when the engine is not there. */
export function locateSync<Part extends string>(engine: Engine<Part>): Record<Part, string> {
  return findEngines([engine], systemDeps, { install: false })[0] as Record<Part, string>;
}

export interface AllEngines {
  chromium: Record<keyof typeof CHROMIUM.parts, string> & { headlessShell?: string };
  webkit: Record<keyof typeof WEBKIT.parts, string>;
  firefox: Record<keyof typeof FIREFOX.parts, string>;
}

/** Finds or installs every engine; on failure prints the lines and exits 1. */
export function ensureEngines(): AllEngines {
  try {
    const [chromium, webkit, firefox] = findEngines(ENGINES, systemDeps, { install: true });
    const headlessShell = findHeadlessShell(systemDeps, { install: true });
    return { chromium: { ...chromium, headlessShell }, webkit, firefox } as AllEngines;
  } catch (error) {
    if (!(error instanceof BrowserNotFoundError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const found = ensureEngines();
  console.log(
    `chromium: ${found.chromium.browser} (tests in ${found.chromium.headlessShell ?? 'the same, headless'})`,
  );
  console.log(
    `webkit: ${found.webkit.driver} (browser ${found.webkit.browser}, display ${found.webkit.xvfb})`,
  );
  console.log(`firefox: ${found.firefox.browser}`);
}
