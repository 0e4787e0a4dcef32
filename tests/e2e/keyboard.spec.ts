import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { exampleLocation } from '../../src/app/route-examples';
import { test, expect, openRoute } from './fixtures';

/**
 * Keyboard-only journeys: no mouse, no locator clicks or fills, only page.keyboard. Locators are
 * used only to assert where focus is and what the page shows.
 */

/** Presses Tab until the target has focus (at most `limit` times), proving it is in the tab order. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectFocusVisible(target);
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()} in ${limit} presses`);
}

/** The focused control shows where focus is (an outline or a ring), WCAG 2.4.7. */
async function expectFocusVisible(target: Locator): Promise<void> {
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    // A visually hidden native control shows its focus on its label (e.g. a custom checkbox or star).
    const label = (element as HTMLInputElement).labels?.[0];
    const labelStyle = label ? getComputedStyle(label) : undefined;
    const has = (value: CSSStyleDeclaration | undefined) =>
      Boolean(value) &&
      ((value!.outlineStyle !== 'none' && parseFloat(value!.outlineWidth) > 0) ||
        value!.boxShadow !== 'none');
    return { matches: element.matches(':focus-visible'), ring: has(style) || has(labelStyle) };
  });
  expect(ring, 'focus is visible').toEqual({ matches: true, ring: true });
}

test('confirm a loan with the keyboard only @money', async ({ page, pageErrors }) => {
  await openRoute(page, exampleLocation({ path: paths.confirmLoan }));
  const agreement = page.getByRole('checkbox', { name: 'He leído y acepto el contrato de préstamo' });
  const submit = page.getByRole('button', { name: /^Solicitar y recibir \$/ });
  await expect(submit).toBeDisabled();

  await tabTo(page, agreement);
  await expect(agreement).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(agreement).toBeChecked();
  await expect(submit).toBeEnabled();
  await page.keyboard.press('Space');
  await expect(agreement).not.toBeChecked();
  await expect(submit).toBeDisabled();
  await page.keyboard.press('Space');
  await expect(agreement).toBeChecked();
  await expect(submit).toBeEnabled();

  await tabTo(page, submit, 5);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Detalles del préstamo' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(String.raw`#${paths.loanDetails}\?.*from=confirm`));
  expect(pageErrors).toEqual([]);
});

test('file a complaint with the keyboard only', async ({ page, pageErrors }) => {
  const text = `Pago duplicado ${Date.now()}`;
  await openRoute(page, exampleLocation({ path: paths.complaint }));
  const type = page.getByRole('button', { name: 'Pagos y reembolsos' });
  await expect(type).toBeVisible();

  // A non-collection type goes straight to the form (spec §4).
  await tabTo(page, type);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Describe tu problema' })).toBeVisible();

  const description = page.getByRole('textbox', { name: 'Descripción' });
  await tabTo(page, description);
  await page.keyboard.type(text);
  await expect(description).toHaveValue(text);
  await expect(page.getByText(`${text.length}/200`)).toBeVisible();

  const send = page.getByRole('button', { name: 'Enviar' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Queja enviada' })).toBeVisible();
  // spec §4: 1.5 s later, back to the complaint start page.
  await expect(page).toHaveURL(new RegExp(String.raw`#${paths.complaint}\?orderId=MX24050007$`), {
    timeout: 5_000,
  });
  await expect(page.getByRole('button', { name: 'Pagos y reembolsos' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
