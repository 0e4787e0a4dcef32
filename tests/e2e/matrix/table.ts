import { expect, type Page } from '@playwright/test';
import type { DemoEndpoint, DemoFault } from '../../../src/config/demo-scenario';
import { paths } from '../../../src/config/paths';
import { png } from './png';
import { readCaptcha } from './page-checks';
import { profiles } from '../lender-profiles';

/** Where each demo call goes (the handlers' paths), to wait for a call's outcome in the browser. */
export const ENDPOINT_PATHS: Record<DemoEndpoint, string> = {
  'delay-detail': '/v3/installment/loan-play-delay-detail',
  'repay-detail': '/v3/installment/loan-play-detail',
  'generate-vcode': '/v3/loan-details/generate-vcode',
  'confirm-data': '/v3/loan-confirm/loan-detail-confirm',
  'confirm-submit': '/v3/loan-confirm/loan-detail-push',
  'loan-details': '/v3/loan-details/loan-details',
  rating: '/v3/loan-details/google-score',
  'order-list': '/v3/order/order-list',
  product: '/v3/product/detail',
  'recommend-list': '/v3/product/recommend-list',
  'bind-card': '/v3/bank/bind-card',
  'contract-detail': '/contract/detail',
  'complaint-init': '/complaint/init',
  'complaint-details': '/complaint/details',
  'complaint-list': '/complaint/list',
  'complaint-save': '/complaint/save',
  'upload-image': '/complaint/upload-image',
  'customer-contact': '/customer/contact',
  'channel-template': '/channel/channel-template',
  'track-visit': '/promotion/track-visit',
  'get-sid': '/promotion/get-sid',
  'get-captcha': '/promotion/get-captcha',
  'get-sms': '/promotion/get-sms',
  'track-click': '/promotion/track-click',
  register: '/promotion/register',
  'repayment-way': '/service/loan/repayment-way',
  'repayment-commit': '/service/loan/repayment-commit',
  'repayment-huichao': '/service/loan/repayment-huichao',
  'repayment-confirm': '/service/loan/repayment-confirm',
};

/**
 * - `load`: the page's data. The fault is set before the page opens; the page must offer a retry.
 * - `action`: fired by the user (submit, send SMS, upload, rating, ...). The page opens healthy, the user
 *   fills what the row fills, the fault is set, the action fires; after the failure nothing typed is lost
 *   and the same action succeeds once the fault is lifted.
 * - `beacon`: fire-and-forget; the page must simply carry on as if nothing happened.
 */
export type CallKind = 'load' | 'action' | 'beacon';

export interface MatrixRow {
  /** Hash location, with demo ids. */
  route: string;
  call: DemoEndpoint;
  kind: CallKind;
  /** How the call is triggered, in words (for the table and the test title). */
  trigger: string;
  /** What "recovered" looks like, in words. */
  recovered: string;
  /** Scenario flags the row needs with or without the fault (e.g. `score=1`). */
  flags?: Record<string, string>;
  /** Actions: waits for the healthy page and fills what the borrower enters. */
  prepare?: (page: Page) => Promise<void>;
  /** Actions and beacons: fires the call (loads fire on opening the page). */
  fire?: (page: Page) => Promise<void>;
  /** Loads: the retry a borrower uses (default: the button "Reintentar"). */
  retry?: (page: Page) => Promise<void>;
  /** Asserts the real content is on screen. */
  expectRecovered: (page: Page) => Promise<void>;
  /**
   * The call's success carries no data the page needs (contract: data null, or ignored), so the `shape`
   * fault (success with data null) is a success: the page must go on to the recovered state at once.
   */
  nullDataIsSuccess?: boolean;
  /** Triples known to fail in files this suite may not change: fault → the bug, marked test.fail(). */
  knownBugs?: Partial<Record<DemoFault, string>>;
}

/** Confirmation's Apply, which names the amount ("Solicitar $3,000.00"). */
const APPLY = /^Solicitar \$/;
const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });
const heading = (page: Page, name: string | RegExp, level?: number) =>
  page.getByRole('heading', { name, level, exact: typeof name === 'string' });
const visible = async (locator: ReturnType<Page['getByRole']>) => {
  await expect(locator.first()).toBeVisible();
};

