import { test, expect, openRoute } from './fixtures';
import { exampleLocation } from '../../src/app/route-examples';
import { ROUTES, routeUrl } from './routes';
import { paths } from '../../src/config/paths';
import commonEn from '../../src/lib/i18n/locales/common.en';
import confirmHi from '../../src/features/loan/locales/loan-confirm.hi';
import detailsEn from '../../src/features/loan/locales/loan-details.en';
import detailsHi from '../../src/features/loan/locales/loan-details.hi';
import repaymentHi from '../../src/features/repayment/locales/repayment.hi';
import { inHindi } from '../../src/demo/hindi';

/**
 * India's borrower in Hindi, end to end (issue: the borrower's own language): the offer, the Key Facts
 * Statement read and acknowledged, the application, then the repayment by UPI. Every text is the Hindi
 * locale's own, and the server's (the channel's name) the demo server's Hindi, so a change of wording changes
 * this test with it.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A locale text with its `{{name}}` values as any run of text, as a whole-name pattern. */
const pattern = (text: string) => new RegExp(`^${escape(text).replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`);

test('Hindi: confirm the loan, acknowledge the KFS, apply, then repay by UPI @money', async ({
  page,
  scenario,
  pageErrors,
}) => {
  await openRoute(page, exampleLocation({ path: paths.confirmLoan }), '?sessionId=s-1&type=1&language=hi');
  await expect(page.getByRole('heading', { level: 1, name: confirmHi.confirm.title })).toBeVisible();
  expect(await page.locator('html').getAttribute('lang')).toBe('hi');

  // The statement is read before it is acknowledged: it opens in a sheet beside the boxes.
  await page.getByRole('button', { name: confirmHi.confirm.statementOpen.kfs }).click();
  const sheet = page.getByRole('dialog', { name: confirmHi.confirm.statementSheet.kfs });
  await expect(sheet.getByRole('region', { name: confirmHi.confirm.statementSheet.kfs })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  const apply = page.getByRole('button', { name: pattern(confirmHi.confirm.submit) });
  await expect(apply).toBeDisabled();
  await page.getByRole('checkbox', { name: confirmHi.confirm.agree }).check();
  await expect(apply).toBeDisabled();
  await page.getByRole('checkbox', { name: confirmHi.confirm.acknowledgeKfs }).check();
  await expect(apply).toBeEnabled();
  await expect(apply).toHaveAccessibleName(/₹19,528\.00/);
  await apply.click();

  await expect(page).toHaveURL(
    new RegExp(String.raw`#${paths.loanDetails}\?productId=7&orderId=IN\d+&from=confirm$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: detailsHi.details.title })).toBeVisible();
  // Approved, not paid out yet: the money is on its way and there is nothing to pay.
  await expect(page.getByRole('region', { name: detailsHi.details.disbursing.title })).toBeVisible();
  await expect(page.getByRole('link', { name: detailsHi.details.repay, exact: true })).toHaveCount(0);
  // Once the lender has paid it out, the loan is open and Pay leads.
  await scenario({ status: '174' });
  await page.reload();
  await page.getByRole('link', { name: detailsHi.details.repay, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(String.raw`#${paths.repay}\?productId=7&orderId=IN\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: repaymentHi.repay.title })).toBeVisible();
  await page
    .getByRole('region', { name: repaymentHi.channels.heading })
    .getByRole('link', { name: new RegExp(`^${escape(inHindi('UPI (any UPI app)'))}`) })
    .click();

  await expect(page).toHaveURL(
    new RegExp(
      String.raw`#${paths.repayInstructions}\?productId=7&orderId=IN\d+&amount=\d+&payCode=UPI&requestType=1$`,
    ),
  );
  await expect(page.getByRole('heading', { level: 1, name: repaymentHi.instructions.title })).toBeVisible();
  // The UPI app is asked for the very amount due, in rupees (the route carries paise).
  const paise = Number(
    new URLSearchParams(page.url().split(`#${paths.repayInstructions}?`)[1]).get('amount'),
  );
  const payWithApp = page.getByRole('link', { name: repaymentHi.upi.payWithApp });
  await expect(payWithApp).toBeVisible();
  const intent = new URL((await payWithApp.getAttribute('href'))!);
  expect(intent.protocol).toBe('upi:');
  expect(intent.searchParams.get('am')).toBe((paise / 100).toFixed(2));
  expect(intent.searchParams.get('cu')).toBe('INR');
  await expect(page.getByRole('img', { name: pattern(repaymentHi.upi.qrAlt) })).toBeVisible();
  await expect(page.getByRole('button', { name: repaymentHi.upi.copyVpa })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

/**
 * contract §2: hosts name the phone's language on every open (`language=en`). The borrower who switches to
 * Hindi keeps it for the tab: a reload of the host's URL, an in-app link, a reload after the link and back
 * all read Hindi.
 */
test('Hindi chosen on a page the host opened in English stays through reloads, links and back', async ({
  page,
  pageErrors,
}) => {
  const route = (path: string) =>
    routeUrl(
      ROUTES.find((entry) => entry.path === path)!,
      'en',
    );
  await openRoute(page, route(paths.loanDetails), '?type=1&language=en&sessionId=s-1');
  await expect(page.getByRole('heading', { level: 1, name: detailsEn.details.title })).toBeVisible();

  const languages = page.getByRole('navigation', { name: commonEn.language.label });
  await languages.getByRole('button', { name: commonEn.language.hi }).click();
  const hindiDetails = page.getByRole('heading', { level: 1, name: detailsHi.details.title });
  await expect(hindiDetails).toBeVisible();

  const inHindiNow = async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // The host's URL still names English before the `#`: the borrower's choice wins over it.
    expect(page.url()).toContain('language=en');
  };
  await page.reload();
  await expect(hindiDetails).toBeVisible();
  await inHindiNow();

  await page.getByRole('link', { name: detailsHi.details.repay, exact: true }).click();
  const hindiRepay = page.getByRole('heading', { level: 1, name: repaymentHi.repay.title });
  await expect(hindiRepay).toBeVisible();
  await inHindiNow();
  await page.reload();
  await expect(hindiRepay).toBeVisible();
  await inHindiNow();

  await page.goBack();
  await expect(hindiDetails).toBeVisible();
  await inHindiNow();
  await expect(page.getByRole('heading', { level: 1, name: detailsEn.details.title })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
