import type { Locator, Page, Request } from '@playwright/test';
import type { DemoEndpoint } from '../../src/config/demo-scenario';
import { test, expect, openRoute } from './fixtures';
import { readCaptcha } from './matrix/page-checks';
import { ENDPOINT_PATHS } from './matrix/table';

/**
 * A double tap on any submit sends exactly one request. Every call is slowed by the demo `delay`
 * scenario so the first request is still in flight when the second tap lands; requests are counted in the
 * browser with page.on('request').
 */

const DELAY_MS = 1200;

interface Case {
  name: string;
  route: string;
  call: DemoEndpoint;
  /** Brings the page to the moment before the tap (forms filled). Returns the control to tap. */
  prepare: (page: Page) => Promise<Locator>;
  /** What the one request leads to. */
  done: (page: Page) => Promise<void>;
}

const CAPTCHA_IMAGE = 'Código de verificación. Toca para cambiarlo';

async function fillLanding(page: Page, smsCode: boolean) {
  await page.getByRole('textbox', { name: 'Número de celular' }).fill('5512345678');
  await page
    .getByRole('textbox', { name: 'Código de la imagen' })
    .fill(await readCaptcha(page, CAPTCHA_IMAGE));
  if (smsCode) await page.getByRole('textbox', { name: 'Código SMS' }).fill('123456');
  // No code is sent and no one registered without the privacy consent.
  await page.getByRole('checkbox', { name: /^He leído el aviso de privacidad y acepto que/ }).check();
}

async function toSmsStep(page: Page) {
  await page.getByRole('radio', { name: 'BBVA México terminada en 3377' }).check();
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verificación por SMS' })).toBeVisible();
}

const CASES: Case[] = [
  {
    name: 'loan push',
    route: '/confirmLoan?productId=7',
    call: 'confirm-submit',
    prepare: async (page) => {
      // The agreement starts unticked: taking the loan is a deliberate tick.
      await page.getByRole('checkbox', { name: 'He leído y acepto el contrato de préstamo' }).check();
      return page.getByRole('button', { name: /^Solicitar \$/ });
    },
    done: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Detalles del préstamo' })).toBeVisible(),
  },
  {
    name: 'card repayment commit',
    route: '/cardRepay?orderId=MX24050007&amount=345000',
    call: 'repayment-commit',
    prepare: async (page) => {
      await page.getByRole('radio', { name: 'BBVA México terminada en 3377' }).check();
      return page.getByRole('button', { name: 'Pagar', exact: true });
    },
    done: (page) => expect(page.getByRole('heading', { name: 'Verificación por SMS' })).toBeVisible(),
  },
  {
    name: 'card repayment confirm',
    route: '/cardRepay?orderId=MX24050007&amount=345000',
    call: 'repayment-confirm',
    prepare: async (page) => {
      await toSmsStep(page);
      await page.getByRole('textbox', { name: 'Código de verificación' }).fill('123456');
      return page.getByRole('button', { name: 'Confirmar pago' });
    },
    done: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Detalles del préstamo' })).toBeVisible(),
  },
  {
    name: 'complaint save',
    route: '/complainPageNext?problemType=2&orderNo=MX24050007&orderId=MX24050007',
    call: 'complaint-save',
    prepare: async (page) => {
      await page.getByRole('textbox', { name: 'Descripción' }).fill(`Doble toque ${Date.now()}`);
      return page.getByRole('button', { name: 'Enviar' });
    },
    done: (page) => expect(page.getByRole('dialog', { name: 'Queja enviada' })).toBeVisible(),
  },
  {
    name: 'registration get-sms',
    route: '/agreementTemplate?id=1&app_from=ad&user_from=fb&utm_tag=spring',
    call: 'get-sms',
    prepare: async (page) => {
      await fillLanding(page, false);
      return page.getByRole('button', { name: 'Obtener código' });
    },
    done: (page) =>
      expect(page.getByRole('button', { name: /^Puedes pedir otro código en \d+ segundos$/ })).toBeVisible(),
  },
  {
    name: 'registration register',
    route: '/agreementTemplate?id=1&app_from=ad&user_from=fb&utm_tag=spring',
    call: 'register',
    prepare: async (page) => {
      await fillLanding(page, true);
      return page.getByRole('button', { name: 'Solicitar ahora' });
    },
    done: (page) => expect(page).toHaveURL(/#\/downloadTemplate\?/),
  },
  {
    name: 'bind card',
    route: '/bindCard?productId=7',
    call: 'bind-card',
    prepare: async (page) => {
      await page.getByRole('textbox', { name: 'Banco' }).fill('BBVA México');
      await page.getByRole('textbox', { name: 'Nombre del titular' }).fill('Ana López');
      await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4111111111111111');
      return page.getByRole('button', { name: 'Vincular tarjeta' });
    },
    done: (page) => expect(page.getByRole('heading', { name: 'Tarjeta vinculada' })).toBeVisible(),
  },
];

/** The writes of the money journeys (confirm, card repayment, registration): scripts/ci-summary.ts. */
const MONEY_CALLS = new Set<DemoEndpoint>([
  'confirm-submit',
  'repayment-commit',
  'repayment-confirm',
  'get-sms',
  'register',
]);

function countCalls(page: Page, call: DemoEndpoint): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(ENDPOINT_PATHS[call])) seen.push(request);
  });
  return seen;
}

const TAPS: Record<string, (page: Page, target: Locator) => Promise<void>> = {
  'a double click': (_page, target) => target.dblclick(),
  'two taps with no wait': async (page, target) => {
    await target.scrollIntoViewIfNeeded();
    const box = (await target.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // Two full clicks back to back, without waiting for anything the page does in between.
    await Promise.all([page.mouse.click(x, y), page.mouse.click(x, y)]);
  },
};

for (const item of CASES) {
  for (const [how, tap] of Object.entries(TAPS)) {
    const money = MONEY_CALLS.has(item.call) ? ' @money' : '';
    test(`${item.name}: ${how} sends one ${item.call} request${money}`, async ({
      page,
      scenario,
      pageErrors,
    }) => {
      await scenario({ delayMs: DELAY_MS });
      const calls = countCalls(page, item.call);
      await openRoute(page, item.route);
      const target = await item.prepare(page);
      await expect(target).toBeEnabled();
      expect(calls, 'no request before the tap').toHaveLength(0);

      await tap(page, target);
      await item.done(page);
      // Any late second request would have been sent by now.
      await page.waitForTimeout(DELAY_MS);
      expect(calls.map((request) => request.url())).toHaveLength(1);
      expect(pageErrors).toEqual([]);
    });
  }
}