const LOAN = 'productId=7&orderId=MX24050007';
const LANDING = `${paths.agreementTemplate}?id=1&app_from=ad&user_from=fb&utm_tag=spring`;
const CAPTCHA_IMAGE = 'Código de verificación. Toca para cambiarlo';
const PHONE = '5512345678';

async function fillLanding(page: Page, withSmsCode: boolean) {
  await page.getByRole('textbox', { name: 'Número de celular' }).fill(PHONE);
  await page
    .getByRole('textbox', { name: 'Código de la imagen' })
    .fill(await readCaptcha(page, CAPTCHA_IMAGE));
  if (withSmsCode) await page.getByRole('textbox', { name: 'Código SMS' }).fill('123456');
  await page.getByRole('checkbox', { name: /^He leído el aviso de privacidad y acepto que/ }).check();
}

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

const onDownloadPage = async (page: Page) => {
  await expect(page).toHaveURL(/#\/downloadTemplate\?/);
  await visible(page.getByRole('link', { name: 'Descargar la app' }));
};

async function chooseFirstCard(page: Page) {
  await page.getByRole('radio', { name: 'BBVA México terminada en 3377' }).check();
}

export const MATRIX: MatrixRow[] = [
  // ---- loan ----
  {
    route: `${paths.confirmLoan}?productId=7`,
    call: 'confirm-data',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the offer with its submit button',
    expectRecovered: (page) => visible(button(page, APPLY)),
  },
  {
    route: `${paths.confirmLoan}?productId=7`,
    call: 'confirm-data',
    kind: 'action',
    flags: { pop: '1' },
    trigger: 'the 5.5 s refresh (isNeedPop 1)',
    recovered: 'the refresh modal closes, the offer stays',
    prepare: (page) => visible(page.getByRole('dialog')),
    fire: async () => undefined,
    retry: (page) => page.getByRole('dialog').getByRole('button', { name: 'Reintentar' }).click(),
    expectRecovered: async (page) => {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await visible(button(page, APPLY));
    },
  },
  {
    route: `${paths.confirmLoan}?productId=7`,
    call: 'confirm-submit',
    kind: 'action',
    trigger: 'tap "Solicitar $3,000.00"',
    recovered: 'the loan details page',
    prepare: async (page) => {
      await visible(button(page, APPLY));
      // The agreement starts unticked: taking the loan is a deliberate tick.
      await page.getByRole('checkbox', { name: 'He leído y acepto el contrato de préstamo' }).check();
    },
    // After a failure with no answer, Apply offers to try the same application again (the same intent).
    fire: (page) => button(page, /^(Solicitar \$|Reintentar la solicitud$)/).click(),
    expectRecovered: (page) => visible(heading(page, 'Detalles del préstamo', 1)),
  },
  {
    route: `${paths.loanDetails}?${LOAN}`,
    call: 'loan-details',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the status and the Pay link',
    expectRecovered: (page) => visible(page.getByRole('link', { name: 'Pagar', exact: true })),
  },
  {
    route: `${paths.loanDetails}?${LOAN}`,
    call: 'rating',
    kind: 'action',
    nullDataIsSuccess: true,
    flags: { score: '1' },
    trigger: 'choose 2 stars, tap "Enviar calificación"',
    recovered: 'the thank-you modal',
    prepare: async (page) => {
      const dialog = page.getByRole('dialog', { name: '¿Cómo fue tu experiencia?' });
      await visible(dialog);
      await dialog.locator('label', { has: page.getByRole('radio', { name: '2 estrellas' }) }).click();
      await expect(dialog.getByRole('radio', { name: '2 estrellas' })).toBeChecked();
    },
    fire: (page) => button(page, 'Enviar calificación').click(),
    expectRecovered: (page) => visible(page.getByRole('dialog', { name: '¡Gracias por tu opinión!' })),
  },
  {
    route: paths.order,
    call: 'order-list',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the order list',
    expectRecovered: (page) => visible(page.getByRole('link', { name: /^Dinero Ya/ })),
  },
  {
    route: paths.customerService,
    call: 'customer-contact',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the phone link',
    expectRecovered: (page) => visible(page.getByRole('link', { name: profiles.mx.support.phone })),
  },
  {
    route: `${paths.product}?productId=7`,
    call: 'product',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the product with its apply link',
    expectRecovered: (page) => visible(page.getByRole('link', { name: 'Solicitar', exact: true })),
  },
  {
    route: paths.recommendList,
    call: 'recommend-list',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the product list',
    expectRecovered: (page) => visible(page.getByRole('link', { name: /^Dinero Ya/ })),
  },
  {
    route: `${paths.loanAgreement}?orderNo=MX24050007`,
    call: 'contract-detail',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the promissory note',
    expectRecovered: (page) => visible(page.getByText('María Fernanda López Ruiz', { exact: true })),
  },
  {
    route: `${paths.loanAgreementPeriods}?orderNo=MX24050007`,
    call: 'contract-detail',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the promissory note in periods',
    expectRecovered: (page) => visible(page.getByText('María Fernanda López Ruiz', { exact: true })),
  },
  {
    route: `${paths.loanStatement}?productId=7&orderId=MX24050007`,
    call: 'contract-detail',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the carátula',
    expectRecovered: (page) => visible(page.getByRole('heading', { name: 'Carátula del crédito' })),
  },
  {
    route: `${paths.bindCard}?productId=7`,
    call: 'bind-card',
    kind: 'action',
    nullDataIsSuccess: true,
    trigger: 'fill bank, holder, card number; tap "Vincular tarjeta"',
    recovered: 'the card-bound confirmation',
    prepare: async (page) => {
      await page.getByRole('textbox', { name: 'Banco' }).fill('BBVA México');
      await page.getByRole('textbox', { name: 'Nombre del titular' }).fill('Ana López');
      await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4111111111111111');
    },
    fire: (page) => button(page, 'Vincular tarjeta').click(),
    expectRecovered: (page) => visible(heading(page, 'Tarjeta vinculada')),
  },

  // ---- repayment ----
  {
    route: `${paths.repay}?${LOAN}`,
    call: 'repay-detail',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the payment channels',
    expectRecovered: (page) => visible(heading(page, 'Elige dónde pagar')),
  },
  {
    route: `${paths.repayDelay}?${LOAN}`,
    call: 'delay-detail',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the extension plan and channels',
    expectRecovered: (page) => visible(heading(page, 'Elige dónde pagar')),
  },
  {
    route: `${paths.repayInstructions}?${LOAN}&amount=345000&payCode=OXXO&requestType=1`,
    call: 'generate-vcode',
    kind: 'load',
    trigger: 'on load (generate voucher)',
    recovered: 'the voucher with its copy button',
    expectRecovered: (page) => visible(page.getByRole('button', { name: /Copiar la referencia/ })),
  },
  {
    route: `${paths.cardRepay}?orderId=MX24050007&amount=345000`,
    call: 'repayment-way',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the card list',
    expectRecovered: (page) => visible(page.getByRole('radio', { name: 'BBVA México terminada en 3377' })),
  },
  {
    route: `${paths.cardRepay}?orderId=MX24050007&amount=345000`,
    call: 'repayment-commit',
    kind: 'action',
    trigger: 'choose a card, tap "Pagar"',
    recovered: 'the SMS code step',
    prepare: chooseFirstCard,
    fire: (page) => button(page, 'Pagar').click(),
    expectRecovered: (page) => visible(heading(page, 'Verificación por SMS')),
  },
  {
    route: `${paths.cardRepay}?orderId=MX24050007&amount=345000`,
    call: 'repayment-confirm',
    kind: 'action',
    nullDataIsSuccess: true,
    trigger: 'pay, type the 6-digit code, tap "Confirmar pago"',
    recovered: 'the loan details page',
    prepare: async (page) => {
      await chooseFirstCard(page);
      await button(page, 'Pagar').click();
      await page.getByRole('textbox', { name: 'Código de verificación' }).fill('123456');
    },
    fire: (page) => button(page, 'Confirmar pago').click(),
    expectRecovered: (page) => visible(heading(page, 'Detalles del préstamo', 1)),
  },
  {
    route: `${paths.cardRepay}?orderId=MX24050007&amount=345000`,
    call: 'repayment-huichao',
    kind: 'action',
    trigger: 'tap "Pagar con Alipay"',
    recovered: 'the third-party pay page opens',
    prepare: (page) => visible(button(page, 'Pagar con Alipay')),
    fire: (page) => button(page, 'Pagar con Alipay').click(),
    expectRecovered: (page) => expect(page).toHaveURL(/^https:\/\/pay\.example\.com\/alipay\/checkout/),
  },

  // ---- complaint ----
  {
    route: `${paths.complaint}?orderId=MX24050007`,
    call: 'complaint-init',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the order card and the problem types',
    expectRecovered: (page) => visible(button(page, 'Pagos y reembolsos')),
  },
  {
    route: `${paths.complaintForm}?problemType=2&orderNo=MX24050007&orderId=MX24050007`,
    call: 'complaint-save',
    kind: 'action',
    nullDataIsSuccess: true,
    trigger: 'type a description, tap "Enviar"',
    recovered: 'the success modal',
    prepare: (page) =>
      page.getByRole('textbox', { name: 'Descripción' }).fill('El pago no aparece en la app.'),
    fire: (page) => button(page, 'Enviar').click(),
    expectRecovered: (page) => visible(page.getByRole('dialog')),
  },
  {
    route: `${paths.complaintForm}?problemType=2&orderNo=MX24050007&orderId=MX24050007`,
    call: 'upload-image',
    kind: 'action',
    trigger: 'type a description, pick a photo',
    recovered: 'the photo is attached',
    prepare: (page) => page.getByRole('textbox', { name: 'Descripción' }).fill('Adjunto el comprobante.'),
    fire: (page) =>
      page
        .getByLabel('Añadir imagen')
        .setInputFiles({ name: 'recibo.png', mimeType: 'image/png', buffer: png(32, [200, 40, 40]) }),
    expectRecovered: (page) => visible(page.getByRole('img', { name: /^Imagen adjunta 1$/ })),
  },
  {
    route: paths.complaintList,
    call: 'complaint-list',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the tabs and items',
    expectRecovered: (page) => visible(page.getByRole('tab', { name: 'Pendientes' })),
  },
  {
    route: `${paths.complaintDetails}?problemId=MX1002`,
    call: 'complaint-details',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the complaint and its result',
    expectRecovered: (page) => visible(heading(page, 'Resultado de la gestión')),
  },

  // ---- registration ----
  {
    route: LANDING,
    call: 'channel-template',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the template subtitle',
    expectRecovered: templateShown,
  },
  {
    route: LANDING,
    call: 'get-sid',
    kind: 'load',
    trigger: 'on load',
    recovered: 'the captcha picture',
    retry: (page) => button(page, 'Cargar la imagen de nuevo').click(),
    expectRecovered: landingRecovered,
  },
  {
    route: LANDING,
    call: 'track-visit',
    kind: 'beacon',
    trigger: 'on load',
    recovered: 'the landing works as usual',
    expectRecovered: landingRecovered,
  },
  {
    route: LANDING,
    call: 'get-sms',
    kind: 'action',
    nullDataIsSuccess: true,
    trigger: 'fill phone and captcha, tap "Obtener código"',
    recovered: 'the code is sent and the countdown runs',
    prepare: (page) => fillLanding(page, false),
    fire: (page) => button(page, 'Obtener código').click(),
    expectRecovered: (page) =>
      visible(page.getByRole('button', { name: /^Puedes pedir otro código en \d+ segundos$/ })),
  },
  {
    route: LANDING,
    call: 'register',
    kind: 'action',
    nullDataIsSuccess: true,
    trigger: 'fill phone, captcha, SMS code; tap "Solicitar ahora"',
    recovered: 'the download page',
    prepare: (page) => fillLanding(page, true),
    fire: (page) => button(page, 'Solicitar ahora').click(),
    expectRecovered: onDownloadPage,
  },
  {
    route: LANDING,
    call: 'track-click',
    kind: 'beacon',
    trigger: 'fill the form, tap "Solicitar ahora"',
    recovered: 'registration carries on to the download page',
    prepare: (page) => fillLanding(page, true),
    fire: (page) => button(page, 'Solicitar ahora').click(),
    expectRecovered: onDownloadPage,
  },
  {
    route: `${paths.downloadTemplate}?id=2&app_from=ad&user_from=fb&utm_tag=spring`,
    call: 'channel-template',
    kind: 'load',
    trigger: 'on load',
    recovered: "the template's app name",
    expectRecovered: (page) => visible(heading(page, 'Préstamo Plus', 1)),
  },
];
