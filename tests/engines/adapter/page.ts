/**
 * The adapter's Page and Locator: the part of Playwright's API the engine suites use, with the same names,
 * arguments and meaning (locators found afresh on every use, strict, actions waiting until the element is
 * there, visible and enabled), on top of an EngineSession. Only `url()` is async here.
 */
import { buildSync } from 'esbuild';
import type { Check, CheckResult, Step } from './steps';
import { textMatch } from './steps';
import type { ElementRef, EngineSession } from './session';

type Text = string | RegExp;
type AriaRole = string;

export const ACTION_TIMEOUT = 8_000;

let inPageSource: string | undefined;
/** The in-page half (in-page.ts with dom-accessibility-api), bundled once per worker. */
function inPageScript(): string {
  inPageSource ??= buildSync({
    entryPoints: [new URL('./in-page.ts', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  }).outputFiles[0]!.text;
  return inPageSource;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const show = (value: Text) => (typeof value === 'string' ? `'${value}'` : String(value));

export class Page {
  readonly keyboard = { press: (key: string) => this.session.press(key) };
  readonly mouse: Mouse;

  constructor(
    readonly session: EngineSession,
    readonly baseURL: string,
  ) {
    this.mouse = new Mouse(session);
  }

  /** The page's browser context, as far as the suites need it. */
  context() {
    return { clearCookies: () => this.session.clearCookies() };
  }

  async goto(url: string): Promise<void> {
    await this.session.goto(new URL(url, this.baseURL).href);
  }
  reload() {
    return this.session.reload();
  }
  goBack() {
    return this.session.back();
  }
  goForward() {
    return this.session.forward();
  }
  url(): Promise<string> {
    return this.session.url();
  }
  evaluate<Result, Arg = undefined>(fn: (arg: Arg) => Result | Promise<Result>, arg?: Arg): Promise<Result> {
    return this.session.evaluate(fn, arg as Arg);
  }
  waitForTimeout(ms: number) {
    return sleep(ms);
  }

  locator(selector: string) {
    return new Locator(this, [{ kind: 'css', selector }], `locator('${selector}')`);
  }
  getByRole(
    role: AriaRole,
    options: {
      name?: Text;
      exact?: boolean;
      level?: number;
      checked?: boolean;
      includeHidden?: boolean;
    } = {},
  ) {
    return new Locator(this, [], 'page').getByRole(role, options);
  }
  getByText(text: Text, options: { exact?: boolean } = {}) {
    return new Locator(this, [], 'page').getByText(text, options);
  }
  getByLabel(text: Text, options: { exact?: boolean } = {}) {
    return new Locator(this, [], 'page').getByLabel(text, options);
  }

  /** Calls the in-page engine, injecting it first into a document that does not have it yet. */
  async inPage<Result>(name: 'check' | 'point' | 'count', ...args: unknown[]): Promise<Result> {
    for (let attempt = 0; ; attempt += 1) {
      const answer = await this.session.evaluate(
        (method: string, list: unknown[]) => {
          const engine = window.__engine as unknown as Record<string, (...values: unknown[]) => unknown>;
          if (!engine) return { missing: true };
          try {
            return { value: engine[method]!(...list) };
          } catch (error) {
            return { error: error instanceof Error ? error.message : String(error) };
          }
        },
        name,
        args,
      );
      const result = answer as { missing?: boolean; value?: Result; error?: string };
      if (result.error !== undefined) throw new Error(result.error);
      if (!result.missing) return result.value as Result;
      if (attempt > 2) throw new Error('the in-page engine could not be injected');
      await this.session.evaluateScript(inPageScript());
    }
  }

  async element(steps: Step[]): Promise<ElementRef> {
    await this.inPage('count', steps);
    return this.session.element(steps);
  }
}

export class Mouse {
  private at = { x: 0, y: 0 };
  constructor(private readonly session: EngineSession) {}
  async move(x: number, y: number, options: { steps?: number } = {}) {
    const steps = Math.max(1, options.steps ?? 1);
    const from = this.at;
    for (let step = 1; step <= steps; step += 1)
      await this.session.pointer({
        type: 'move',
        x: from.x + ((x - from.x) * step) / steps,
        y: from.y + ((y - from.y) * step) / steps,
      });
    this.at = { x, y };
  }
  down() {
    return this.session.pointer({ type: 'down' });
  }
  up() {
    return this.session.pointer({ type: 'up' });
  }
  async click(x: number, y: number) {
    await this.move(x, y);
    await this.down();
    await this.up();
  }
}

export class Locator {
  constructor(
    readonly page: Page,
    readonly steps: Step[],
    private readonly description: string,
  ) {}

  toString() {
    return this.description;
  }

  private then(step: Step, description: string) {
    return new Locator(
      this.page,
      [...this.steps, step],
      this.description === 'page' ? description : `${this.description}.${description}`,
    );
  }

  locator(selector: string) {
    return this.then({ kind: 'css', selector }, `locator('${selector}')`);
  }
  getByRole(
    role: AriaRole,
    options: {
      name?: Text;
      exact?: boolean;
      level?: number;
      checked?: boolean;
      includeHidden?: boolean;
    } = {},
  ) {
    const { name, exact, ...rest } = options;
    return this.then(
      { kind: 'role', role, ...rest, ...(name === undefined ? {} : { name: textMatch(name, exact) }) },
      `getByRole('${role}'${name === undefined ? '' : `, { name: ${show(name)} }`})`,
    );
  }
  getByText(text: Text, options: { exact?: boolean } = {}) {
    return this.then({ kind: 'text', match: textMatch(text, options.exact) }, `getByText(${show(text)})`);
  }
  getByLabel(text: Text, options: { exact?: boolean } = {}) {
    return this.then({ kind: 'label', match: textMatch(text, options.exact) }, `getByLabel(${show(text)})`);
  }
  filter(options: { hasText?: Text; hasNotText?: Text }) {
    return this.then(
      {
        kind: 'filter',
        ...(options.hasText === undefined ? {} : { hasText: textMatch(options.hasText) }),
        ...(options.hasNotText === undefined ? {} : { hasNotText: textMatch(options.hasNotText) }),
      },
      `filter(${JSON.stringify(options)})`,
    );
  }
  first() {
    return this.nth(0);
  }
  last() {
    return this.nth(-1);
  }
  nth(index: number) {
    return this.then({ kind: 'nth', index }, `nth(${index})`);
  }

  /** What an assertion sees now (expect.ts polls it). */
  inspect(what: Check): Promise<CheckResult> {
    return this.page.inPage('check', this.steps, what);
  }

  /** Waits until exactly one element matches and is visible (and enabled), as Playwright's actions do. */
  private async actionable(enabled: boolean, timeout = ACTION_TIMEOUT): Promise<{ x: number; y: number }> {
    const deadline = Date.now() + timeout;
    let last = '';
    for (;;) {
      try {
        const point = await this.page.inPage<{ x: number; y: number; visible: boolean; enabled: boolean }>(
          'point',
          this.steps,
        );
        if (point.visible && (!enabled || point.enabled)) return point;
        last = point.visible ? 'element is disabled' : 'element is not visible';
      } catch (error) {
        last = error instanceof Error ? error.message : String(error);
      }
      if (Date.now() > deadline) throw new Error(`${this}: ${last} after ${timeout} ms`);
      await sleep(100);
    }
  }

  async click(options: { timeout?: number } = {}) {
    await this.actionable(true, options.timeout);
    await this.page.session.click(await this.page.element(this.steps));
  }

  /** Replaces the value by typing it, with trusted key events (where Playwright sets it in one go). */
  async fill(text: string) {
    await this.actionable(true);
    const element = await this.page.element(this.steps);
    const hadValue = await this.page.session.evaluate(
      (field: HTMLInputElement) => {
        field.focus();
        field.select();
        return field.value !== '';
      },
      element as unknown as HTMLInputElement,
    );
    if (hadValue) await this.page.session.press('Backspace');
    if (text) await this.page.session.type(element, text);
  }

  /** Checks a checkbox or radio by tapping it, or its label where the input itself is visually hidden. */
  async check() {
    await this.setChecked(true);
  }
  async uncheck() {
    await this.setChecked(false);
  }
  private async setChecked(checked: boolean) {
    await this.actionable(true);
    const element = await this.page.element(this.steps);
    const state = await this.page.session.evaluate(
      (input: HTMLInputElement) => ({
        checked: input.checked,
        tiny: input.getBoundingClientRect().width < 4,
      }),
      element as unknown as HTMLInputElement,
    );
    if (state.checked === checked) return;
    if (state.tiny) {
      // A finger taps the label (the star, the box drawn beside the hidden input).
      const label = await this.page.session.evaluate(
        (input: HTMLInputElement) => {
          const target = input.labels?.[0] ?? input.closest('label');
          if (!target) return undefined;
          target.scrollIntoView({ block: 'center' });
          const box = target.getBoundingClientRect();
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        },
        element as unknown as HTMLInputElement,
      );
      if (!label) throw new Error(`${this}: the input is hidden and has no label to tap`);
      await this.page.mouse.click(label.x, label.y);
    } else await this.page.session.click(element);
    const now = await this.page.session.evaluate(
      (input: HTMLInputElement) => input.checked,
      element as unknown as HTMLInputElement,
    );
    if (now !== checked) throw new Error(`${this}: still ${now ? 'checked' : 'unchecked'} after the tap`);
  }

  async setInputFiles(files: string | string[]) {
    const element = await this.waitForElement();
    await this.page.session.setFiles(element, Array.isArray(files) ? files : [files]);
  }

  async focus() {
    const element = await this.waitForElement();
    await this.page.session.evaluate(
      (target: HTMLElement) => target.focus(),
      element as unknown as HTMLElement,
    );
  }

  async boundingBox(): Promise<{ x: number; y: number; width: number; height: number }> {
    const element = await this.waitForElement();
    return this.page.session.evaluate(
      (target: Element) => {
        const box = target.getBoundingClientRect();
        return { x: box.x, y: box.y, width: box.width, height: box.height };
      },
      element as unknown as Element,
    );
  }

  async getAttribute(name: string): Promise<string | null> {
    const element = await this.waitForElement();
    return this.page.session.evaluate(
      (target: Element, attribute: string) => target.getAttribute(attribute),
      element as unknown as Element,
      name,
    );
  }

  async count(): Promise<number> {
    return this.page.inPage<number>('count', this.steps);
  }

  async all(): Promise<Locator[]> {
    const count = await this.count();
    return Array.from({ length: count }, (_, index) => this.nth(index));
  }

  async evaluate<Result, Arg = undefined, E extends Element = Element>(
    fn: (element: E, arg: Arg) => Result | Promise<Result>,
    arg?: Arg,
  ): Promise<Result> {
    const element = await this.waitForElement();
    return this.page.session.evaluate(fn, element as unknown as E, arg as Arg);
  }

  /** The one element, once it is attached. */
  private async waitForElement(timeout = ACTION_TIMEOUT): Promise<ElementRef> {
    const deadline = Date.now() + timeout;
    for (;;) {
      try {
        return await this.page.element(this.steps);
      } catch (error) {
        if (Date.now() > deadline)
          throw new Error(`${this}: ${error instanceof Error ? error.message : String(error)}`);
      }
      await sleep(100);
    }
  }
}
