/**
 * Gecko: Firefox driven over WebDriver BiDi by Puppeteer (`browser: 'firefox'`), which needs no
 * geckodriver. One page in one browser context per worker, reset between tests (session.ts).
 */
import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type KeyInput,
  type Page,
} from 'puppeteer-core';
import {
  VIEWPORT,
  resetSession,
  type ElementRef,
  type EngineBrowser,
  type EngineSession,
  type PointerAction,
} from './session';
import type { Step } from './steps';

const handle = (element: ElementRef) => element as unknown as ElementHandle<HTMLInputElement>;

class GeckoSession implements EngineSession {
  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {}

  async goto(url: string) {
    try {
      await this.page.goto(url, { waitUntil: 'load' });
    } catch (error) {
      // Firefox aborts a new document's load when the page being left still has a frame loading (the
      // official site's /Policy frames the privacy page): the navigation itself is fine, so it goes again
      // once. Any other failure, or a second abort, is the test's.
      if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
      await this.page.goto(url, { waitUntil: 'load' });
    }
  }
  async reload() {
    await this.page.reload({ waitUntil: 'load' });
  }
  async back() {
    await this.page.goBack({ waitUntil: 'load' });
  }
  async forward() {
    await this.page.goForward({ waitUntil: 'load' });
  }
  async url() {
    return this.page.url();
  }
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result | Promise<Result>, ...args: Args) {
    return this.page.evaluate(fn as (...args: unknown[]) => Result, ...args) as Promise<Result>;
  }
  async evaluateScript(source: string) {
    await this.page.evaluate(source);
  }
  async element(steps: Step[]) {
    const found = await this.page.evaluateHandle((list) => window.__engine!.one(list), steps);
    return found as unknown as ElementRef;
  }
  async click(element: ElementRef) {
    await handle(element).click();
  }
  async type(element: ElementRef, text: string) {
    await handle(element).type(text);
  }
  async setFiles(element: ElementRef, paths: string[]) {
    await handle(element).uploadFile(...paths);
  }
  async pointer(action: PointerAction) {
    if (action.type === 'move') await this.page.mouse.move(action.x, action.y);
    else if (action.type === 'down') await this.page.mouse.down();
    else await this.page.mouse.up();
  }
  async press(chord: string) {
    const keys = chord.split('+').map((key) => (key.length === 1 ? key.toLowerCase() : key) as KeyInput);
    const last = keys.pop()!;
    for (const key of keys) await this.page.keyboard.down(key);
    await this.page.keyboard.press(last);
    for (const key of keys.reverse()) await this.page.keyboard.up(key);
  }
  async setCookie(name: string, value: string, url: string) {
    await this.context.setCookie({ name, value, domain: new URL(url).hostname, path: '/' });
  }
  async clearCookies() {
    await this.context.deleteCookie(...(await this.context.cookies()));
  }
  async close() {
    // The page stays for the next test; resetSession() clears it.
  }
}

export async function launchGecko(executablePath: string): Promise<EngineBrowser> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    // Puppeteer's own profile preferences, plus a clipboard the test may read back.
    extraPrefsFirefox: { 'dom.events.testing.asyncClipboard': true },
  });
  const version = (await browser.version()).replace(/^firefox\//i, '');
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(VIEWPORT);
  const session = new GeckoSession(context, page);
  return {
    label: `Firefox ${version}`,
    async newSession(baseURL) {
      await resetSession(session, baseURL);
      return session;
    },
    async close() {
      await browser.close().catch(() => undefined);
    },
  };
}
