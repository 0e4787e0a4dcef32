/**
 * `expect` for the engine suites: Playwright's web-first assertions (retried until they hold or time out)
 * for the adapter's Locator and Page; any other value goes to Playwright's own expect, `expect.poll` too.
 */
import { expect as baseExpect } from '@playwright/test';
import { Locator, Page } from './page';
import { showMatch, textMatch, type Check } from './steps';

export const EXPECT_TIMEOUT = 8_000;

type Text = string | RegExp;
interface Options {
  timeout?: number;
}

export interface LocatorAssertions {
  readonly not: LocatorAssertions;
  toBeVisible(options?: Options): Promise<void>;
  toBeHidden(options?: Options): Promise<void>;
  toBeAttached(options?: Options): Promise<void>;
  toBeInViewport(options?: Options): Promise<void>;
  toHaveCount(count: number, options?: Options): Promise<void>;
  toHaveText(expected: Text | Text[], options?: Options): Promise<void>;
  toContainText(expected: Text, options?: Options): Promise<void>;
  toHaveAttribute(name: string, value?: Text, options?: Options): Promise<void>;
  toHaveValue(value: string, options?: Options): Promise<void>;
  toBeChecked(options?: Options): Promise<void>;
  toBeEnabled(options?: Options): Promise<void>;
  toBeDisabled(options?: Options): Promise<void>;
  toBeFocused(options?: Options): Promise<void>;
  toBeEmpty(options?: Options): Promise<void>;
}

export interface PageAssertions {
  readonly not: PageAssertions;
  toHaveURL(expected: Text, options?: Options): Promise<void>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls `probe` until its answer is `pass` (or not, negated), else fails with what it saw last. */
async function retry(
  probe: () => Promise<{ pass: boolean; received: string }>,
  negate: boolean,
  title: string,
  timeout = EXPECT_TIMEOUT,
): Promise<void> {
  const deadline = Date.now() + timeout;
  let received = '';
  for (;;) {
    try {
      const answer = await probe();
      received = answer.received;
      if (answer.pass !== negate) return;
    } catch (error) {
      // The page is between documents, or the engine was not injected yet: look again.
      received = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) {
      const failure = new Error(`${title} failed after ${timeout} ms\nReceived: ${received}`);
      Error.captureStackTrace?.(failure, retry);
      throw failure;
    }
    await sleep(100);
  }
}

function locatorAssertions(locator: Locator, negate: boolean, message?: string): LocatorAssertions {
  const assert = (check: Check, name: string, options: Options = {}, flip = false) =>
    retry(
      () => locator.inspect(check),
      negate !== flip,
      `${message ? `${message}: ` : ''}expect(${locator}).${negate ? 'not.' : ''}${name}`,
      options.timeout,
    );
  return {
    get not() {
      return locatorAssertions(locator, !negate, message);
    },
    toBeVisible: (options) => assert({ kind: 'visible' }, 'toBeVisible()', options),
    toBeHidden: (options) => assert({ kind: 'hidden' }, 'toBeHidden()', options),
    toBeAttached: (options) => assert({ kind: 'attached' }, 'toBeAttached()', options),
    toBeInViewport: (options) => assert({ kind: 'inViewport' }, 'toBeInViewport()', options),
    toHaveCount: (count, options) => assert({ kind: 'count', count }, `toHaveCount(${count})`, options),
    toHaveText: (expected, options) =>
      Array.isArray(expected)
        ? assert(
            { kind: 'texts', expected: expected.map((value) => textMatch(value, true)) },
            `toHaveText([${expected.map(showMatch).join(', ')}])`,
            options,
          )
        : assert(
            { kind: 'text', expected: textMatch(expected, true), contains: false },
            `toHaveText(${showMatch(expected)})`,
            options,
          ),
    toContainText: (expected, options) =>
      assert(
        { kind: 'text', expected: textMatch(expected, true), contains: true },
        `toContainText(${showMatch(expected)})`,
        options,
      ),
    toHaveAttribute: (name, value, options) =>
      assert(
        { kind: 'attribute', name, ...(value === undefined ? {} : { value: textMatch(value, true) }) },
        `toHaveAttribute('${name}'${value === undefined ? '' : `, ${showMatch(value)}`})`,
        options,
      ),
    toHaveValue: (value, options) => assert({ kind: 'value', value }, `toHaveValue('${value}')`, options),
    toBeChecked: (options) => assert({ kind: 'checked' }, 'toBeChecked()', options),
    toBeEnabled: (options) => assert({ kind: 'enabled' }, 'toBeEnabled()', options),
    toBeDisabled: (options) => assert({ kind: 'enabled' }, 'toBeDisabled()', options, true),
    toBeFocused: (options) => assert({ kind: 'focused' }, 'toBeFocused()', options),
    toBeEmpty: (options) => assert({ kind: 'empty' }, 'toBeEmpty()', options),
  };
}

function pageAssertions(page: Page, negate: boolean): PageAssertions {
  return {
    get not() {
      return pageAssertions(page, !negate);
    },
    toHaveURL: (expected, options = {}) =>
      retry(
        async () => {
          const url = await page.url();
          const pass =
            typeof expected === 'string' ? url === new URL(expected, page.baseURL).href : expected.test(url);
          return { pass, received: url };
        },
        negate,
        `expect(page).${negate ? 'not.' : ''}toHaveURL(${showMatch(expected)})`,
        options.timeout,
      ),
  };
}

export function expect(target: Locator, message?: string): LocatorAssertions;
export function expect(target: Page, message?: string): PageAssertions;
export function expect<T>(target: T, message?: string): ReturnType<typeof baseExpect<T>>;
export function expect(target: unknown, message?: string): unknown {
  if (target instanceof Locator) return locatorAssertions(target, false, message);
  if (target instanceof Page) return pageAssertions(target, false);
  return baseExpect(target, message);
}
expect.poll = baseExpect.poll;
expect.stringMatching = baseExpect.stringMatching;
expect.stringContaining = baseExpect.stringContaining;
