import { expect, type Page } from '@playwright/test';
import { calls } from '../../../src/config/calls';
import { DEMO_ENDPOINTS, type DemoEndpoint } from '../../../src/config/demo-scenario';
import { paths, type AppPath } from '../../../src/config/paths';
import { exampleLocation } from '../../../src/app/route-examples';
import { profiles } from '../lender-profiles';

/** Where each demo call goes (its catalogue path), to wait for a call's outcome in the browser. */
export const ENDPOINT_PATHS = Object.fromEntries(
  DEMO_ENDPOINTS.map((name) => [name, calls[name].path]),
) as Record<DemoEndpoint, string>;

/**
 * How each data page's first call is made and retried, and what it looks like once it worked: the offline
 * shell (offline.spec.ts) opens every one of them offline and retries it online; fault-classes.spec.ts
 * takes the loan details' load and the loan application through every class of failure.
 * - `load`: the page's data. The fault is set before the page opens; the page must offer a retry.
 * - `action`: fired by the user (the loan application). The page opens healthy, the user fills what the
 *   row fills, the fault is set, the action fires; after the failure nothing typed is lost and the same
 *   action succeeds once the fault is lifted.
 */
export type CallKind = 'load' | 'action';

export interface MatrixRow {
  /** Hash location, with demo ids. */
  route: string;
  call: DemoEndpoint;
  kind: CallKind;
  /** How the call is triggered, in words (for the table and the test title). */
  trigger: string;
  /** What "recovered" looks like, in words. */
  recovered: string;
  /** Actions: waits for the healthy page and fills what the borrower enters. */
  prepare?: (page: Page) => Promise<void>;
  /** Actions: fires the call (loads fire on opening the page). */
  fire?: (page: Page) => Promise<void>;
  /** Loads: the retry a borrower uses (default: the button "Reintentar"). */
  retry?: (page: Page) => Promise<void>;
  /** Asserts the real content is on screen. */
  expectRecovered: (page: Page) => Promise<void>;
}

/** Confirmation's Apply, which names what arrives ("Solicitar y recibir $3,000.00"). */
const APPLY = /^Solicitar y recibir \$/;
const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });
const heading = (page: Page, name: string | RegExp, level?: number) =>
  page.getByRole('heading', { name, level, exact: typeof name === 'string' });
const visible = async (locator: ReturnType<Page['getByRole']>) => {
  await expect(locator.first()).toBeVisible();
};

/** A route at its demo example in Mexico (src/app/route-examples.ts). */
const example = (path: AppPath) => exampleLocation({ path });
const LANDING = example(paths.agreementTemplate);
const CAPTCHA_IMAGE = 'Código de verificación. Toca para cambiarlo';

/** The template has arrived: its subtitle shows (the headline is the profile's, template or not). */
const templateShown = (page: Page) =>
  visible(page.getByText('Regístrate en dos minutos solo con tu número de celular.'));

