// @vitest-environment node
import {
  BrowserNotFoundError,
  CHROMIUM,
  ENGINES,
  FIREFOX,
  WEBKIT,
  findEngines,
  findHeadlessShell,
  locateHeadlessShell,
  locateEngine,
  type FinderDeps,
} from '../../../scripts/find-browsers';

const DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB = '/usr/bin/Xvfb';
const FIREFOX_ESR = '/usr/bin/firefox-esr';
const CHROME = '/usr/bin/chromium';

function fakeMachine({
  files = [],
  env = {},
  uid = 1000,
  installs = {},
}: {
  files?: string[];
  env?: Record<string, string>;
  uid?: number;
  /** What each command line, when run, leaves on disk; a command line not listed fails. */
  installs?: Record<string, string[]>;
}) {
  const disk = new Set(files);
  const ran: string[] = [];
  const deps: FinderDeps = {
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...env },
    isExecutable: (path) => disk.has(path),
    run: (command, args) => {
      const line = [command, ...args].join(' ');
      ran.push(line);
      installs[line]?.forEach((file) => disk.add(file));
      return installs[line] !== undefined;
    },
    uid,
    playwrightPath: () => undefined,
    log: () => {},
  };
  return { deps, ran };
}

const APT_UPDATE = 'apt-get update -qq';
const aptInstall = (...packages: string[]) =>
  `apt-get install -y -qq --no-install-recommends ${packages.join(' ')}`;

describe('findEngines: WebKitGTK and Firefox beside Chromium', () => {
  it("finds Debian's WebKitWebDriver, MiniBrowser, Xvfb and firefox-esr without running anything", () => {
    const { deps, ran } = fakeMachine({ files: [CHROME, DRIVER, MINIBROWSER, XVFB, FIREFOX_ESR] });
    expect(findEngines(ENGINES, deps, { install: true })).toEqual([
      { browser: CHROME },
      { driver: DRIVER, browser: MINIBROWSER, xvfb: XVFB },
      { browser: FIREFOX_ESR },
    ]);
    expect(ran).toEqual([]);
  });

  it('takes each environment variable before the system copy', () => {
    const { deps } = fakeMachine({
      files: [
        DRIVER,
        MINIBROWSER,
        XVFB,
        FIREFOX_ESR,
        '/opt/wk/driver',
        '/opt/wk/MiniBrowser',
        '/opt/ff/firefox',
      ],
      env: {
        WEBKIT_DRIVER_PATH: '/opt/wk/driver',
        WEBKIT_BROWSER_PATH: '/opt/wk/MiniBrowser',
        FIREFOX_PATH: '/opt/ff/firefox',
      },
    });
    expect(locateEngine(WEBKIT, deps)).toEqual({
      driver: '/opt/wk/driver',
      browser: '/opt/wk/MiniBrowser',
      xvfb: XVFB,
    });
    expect(locateEngine(FIREFOX, deps)).toEqual({ browser: '/opt/ff/firefox' });
  });

  it('fails with one line when a variable names a missing file, without falling through', () => {
    const { deps, ran } = fakeMachine({
      files: [FIREFOX_ESR],
      env: { FIREFOX_PATH: '/nowhere/firefox' },
      uid: 0,
    });
    expect(() => findEngines([FIREFOX], deps, { install: true })).toThrow(
      new BrowserNotFoundError(
        'FIREFOX_PATH is "/nowhere/firefox" but no executable is there: fix it or unset it.',
      ),
    );
    expect(ran).toEqual([]);
  });

  it('finds Firefox and the WebKit driver by name on PATH, and a GTK 4 MiniBrowser', () => {
    const { deps } = fakeMachine({
      files: [
        '/usr/local/bin/firefox',
        '/usr/local/bin/WebKitWebDriver',
        XVFB,
        '/usr/libexec/webkitgtk-6.0/MiniBrowser',
      ],
    });
    expect(locateEngine(FIREFOX, deps)).toEqual({ browser: '/usr/local/bin/firefox' });
    expect(locateEngine(WEBKIT, deps)?.browser).toBe('/usr/libexec/webkitgtk-6.0/MiniBrowser');
  });

  it('as root, installs every missing package in one apt-get call and looks again', () => {
    const everything = aptInstall('chromium', 'webkit2gtk-driver', 'xvfb', 'firefox-esr');
    const { deps, ran } = fakeMachine({
      files: ['/usr/bin/apt-get'],
      uid: 0,
      installs: { [APT_UPDATE]: [], [everything]: [CHROME, DRIVER, MINIBROWSER, XVFB, FIREFOX_ESR] },
    });
    expect(findEngines(ENGINES, deps, { install: true })[1]).toEqual({
      driver: DRIVER,
      browser: MINIBROWSER,
      xvfb: XVFB,
    });
    expect(ran).toEqual([APT_UPDATE, everything]);
  });

  it('installs only the part that is missing (Xvfb)', () => {
    const { deps, ran } = fakeMachine({
      files: ['/usr/bin/apt-get', CHROME, DRIVER, MINIBROWSER, FIREFOX_ESR],
      uid: 0,
      installs: { [APT_UPDATE]: [], [aptInstall('xvfb')]: [XVFB] },
    });
    expect(findEngines(ENGINES, deps, { install: true })[1]?.xvfb).toBe(XVFB);
    expect(ran).toEqual([APT_UPDATE, aptInstall('xvfb')]);
  });

  it('not as root, installs nothing for WebKit or Firefox and says in one line each what to run', () => {
    const { deps, ran } = fakeMachine({ files: ['/usr/bin/apt-get', CHROME] });
    expect(() => findEngines(ENGINES, deps, { install: true })).toThrow(
      new BrowserNotFoundError(`${WEBKIT.notFound}\n${FIREFOX.notFound}`),
    );
    expect(ran).toEqual([]);
    expect(WEBKIT.notFound).toBe(
      'No WebKitGTK found: run "apt-get install -y webkit2gtk-driver xvfb" (as root), or set WEBKIT_DRIVER_PATH, WEBKIT_BROWSER_PATH and XVFB_PATH.',
    );
    expect(FIREFOX.notFound).toBe(
      'No Firefox found: run "apt-get install -y firefox-esr" (as root), or set FIREFOX_PATH.',
    );
  });

  it('when apt-get fails, Chromium still gets Playwright’s and the others say what to run', () => {
    const pw = '/home/u/.cache/ms-playwright/chromium/chrome';
    const { deps, ran } = fakeMachine({
      files: ['/usr/bin/apt-get'],
      uid: 0,
      installs: { [APT_UPDATE]: [], 'npx playwright install chromium': [pw] },
    });
    deps.playwrightPath = () => pw;
    expect(() => findEngines(ENGINES, deps, { install: true })).toThrow(
      `${WEBKIT.notFound}\n${FIREFOX.notFound}`,
    );
    expect(ran).toEqual([
      APT_UPDATE,
      aptInstall('chromium', 'webkit2gtk-driver', 'xvfb', 'firefox-esr'),
      'npx playwright install chromium',
    ]);
    expect(findEngines([CHROMIUM], deps, { install: false })).toEqual([{ browser: pw }]);
  });
});

