// @vitest-environment node
import {
  ChromiumNotFoundError,
  findChromium,
  locateChromium,
  NOT_FOUND_MESSAGE,
  type FinderDeps,
} from '../../../scripts/find-chromium';

const PLAYWRIGHT_CHROME = '/home/u/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

interface Machine {
  files?: string[];
  env?: Record<string, string>;
  uid?: number;
  /** What each command line, when run, leaves on disk; a command line not listed fails. */
  installs?: Record<string, string[]>;
}

function fakeMachine({ files = [], env = {}, uid = 1000, installs = {} }: Machine) {
  const disk = new Set(files);
  const ran: string[] = [];
  const deps: FinderDeps = {
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...env },
    isExecutable: (path) => disk.has(path),
    run: (command, args) => {
      const line = [command, ...args].join(' ');
      ran.push(line);
      const created = installs[line];
      created?.forEach((file) => disk.add(file));
      return created !== undefined;
    },
    uid,
    playwrightPath: () => PLAYWRIGHT_CHROME,
    log: () => {},
  };
  return { deps, ran };
}

const APT_UPDATE = 'apt-get update -qq';
const APT_INSTALL = 'apt-get install -y -qq --no-install-recommends chromium';
const PW_INSTALL = 'npx playwright install chromium';

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, before a system browser', () => {
    const { deps, ran } = fakeMachine({
      files: ['/opt/my/chrome', '/usr/bin/chromium', PLAYWRIGHT_CHROME],
      env: { CHROMIUM_PATH: '/opt/my/chrome' },
    });
    expect(findChromium(deps, { install: true })).toBe('/opt/my/chrome');
    expect(ran).toEqual([]);
  });

  it('fails with one line when CHROMIUM_PATH names a missing file, without falling through', () => {
    const { deps, ran } = fakeMachine({
      files: ['/usr/bin/chromium'],
      env: { CHROMIUM_PATH: '/nowhere/chrome' },
    });
    expect(() => findChromium(deps, { install: true })).toThrow(
      new ChromiumNotFoundError(
        'CHROMIUM_PATH is "/nowhere/chrome" but no executable is there: fix it or unset it.',
      ),
    );
    expect(ran).toEqual([]);
  });

  it('takes a system Chromium before Playwright’s', () => {
    const { deps } = fakeMachine({ files: ['/usr/bin/chromium', PLAYWRIGHT_CHROME] });
    expect(findChromium(deps, { install: true })).toBe('/usr/bin/chromium');
  });

  it('finds Chrome by its fixed path and a Chromium by name on PATH', () => {
    expect(locateChromium(fakeMachine({ files: ['/usr/bin/google-chrome-stable'] }).deps)).toBe(
      '/usr/bin/google-chrome-stable',
    );
    expect(locateChromium(fakeMachine({ files: ['/usr/local/bin/chromium-browser'] }).deps)).toBe(
      '/usr/local/bin/chromium-browser',
    );
  });

  it('takes Playwright’s downloaded Chromium before installing anything', () => {
    const { deps, ran } = fakeMachine({ files: [PLAYWRIGHT_CHROME, '/usr/bin/apt-get'], uid: 0 });
    expect(findChromium(deps, { install: true })).toBe(PLAYWRIGHT_CHROME);
    expect(ran).toEqual([]);
  });

  it('as root with apt-get, installs Debian’s chromium and looks again', () => {
    const { deps, ran } = fakeMachine({
      files: ['/usr/bin/apt-get'],
      uid: 0,
      installs: { [APT_UPDATE]: [], [APT_INSTALL]: ['/usr/bin/chromium'], [PW_INSTALL]: [PLAYWRIGHT_CHROME] },
    });
    expect(findChromium(deps, { install: true })).toBe('/usr/bin/chromium');
    expect(ran).toEqual([APT_UPDATE, APT_INSTALL]);
  });

  it('as root, falls back to Playwright’s browser when apt-get fails', () => {
    const { deps, ran } = fakeMachine({
      files: ['/usr/bin/apt-get'],
      uid: 0,
      installs: { [APT_UPDATE]: [], [PW_INSTALL]: [PLAYWRIGHT_CHROME] },
    });
    expect(findChromium(deps, { install: true })).toBe(PLAYWRIGHT_CHROME);
    expect(ran).toEqual([APT_UPDATE, APT_INSTALL, PW_INSTALL]);
  });

  it('not as root, installs with npx playwright even where apt-get exists', () => {
    const { deps, ran } = fakeMachine({
      files: ['/usr/bin/apt-get'],
      uid: 1000,
      installs: { [APT_UPDATE]: [], [APT_INSTALL]: ['/usr/bin/chromium'], [PW_INSTALL]: [PLAYWRIGHT_CHROME] },
    });
    expect(findChromium(deps, { install: true })).toBe(PLAYWRIGHT_CHROME);
    expect(ran).toEqual([PW_INSTALL]);
  });

  it('as root without apt-get, installs with npx playwright', () => {
    const { deps, ran } = fakeMachine({ uid: 0, installs: { [PW_INSTALL]: [PLAYWRIGHT_CHROME] } });
    expect(findChromium(deps, { install: true })).toBe(PLAYWRIGHT_CHROME);
    expect(ran).toEqual([PW_INSTALL]);
  });

  it('when every install fails, stops with the one line naming the commands', () => {
    const { deps, ran } = fakeMachine({ files: ['/usr/bin/apt-get'], uid: 0 });
    expect(() => findChromium(deps, { install: true })).toThrow(new ChromiumNotFoundError(NOT_FOUND_MESSAGE));
    expect(ran).toEqual([APT_UPDATE, PW_INSTALL]);
    expect(NOT_FOUND_MESSAGE).toBe(
      'No Chromium found: run "apt-get install -y chromium" (as root) or "npx playwright install chromium", or set CHROMIUM_PATH.',
    );
  });

  it('when an install exits 0 but leaves no browser, still stops with the one line', () => {
    const { deps } = fakeMachine({ installs: { [PW_INSTALL]: [] } });
    expect(() => findChromium(deps, { install: true })).toThrow(NOT_FOUND_MESSAGE);
  });

  it('without install (the config-time lookup) never runs a command', () => {
    const { deps, ran } = fakeMachine({
      files: ['/usr/bin/apt-get'],
      uid: 0,
      installs: { [PW_INSTALL]: [] },
    });
    expect(() => findChromium(deps, { install: false })).toThrow(NOT_FOUND_MESSAGE);
    expect(ran).toEqual([]);
  });
});