const landingRecovered = async (page: Page) => {
  await templateShown(page);
  await expect
    .poll(() =>
      page
        .getByRole('img', { name: CAPTCHA_IMAGE })
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
};

export const MATRIX: MatrixRow[] = [
  // ---- loan ----
  {
    route: example(paths.confirmLoan),
    call: 'loanConfirm',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the offer with its submit button',
    expectRecovered: (page) => visible(button(page, APPLY)),
  },
  {
    route: example(paths.confirmLoan),
    call: 'loanConfirmSubmit',
    kind: 'action',
    trigger: 'tap "Solicitar y recibir $3,000.00"',
    recovered: 'the loan details page',
    prepare: async (page) => {
      await visible(button(page, APPLY));
      // The agreement starts unticked: taking the loan is a deliberate tick.
      await page.getByRole('checkbox', { name: 'He leído y acepto el contrato de préstamo' }).check();
    },
    // After a failure with no answer, Apply offers to try the same application again (the same intent).
    fire: (page) => button(page, /^(Solicitar y recibir \$|Reintentar la solicitud$)/).click(),
    expectRecovered: (page) => visible(heading(page, 'Detalles del préstamo', 1)),
  },
  {
    route: example(paths.loanDetails),
    call: 'loanDetails',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the status and the Pay link',
    expectRecovered: (page) => visible(page.getByRole('link', { name: 'Pagar', exact: true })),
  },
  {
    route: paths.order,
    call: 'orderList',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the order list',
    expectRecovered: (page) => visible(page.getByRole('link', { name: /^Dinero Ya/ })),
  },
  {
    route: paths.customerService,
    call: 'customerContact',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the phone link',
    expectRecovered: (page) => visible(page.getByRole('link', { name: profiles.mx.support.phone })),
  },
  {
    route: example(paths.product),
    call: 'product',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the product with its apply link',
    expectRecovered: (page) => visible(page.getByRole('link', { name: 'Solicitar', exact: true })),
  },
  {
    route: paths.recommendList,
    call: 'recommendList',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the product list',
    expectRecovered: (page) => visible(page.getByRole('link', { name: /^Dinero Ya/ })),
  },
  {
    route: example(paths.loanAgreement),
    call: 'contract',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the promissory note',
    expectRecovered: (page) => visible(page.getByText('María Fernanda López Ruiz', { exact: true })),
  },
  {
    route: example(paths.loanAgreementPeriods),
    call: 'contract',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the promissory note in periods',
    expectRecovered: (page) => visible(page.getByText('María Fernanda López Ruiz', { exact: true })),
  },
  {
    route: example(paths.loanStatement),
    call: 'contract',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the carátula',
    expectRecovered: (page) => visible(page.getByRole('heading', { name: 'Carátula del crédito' })),
  },

  // ---- repayment ----
  {
    route: example(paths.repay),
    call: 'repayDetail',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the payment channels',
    expectRecovered: (page) => visible(heading(page, 'Elige dónde pagar')),
  },
  {
    route: example(paths.repayDelay),
    call: 'delayDetail',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the extension plan and channels',
    expectRecovered: (page) => visible(heading(page, 'Elige dónde pagar')),
  },
  {
    route: example(paths.repayInstructions),
    call: 'generateVoucher',
    kind: 'load',
    trigger: 'on load (generate voucher)',
    recovered: 'the voucher with its copy button',
    expectRecovered: (page) => visible(page.getByRole('button', { name: /Copiar la referencia/ })),
  },
  {
    route: example(paths.cardRepay),
    call: 'cardRepaymentWay',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the card list',
    expectRecovered: (page) => visible(page.getByRole('radio', { name: 'BBVA México terminada en 3377' })),
  },

  // ---- complaint ----
  {
    route: example(paths.complaint),
    call: 'complaintInit',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the order card and the problem types',
    expectRecovered: (page) => visible(button(page, 'Pagos y reembolsos')),
  },
  {
    route: paths.complaintList,
    call: 'complaintList',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the tabs and items',
    expectRecovered: (page) => visible(page.getByRole('tab', { name: 'Pendientes' })),
  },
  {
    route: example(paths.complaintDetails),
    call: 'complaintDetails',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the complaint and its result',
    expectRecovered: (page) => visible(heading(page, 'Resultado de la gestión')),
  },

  // ---- registration ----
  {
    route: LANDING,
    call: 'channelTemplate',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the template subtitle',
    expectRecovered: templateShown,
  },
  {
    route: LANDING,
    call: 'getSid',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the captcha picture',
    retry: (page) => button(page, 'Cargar la imagen de nuevo').click(),
    expectRecovered: landingRecovered,
  },
  {
    route: `${paths.downloadTemplate}?id=2&app_from=ad&user_from=fb&utm_tag=spring`,
    call: 'channelTemplate',
    kind: 'load',
    trigger: 'on load',
    recovered: "the template's app name",
    expectRecovered: (page) => visible(heading(page, 'Préstamo Plus', 1)),
  },
];
