import type { HttpHandler } from 'msw';
import { profileFor } from '@/config/market-profile';
import { codeFail, codeOk, endpoint, loanFail, loanOk, readBody, type Market } from '../endpoint';
import { bookOrder, nextOrderId } from '../fixtures/order-book';
import {
  contractFixture,
  demoOrderState,
  confirmDemoLoan,
  loanConfirmFixture,
  loanDetailsFixture,
  orderListFixture,
  productFixture,
  recommendListFixture,
  DEMO_PRODUCT_ID,
} from '../fixtures/loan';
import { withKeyFacts } from '../fixtures/key-facts';
import { BARE_PRODUCTS } from '../fixtures/offers';

const say = (market: Market, es: string, en: string) => (market === 'in' ? en : es);

/** A scenario business code (`code=<call>:<code>`) becomes a refusal with a message. */
const refused = (market: Market, what: [string, string], code: string) =>
  loanFail(say(market, `${what[0]} (código ${code})`, `${what[1]} (code ${code})`), code);

export const loanHandlers: HttpHandler[] = [
  // One support number per market: the lender's profile's, as on every page that names one.
  endpoint('customerContact', (_info, { market }) => {
    const { phone, email } = profileFor(market).support;
    return codeOk({ phone, va: phone, email });
  }),

  // The scenario flag `pop=1` asks for the spec §4 refresh; the isType=1 reload always answers isNeedPop 0.
  endpoint('loanConfirm', async ({ request }, ctx) => {
    if (ctx.code)
      return refused(ctx.market, ['No pudimos cargar tu oferta', 'We could not load your offer'], ctx.code);
    const { productId, isType } = await readBody(request);
    const needPop = isType !== '1' && ctx.scenario.flags.pop === '1';
    // contract §7: the lender's key facts ride with the offer; the flag `keyFacts` trims them (see withKeyFacts).
    const offer = loanConfirmFixture(ctx.market, productId, needPop);
    const loan = confirmDemoLoan(ctx.market, productId);
    // The order this offer's Apply creates (order-book.ts).
    const product = productFixture(ctx.market, productId).productId;
    const orderId = nextOrderId(ctx.market, product);
    // A product that sends only the spec's fields sends no key facts either: its statement cannot be
    // completed, and the page refuses to sign it (the demo's incomplete offer, contract §10).
    if (BARE_PRODUCTS.has(product)) return loanOk(offer);
    return loanOk(withKeyFacts(loan, offer, orderId, ctx.scenario.flags.keyFacts));
  }),

  endpoint('loanConfirmSubmit', async ({ request }, ctx) => {
    if (ctx.code)
      return refused(
        ctx.market,
        ['No pudimos enviar tu solicitud', 'We could not send your application'],
        ctx.code,
      );
    const { productId: asked = DEMO_PRODUCT_ID, amount, periods } = await readBody(request);
    if (!amount || !periods)
      return loanFail(say(ctx.market, 'Faltan datos de la solicitud', 'The application is incomplete'));
    // Apply makes a new order of the offer confirmed (the product's): paid out today, on the offer's plan.
    // (A repeated Idempotency-Key replays this answer and makes none: endpoint.ts.)
    const productId = productFixture(ctx.market, asked).productId;
    const order = bookOrder(ctx.market, productId);
    const query = new URLSearchParams({ productId, orderId: order.orderId });
    return loanOk({ lendDetailsUrl: `#/loanDetails?${query.toString()}` });
  }),

  // Status from the scenario (default 174); isScore from the flag `score`; `periods` and `coolingOff` as
  // demoOrderFlags reads them.
  endpoint('loanDetails', async ({ request }, ctx) => {
    if (ctx.code)
      return refused(ctx.market, ['No pudimos cargar tu préstamo', 'We could not load your loan'], ctx.code);
    const body = await readBody(request);
    const order = demoOrderState(ctx.market, body, ctx.scenario);
    return loanOk(
      loanDetailsFixture(
        ctx.market,
        order.productId,
        order.orderId,
        order.status,
        ctx.scenario.flags.score === '1',
        order.instalments,
        order.disbursedDaysAgo,
      ),
    );
  }),

  endpoint('rating', async ({ request }, ctx) => {
    if (ctx.code)
      return refused(
        ctx.market,
        ['No pudimos guardar tu calificación', 'We could not save your rating'],
        ctx.code,
      );
    const score = Number((await readBody(request)).score);
    if (!Number.isInteger(score) || score < 1 || score > 5)
      return loanFail(say(ctx.market, 'Calificación inválida', 'Invalid rating'));
    return loanOk(null);
  }),

  endpoint('orderList', (_info, ctx) => {
    if (ctx.code)
      return refused(
        ctx.market,
        ['No pudimos cargar tus préstamos', 'We could not load your loans'],
        ctx.code,
      );
    if (ctx.scenario.flags.orders === '0') return loanOk({ list: [] });
    return loanOk(orderListFixture(ctx.market, ctx.scenario));
  }),

  endpoint('product', async ({ request }, ctx) => {
    if (ctx.code)
      return refused(
        ctx.market,
        ['No pudimos cargar el producto', 'We could not load the product'],
        ctx.code,
      );
    const { productId } = await readBody(request);
    return loanOk(productFixture(ctx.market, productId));
  }),

  endpoint('recommendList', (_info, ctx) => {
    if (ctx.code)
      return refused(
        ctx.market,
        ['No pudimos cargar los productos', 'We could not load the products'],
        ctx.code,
      );
    return loanOk(recommendListFixture(ctx.market));
  }),

  endpoint('bindCard', async ({ request }, ctx) => {
    if (ctx.code)
      return refused(ctx.market, ['El banco rechazó la tarjeta', 'The bank declined the card'], ctx.code);
    const { bankName, cardNo, holderName } = await readBody(request);
    if (!bankName?.trim() || !holderName?.trim())
      return loanFail(say(ctx.market, 'Faltan datos de la tarjeta', 'Card details are missing'));
    if (!/^\d{12,19}$/.test(cardNo ?? ''))
      return loanFail(say(ctx.market, 'Número de tarjeta inválido', 'Invalid card number'));
    return loanOk({ cardNo: `**** ${cardNo!.slice(-4)}` });
  }),

  // The order's contract, planned and dated like its loan details (the same scenario flags).
  endpoint('contract', (_info, ctx) => {
    if (ctx.code)
      return codeFail(
        ctx.code,
        say(ctx.market, 'No pudimos cargar el contrato', 'We could not load the contract'),
      );
    const orderNo = ctx.query.get('orderNo') ?? undefined;
    const order = demoOrderState(ctx.market, { orderId: orderNo }, ctx.scenario);
    return codeOk(
      contractFixture(
        ctx.market,
        order.orderId,
        order.instalments,
        order.status,
        order.disbursedDaysAgo,
        order.offered,
      ),
    );
  }),
];
