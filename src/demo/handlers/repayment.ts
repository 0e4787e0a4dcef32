import type { HttpHandler } from 'msw';
import { endpoint, loanFail, loanOk, readBody, refusedMessage, type Market } from '../endpoint';
import type { DemoScenario } from '@/config/demo-scenario';
import { demoOrderState } from '../fixtures/loan';
import {
  delayDetailFixture,
  repayDetailFixture,
  voucherFixture,
  type DemoOrderQuery,
} from '../fixtures/repayment';

/** The order of the request, on the scenario's timeline, as loan details shows it. */
const orderQuery = (
  market: Market,
  body: { productId?: string; orderId?: string },
  scenario: DemoScenario,
): DemoOrderQuery => demoOrderState(market, body, scenario);

const missingOrder = (market: string) =>
  loanFail(market === 'in' ? 'The loan could not be found.' : 'No encontramos el préstamo.', 404);

export const repaymentHandlers: HttpHandler[] = [
  endpoint('repayDetail', async ({ request }, ctx) => {
    if (ctx.code) return loanFail(refusedMessage(ctx.language, 'repayDetail', ctx.code), ctx.code);
    const body = await readBody(request);
    if (!body.productId || !body.orderId) return missingOrder(ctx.market);
    return loanOk(repayDetailFixture(ctx.market, orderQuery(ctx.market, body, ctx.scenario)));
  }),
  endpoint('delayDetail', async ({ request }, ctx) => {
    if (ctx.code) return loanFail(refusedMessage(ctx.language, 'delayDetail', ctx.code), ctx.code);
    const body = await readBody(request);
    if (!body.productId || !body.orderId) return missingOrder(ctx.market);
    return loanOk(delayDetailFixture(ctx.market, orderQuery(ctx.market, body, ctx.scenario)));
  }),
  endpoint('generateVoucher', async ({ request }, ctx) => {
    if (ctx.code) return loanFail(refusedMessage(ctx.language, 'generateVoucher', ctx.code), ctx.code);
    const body = await readBody(request);
    if (!body.orderId || !body.payCode || !['1', '2'].includes(body.requestType ?? '')) {
      return missingOrder(ctx.market);
    }
    const voucher = voucherFixture(
      ctx.market,
      {
        payCode: body.payCode,
        requestType: body.requestType ?? '1',
        amount: body.amount ?? '0',
        orderId: body.orderId,
        productId: body.productId,
      },
      { remoteBarcode: ctx.scenario.flags.barcode === 'remote' },
    );
    if (!voucher) {
      return loanFail(
        ctx.market === 'in'
          ? 'This payment method is not available.'
          : 'Este método de pago no está disponible.',
        3001,
      );
    }
    return loanOk(voucher);
  }),
];
