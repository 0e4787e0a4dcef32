import { expect, type Page } from '@playwright/test';
import { demoCaptchaFor } from '../../../src/demo/fixtures/registration';

/** The error boundary's crash screen, in either language. */
export const CRASH_TITLE = /^(Algo salió mal|Something went wrong)$/;

/** Not blank, not the crash screen, one page heading on screen. */
export async function expectNotBroken(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: CRASH_TITLE })).toHaveCount(0);
}

// Raw payloads or programming leftovers must never reach a borrower.
const NOT_HUMAN =
  /\bundefined\b|\bnull\b|\bNaN\b|\[object |^\s*[[{]|"\w+"\s*:|<\/?[a-z][^>]*>|Error:|TypeError|at \w+ \(/i;
// Progress texts ("Cargando…", "uploading...") are not an outcome.
const IN_PROGRESS = /(…|\.\.\.)$/;

export const isHumanMessage = (text: string) =>
  text.length >= 3 && !NOT_HUMAN.test(text) && !IN_PROGRESS.test(text);

/** Visible alert / status / alertdialog texts, without the loading indicators. */
export async function visibleMessages(page: Page): Promise<string[]> {
  return page.locator('[role="alert"], [role="status"], [role="alertdialog"]').evaluateAll((elements) =>
    elements
      .filter((element) => !element.closest('.loading'))
      .filter((element) => (element as HTMLElement).checkVisibility?.() ?? true)
      .map((element) => (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  );
}

/** A human-readable message is on screen (an alert or the toast live region); returns it. */
export async function expectHumanMessage(page: Page, timeout = 8_000): Promise<string> {
  let found = '';
  let seen: string[] = [];
  await expect
    .poll(
      async () => {
        seen = await visibleMessages(page);
        found = seen.find(isHumanMessage) ?? '';
        return found !== '';
      },
      { timeout, message: 'a human-readable alert or status message' },
    )
    .toBe(true)
    .catch((error: Error) => {
      throw new Error(`${error.message}\nmessages seen: ${JSON.stringify(seen)}`);
    });
  return found;
}

/** Every form control's value (or checked state), keyed by id/name/label, to prove nothing typed is lost. */
export async function snapshotFields(page: Page): Promise<Record<string, string>> {
  return page.locator('main').evaluateAll((mains) => {
    const values: Record<string, string> = {};
    for (const main of mains) {
      main.querySelectorAll('input, textarea, select').forEach((element, index) => {
        const field = element as HTMLInputElement;
        if (field.type === 'file' || field.type === 'hidden') return;
        const key = `${field.id || field.name || field.getAttribute('aria-label') || 'field'}#${index}`;
        values[key] =
          field.type === 'checkbox' || field.type === 'radio' ? String(field.checked) : field.value;
      });
    }
    return values;
  });
}

/** The demo captcha drawn in the landing's picture (it encodes the sid). */
export async function readCaptcha(page: Page, name: RegExp | string): Promise<string> {
  const picture = page.getByRole('img', { name });
  await expect
    .poll(() => picture.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  const src = (await picture.getAttribute('src'))!;
  return demoCaptchaFor(new URL(src).searchParams.get('sid')!);
}