describe('findHeadlessShell: the Chromium the browser tests prefer', () => {
  const SHELL = '/usr/bin/chromium-headless-shell';
  const installShell = aptInstall('chromium-headless-shell');

  it("finds Debian's without running anything", () => {
    const { deps, ran } = fakeMachine({ files: [SHELL], uid: 0 });
    expect(findHeadlessShell(deps, { install: true })).toBe(SHELL);
    expect(ran).toEqual([]);
  });

  it('takes CHROMIUM_HEADLESS_SHELL_PATH first', () => {
    const { deps } = fakeMachine({
      files: [SHELL, '/opt/shell'],
      env: { CHROMIUM_HEADLESS_SHELL_PATH: '/opt/shell' },
    });
    expect(locateHeadlessShell(deps)).toBe('/opt/shell');
  });

  it('as root, installs it, and updates the package lists only when the install fails without', () => {
    const straight = fakeMachine({
      files: ['/usr/bin/apt-get'],
      uid: 0,
      installs: { [installShell]: [SHELL] },
    });
    expect(findHeadlessShell(straight.deps, { install: true })).toBe(SHELL);
    expect(straight.ran).toEqual([installShell]);

    let updated = false;
    const stale = fakeMachine({ files: ['/usr/bin/apt-get'], uid: 0 });
    stale.deps.run = (command, args) => {
      const line = [command, ...args].join(' ');
      stale.ran.push(line);
      if (line === APT_UPDATE) return (updated = true);
      return line === installShell && updated;
    };
    stale.deps.isExecutable = (path) => path === '/usr/bin/apt-get' || (path === SHELL && updated);
    expect(findHeadlessShell(stale.deps, { install: true })).toBe(SHELL);
    expect(stale.ran).toEqual([installShell, APT_UPDATE, installShell]);
  });

  it('is undefined, and nothing fails, where it cannot be installed', () => {
    const notRoot = fakeMachine({ files: ['/usr/bin/apt-get'] });
    expect(findHeadlessShell(notRoot.deps, { install: true })).toBeUndefined();
    expect(notRoot.ran).toEqual([]);
    const noPackage = fakeMachine({ files: ['/usr/bin/apt-get'], uid: 0, installs: { [APT_UPDATE]: [] } });
    expect(findHeadlessShell(noPackage.deps, { install: true })).toBeUndefined();
    expect(noPackage.ran).toEqual([installShell, APT_UPDATE, installShell]);
    expect(findHeadlessShell(fakeMachine({}).deps, { install: false })).toBeUndefined();
  });
});
