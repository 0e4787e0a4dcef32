import { expect, type Page } from '@playwright/test';
import { calls } from '../../src/config/calls';
import { paths } from '../../src/config/paths';
import type { Network } from './fixtures';
import { png } from './matrix/png';

/**
 * The states of each page a borrower reaches beyond its first paint: dialogs (barcode, extension reminder,
 * rating, thank-you, image and success modals, the refresh countdown, the full-screen reference), unfolded
 * details, validation errors, the SMS step. The page audit (page-audit.spec.ts) opens each of them for its
 * axe scan and its large-text and small-screen checks.
 */

export interface ExtraState {
  name: string;
  /** Scenario flags for this state (the page is opened afresh with them). */
  flags?: Record<string, string>;
  /** Brings the page into the state; the page is already open and loaded. */
  open: (page: Page) => Promise<void>;
}

const byName = (page: Page, role: 'button' | 'link' | 'radio', name: RegExp) =>
  page.getByRole(role, { name }).first();

async function dialogShown(page: Page, name?: RegExp) {
  await expect(page.getByRole('dialog', name ? { name } : {})).toBeVisible();
}

/**
 * The grievance block's escalation disclosure (UNE and CONDUSEF in Mexico, the Grievance Redressal Officer
 * and the RBI in India), opened: its phone, e-mail and web links are measured and scanned too.
 */
const grievanceOpen: ExtraState = {
  name: 'escalation open (grievance)',
  open: async (page) => {
    await page
      .getByText(
        /^(Si no resolvemos tu queja|If we do not resolve your complaint|अगर हम आपकी शिकायत हल न करें)$/,
      )
      .click();
    await expect(page.locator('details.grievance__escalate')).toHaveAttribute('open', '');
  },
};

/** The voucher's barcode, enlarged in its modal. */
const barcodeModal: ExtraState = {
  name: 'barcode modal',
  open: async (page) => {
    await byName(page, 'button', /código de barras|barcode|बारकोड/i).click();
    await dialogShown(page);
  },
};

/**
 * Opens a page afresh and waits until a borrower could read it: its requests done, its heading shown and
 * no loading indicator left. The states above start from here.
 */
export async function openLoaded(page: Page, network: Network, url: string) {
  await page.goto('about:blank');
  await page.goto(url);
  await network.quiet();
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('main .loading')).toHaveCount(0);
}

