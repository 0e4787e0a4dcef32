import type { Step } from './steps';

/** A driver's handle to one element of the page (a selenium WebElement, a Puppeteer ElementHandle). */
export type ElementRef = { readonly __element: unique symbol };

export type PointerAction = { type: 'move'; x: number; y: number } | { type: 'down' } | { type: 'up' };

/**
 * One open page in one engine, over whichever protocol drives it: the few primitives the adapter's Page and
 * Locator (page.ts) are built from. webkit.ts implements it over classic WebDriver (selenium-webdriver and
 * WebKitWebDriver), gecko.ts over WebDriver BiDi (Puppeteer and Firefox).
 */
export interface EngineSession {
  /** Navigates and waits for the load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  back(): Promise<void>;
  forward(): Promise<void>;
  url(): Promise<string>;
  /** Runs a function in the page; element refs among the arguments arrive as elements. */
  evaluate<Args extends unknown[], Result>(
    fn: (...args: Args) => Result | Promise<Result>,
    ...args: Args
  ): Promise<Result>;
  /** Runs a script's source in the page (the adapter's in-page half). */
  evaluateScript(source: string): Promise<void>;
  /** The one element `window.__engine.one(steps)` finds. */
  element(steps: Step[]): Promise<ElementRef>;
  /** A trusted click in the middle of the element, after scrolling it into view. */
  click(element: ElementRef): Promise<void>;
  /** Types with trusted key events into the focused element. */
  type(element: ElementRef, text: string): Promise<void>;
  setFiles(element: ElementRef, paths: string[]): Promise<void>;
  pointer(action: PointerAction): Promise<void>;
  /** A key or a chord in Playwright's spelling: `Escape`, `Control+V`. */
  press(key: string): Promise<void>;
  setCookie(name: string, value: string, url: string): Promise<void>;
  clearCookies(): Promise<void>;
  close(): Promise<void>;
}

/** One engine, launched once per worker. */
export interface EngineBrowser {
  /** `WebKitGTK 2.50.6`, `Firefox 153.7.0`. */
  readonly label: string;
  /** A fresh page: no cookies, no storage left by another test. */
  newSession(baseURL: string): Promise<EngineSession>;
  close(): Promise<void>;
}

/** The CSS viewport every engine test runs at, as the Chromium tests do. */
export const VIEWPORT = { width: 360, height: 640 };

/** Path of a bare page on the test server: somewhere on the origin to set cookies from. */
export const BLANK_PATH = '/__engine/blank.html';

/**
 * One page serves every test of a worker (a new context per test costs Firefox half a second): this leaves
 * nothing of the last test behind on the test server's origin, as a fresh Playwright context would (that
 * server installs no service worker, so there is none to remove).
 */
export async function resetSession(session: EngineSession, baseURL: string): Promise<void> {
  await session.goto(new URL(BLANK_PATH, baseURL).href);
  await session.clearCookies();
  await session.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}
