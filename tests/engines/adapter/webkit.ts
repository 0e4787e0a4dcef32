/**
 * WebKit: WebKitGTK's MiniBrowser under WebKitWebDriver (classic WebDriver, through selenium-webdriver),
 * on an Xvfb display of its own. The engine of WKWebView, so of the host app on iOS: the browser says it is
 * one (an iOS WKWebView user agent).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, Button, Key, Origin, type WebDriver, type WebElement } from 'selenium-webdriver';
import {
  BLANK_PATH,
  VIEWPORT,
  type ElementRef,
  type EngineBrowser,
  type EngineSession,
  type PointerAction,
  resetSession,
} from './session';
import type { Step } from './steps';

export const IOS_WEBVIEW_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

/**
 * MiniBrowser's toolbar is wider than a phone: GTK will not shrink the window below it. Squeezed to nothing,
 * it lets the window (and so the page) be 360 px wide. It only styles GTK's widgets, never the web page.
 */
const SQUEEZED_TOOLBAR =
  'toolbar, toolbar *, headerbar, headerbar *, entry, button { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; }\n';

const KEYS: Record<string, string> = {
  Escape: Key.ESCAPE,
  Enter: Key.ENTER,
  Tab: Key.TAB,
  Backspace: Key.BACK_SPACE,
  Delete: Key.DELETE,
  ArrowUp: Key.ARROW_UP,
  ArrowDown: Key.ARROW_DOWN,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT,
  Control: Key.CONTROL,
  Shift: Key.SHIFT,
  Alt: Key.ALT,
  Meta: Key.META,
  Space: ' ',
};

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** Starts Xvfb on the first free display (it writes the number it took to the pipe). */
function startXvfb(xvfb: string): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((done, fail) => {
    const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr!.on('data', (chunk) => (errors += String(chunk)));
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`Xvfb exited (${code}): ${errors.trim()}`)));
    let number = '';
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk) => {
      number += String(chunk);
      if (number.includes('\n')) done({ display: `:${number.trim()}`, process: child });
    });
  });
}

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('WebKitWebDriver did not start');
}

class WebKitSession implements EngineSession {
  constructor(private readonly driver: WebDriver) {}

  async goto(url: string) {
    await this.driver.get(url);
  }
  async reload() {
    await this.driver.navigate().refresh();
  }
  async back() {
    await this.driver.navigate().back();
  }
  async forward() {
    await this.driver.navigate().forward();
  }
  url() {
    return this.driver.getCurrentUrl();
  }
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result | Promise<Result>, ...args: Args) {
    return this.driver.executeScript<Result>(fn as (...args: unknown[]) => Result, ...args);
  }
  async evaluateScript(source: string) {
    await this.driver.executeScript(source);
  }
  async element(steps: Step[]) {
    return (await this.driver.executeScript<WebElement>(
      'return window.__engine.one(arguments[0])',
      steps,
    )) as unknown as ElementRef;
  }
  async click(element: ElementRef) {
    // WebKitWebDriver scrolls and clicks in one step; on a loaded machine the click can be placed before the
    // scroll has taken effect and land beside the element (a tap on a long page's last button then did
    // nothing). Scroll first and wait until the element is what its middle point hits, as Playwright does.
    await this.driver.executeAsyncScript(
      `var element = arguments[0], done = arguments[arguments.length - 1], frames = 0;
      element.scrollIntoView({ block: 'center', inline: 'nearest' });
      (function check() {
        var box = element.getBoundingClientRect();
        var hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if ((hit && (hit === element || element.contains(hit))) || ++frames > 60) done();
        else requestAnimationFrame(check);
      })();`,
      element,
    );
    await (element as unknown as WebElement).click();
  }
  async type(element: ElementRef, text: string) {
    await (element as unknown as WebElement).sendKeys(text);
  }
  async setFiles(element: ElementRef, paths: string[]) {
    await (element as unknown as WebElement).sendKeys(paths.join('\n'));
  }
  async pointer(action: PointerAction) {
    const actions = this.driver.actions({ async: true });
    if (action.type === 'move')
      await actions
        .move({ x: Math.round(action.x), y: Math.round(action.y), origin: Origin.VIEWPORT, duration: 0 })
        .perform();
    else if (action.type === 'down') await actions.press(Button.LEFT).perform();
    else await actions.release(Button.LEFT).perform();
  }
  async press(chord: string) {
    const keys = chord.split('+').map((key) => KEYS[key] ?? key.toLowerCase());
    let actions = this.driver.actions({ async: true });
    for (const key of keys) actions = actions.keyDown(key);
    for (const key of [...keys].reverse()) actions = actions.keyUp(key);
    await actions.perform();
  }
  async setCookie(name: string, value: string, url: string) {
    if (new URL(await this.url()).origin !== new URL(url).origin)
      await this.goto(new URL(BLANK_PATH, url).href);
    await this.driver.manage().addCookie({ name, value, path: '/' });
  }
  async clearCookies() {
    await this.driver.manage().deleteAllCookies();
  }
  async close() {
    await this.driver.actions({ async: true }).clear();
  }
}

export async function launchWebKit(paths: {
  driver: string;
  browser: string;
  xvfb: string;
}): Promise<EngineBrowser> {
  const xvfb = await startXvfb(paths.xvfb);
  const gtkConfig = mkdtempSync(join(tmpdir(), 'webkit-gtk-'));
  for (const version of ['gtk-3.0', 'gtk-4.0']) {
    mkdirSync(join(gtkConfig, version));
    writeFileSync(join(gtkConfig, version, 'gtk.css'), SQUEEZED_TOOLBAR);
  }
  const port = await freePort();
  const driverProcess = spawn(paths.driver, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: gtkConfig },
    stdio: 'ignore',
  });
  const stop = () => {
    driverProcess.kill();
    xvfb.process.removeAllListeners('exit');
    xvfb.process.kill();
    rmSync(gtkConfig, { recursive: true, force: true });
  };
  try {
    const server = `http://127.0.0.1:${port}`;
    await waitForDriver(server, driverProcess);
    const driver = await new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: paths.browser,
          args: ['--automation', `--user-agent=${IOS_WEBVIEW_USER_AGENT}`],
        },
      })
      .build();
    // The window around the page: the squeezed toolbar still takes a few pixels of height.
    await driver.manage().window().setRect({ width: VIEWPORT.width, height: VIEWPORT.height });
    const inner = await driver.executeScript<{ width: number; height: number }>(
      'return { width: innerWidth, height: innerHeight }',
    );
    await driver
      .manage()
      .window()
      .setRect({
        width: VIEWPORT.width + (VIEWPORT.width - inner.width),
        height: VIEWPORT.height + (VIEWPORT.height - inner.height),
      });
    const version = String((await driver.getCapabilities()).get('browserVersion'));
    const session = new WebKitSession(driver);
    return {
      label: `WebKitGTK ${version}`,
      async newSession(baseURL) {
        await resetSession(session, baseURL);
        return session;
      },
      async close() {
        await driver.quit().catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