export const EXTRA_STATES: Record<string, ExtraState[]> = {
  [paths.home]: [
    {
      name: 'menu open',
      open: async (page) => {
        await byName(page, 'button', /^(Menú|Menu|मेन्यू)$/).click();
        await expect(byName(page, 'button', /^(Menú|Menu|मेन्यू)$/)).toHaveAttribute('aria-expanded', 'true');
      },
    },
  ],
  [paths.confirmLoan]: [
    { name: 'refresh modal', flags: { pop: '1' }, open: (page) => dialogShown(page) },
    {
      name: 'statement open (KFS / carátula)',
      open: async (page) => {
        await page
          .getByRole('button', {
            name: /^(Ver la carátula del crédito|Open the Key Facts Statement|मुख्य तथ्य विवरण \(केएफएस\) खोलें)$/,
          })
          .click();
        await expect(page.locator('dialog.statement-sheet .kfs')).toBeVisible();
      },
    },
  ],
  [paths.loanDetails]: [
    grievanceOpen,
    {
      name: 'extension reminder (status 180)',
      flags: { status: '180' },
      open: async (page) => {
        await byName(page, 'button', /^(Extensión|Extension|एक्सटेंशन लें)$/).click();
        await dialogShown(page);
      },
    },
    { name: 'rating modal', flags: { score: '1' }, open: (page) => dialogShown(page) },
    {
      // Shown on India's pages only (English and Hindi); the Spanish scan sees the page without it.
      name: 'cooling-off period',
      flags: { coolingOff: '1' },
      open: async (page) => {
        const region = page.getByRole('region', { name: /^(Cooling-off period|कूलिंग-ऑफ अवधि)/ });
        if (/[?&]type=1\b/.test(page.url())) await expect(region).toBeVisible();
        else await expect(region).toHaveCount(0);
      },
    },
    {
      name: 'thank-you modal',
      flags: { score: '1' },
      open: async (page) => {
        const dialog = page.getByRole('dialog');
        await dialog.locator('label', { has: page.getByRole('radio', { name: /^2 / }) }).click();
        await dialog
          .getByRole('button', { name: /^(Enviar calificación|Submit rating|Send rating|Rate|रेटिंग भेजें)/ })
          .click();
        await expect(page.getByRole('dialog', { name: /Gracias|Thank|धन्यवाद/ })).toBeVisible();
      },
    },
  ],
  // The reference picture full-screen (Chromium on Linux has no Web Share API).
  [paths.repayInstructions]: [
    grievanceOpen,
    {
      name: 'reference picture (full-screen)',
      open: async (page) => {
        await byName(page, 'button', /^(Compartir la referencia|Share the reference|रेफ़रेंस शेयर करें)$/).click();
        await dialogShown(page, /^(Tu referencia de pago|Your payment reference|आपका भुगतान रेफ़रेंस)$/);
      },
    },
  ],
  // /dragonpayPaymentInstructions has no further state: neither market has Dragonpay, and the page says so.
  [paths.repay]: [
    grievanceOpen,
    barcodeModal,
    {
      name: 'details unfolded',
      // A loan of three payments: the loan's own rows are more than the fold shows (a single payment's are
      // all this payment's, under its amount).
      flags: { periods: '3' },
      open: async (page) => {
        await byName(page, 'button', /^(Ver más|Show more|More|और देखें)$/).click();
      },
    },
    {
      name: 'whole loan chosen',
      open: async (page) => {
        await byName(page, 'radio', /^(Todo el préstamo|The whole loan|पूरा लोन)/).check();
        await expect(
          page.getByRole('region', {
            name: /^(Lo que incluye liquidar todo el préstamo hoy|What paying off the whole loan today includes|आज पूरा लोन चुकाने की राशि में क्या-क्या शामिल है)$/,
          }),
        ).toBeVisible();
      },
    },
  ],
  [paths.repayDelay]: [grievanceOpen, barcodeModal],
  [paths.complaint]: [
    grievanceOpen,
    {
      name: 'order switcher',
      open: async (page) => {
        await byName(page, 'button', /^(Todos|All|सभी)$/).click();
        await dialogShown(page);
      },
    },
    {
      name: 'collection sub-types',
      open: async (page) => {
        await byName(page, 'button', /^(Cobranza|Collection|वसूली)/).click();
        await expect(page.getByRole('heading', { level: 2 }).last()).toBeFocused();
      },
    },
  ],
  [paths.complaintForm]: [
    {
      name: 'photo attached',
      open: async (page) => {
        await page
          .locator('input[type=file]')
          .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: png(32, [20, 120, 60]) });
        await expect(page.getByRole('img', { name: /1$/ })).toBeVisible();
      },
    },
    {
      name: 'success modal',
      open: async (page) => {
        await page.getByRole('textbox').first().fill('El pago no aparece. / The payment does not show.');
        await page.getByRole('button', { name: /^(Enviar|Send|भेजें)$/ }).click();
        await dialogShown(page);
      },
    },
  ],
  [paths.complaintList]: [grievanceOpen],
  [paths.complaintDetails]: [
    grievanceOpen,
    {
      name: 'image modal',
      open: async (page) => {
        await byName(page, 'button', /^(Ampliar|Enlarge)|बड़ी करें$/).click();
        await dialogShown(page);
      },
    },
    {
      name: 'rating modal (after 3 s)',
      open: (page) => expect(page.getByRole('dialog')).toBeVisible({ timeout: 6_000 }),
    },
  ],
  [paths.cardRepay]: [
    {
      name: 'SMS step',
      open: async (page) => {
        await page.getByRole('radio').first().check();
        await page.getByRole('button', { name: /^(Pagar|Pay|भुगतान करें)$/ }).click();
        await expect(page.getByRole('heading', { level: 2 }).last()).toBeVisible();
        await expect(page.getByRole('textbox')).toBeVisible();
      },
    },
  ],
  [paths.agreementTemplate]: [
    {
      // The captcha session still on its way (its answer never comes here): the picture's box keeps its
      // size, and what it shows meanwhile fits it.
      name: 'captcha picture loading',
      open: async (page) => {
        await page.route(
          (url) => url.pathname.endsWith(calls.getSid.path),
          () => undefined,
        );
        await page.reload();
        await expect(
          page.getByRole('button', { name: /^(Cargando la imagen|Loading the picture|तस्वीर लोड हो रही है)/ }),
        ).toBeDisabled();
      },
    },
    {
      name: 'validation error',
      open: async (page) => {
        await page.getByRole('button', { name: /^(Solicitar ahora|Apply now|अभी आवेदन करें)$/ }).click();
        await expect(page.getByRole('textbox').first()).toHaveAttribute('aria-invalid', 'true');
      },
    },
  ],
  [paths.bindCard]: [
    {
      name: 'validation errors',
      open: async (page) => {
        await page.getByRole('button', { name: /^(Vincular tarjeta|Bind card|Link card|कार्ड जोड़ें)/ }).click();
        await expect(page.getByRole('textbox').first()).toHaveAttribute('aria-invalid', 'true');
      },
    },
  ],
};
