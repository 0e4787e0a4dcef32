import type { HttpHandler } from 'msw';
import {
  api,
  codeFail,
  codeOk,
  endpoint,
  loanFail,
  loanOk,
  readBody,
  wealthApi,
  type Market,
} from '../endpoint';
import {
  contractFixture,
  demoOrderId,
  loanConfirmFixture,
  loanDetailsFixture,
  orderListFixture,
  productFixture,
  recommendListFixture,
  DEMO_PRODUCT_ID,
} from '../fixtures/loan';
import { withKeyFacts } from '../fixtures/key-facts';

const say = (market: Market, es: string, en: string) => (market === 'in' ? en : es);

/** A scenario business code (`code=<call>:<code>`) becomes a refusal with a message. */
const refused = (market: Market, what: [string, string], code: string) =>
  loanFail(say(market, `${what[0]} (código ${code})`, `${what[1]} (code ${code})`), code);

export const loanHandlers: HttpHandler[] = [
  endpoint('customer-contact', 'post', wealthApi('/customer/contact'), (_info, { market }) =>
    codeOk(
      market === 'in'
        ? { phone: '+91 80 4718 2200', va: '1800 102 4455', email: 'care@cashloan.in' }
        : { phone: '+52 55 4162 8800', va: '800 953 1100', email: 'ayuda@prestamo.mx' },
    ),
  ),

  // The scenario flag `pop=1` asks for the spec §4 refresh; the isType=1 reload always answers isNeedPop 0.
  endpoint('confirm-data', 'post', api('/v3/loan-confirm/loan-detail-confirm'), async ({ request }, ctx) => {
    if (ctx.code)
      return refused(ctx.market, ['No pudimos cargar tu oferta', 'We could not load your offer'], ctx.code);
    const { productId, isType } = await readBody(request);
    const needPop = isType !== '1' && ctx.scenario.flags.pop === '1';
    // contract §7: the lender's key facts ride with the offer; the flag `keyFacts` trims them (see withKeyFacts).
    const offer = loanConfirmFixture(ctx.market, productId, needPop);
    const orderId = demoOrderId(ctx.market, productId ?? DEMO_PRODUCT_ID);
    return loanOk(withKeyFacts(ctx.market, offer, orderId, ctx.scenario.flags.keyFacts));
  }),

  endpoint('confirm-submit', 'post', api('/v3/loan-confirm/loan-detail-push'), async ({ request }, ctx) => {
    if (ctx.code)
      return refused(
        ctx.market,
        ['No pudimos enviar tu solicitud', 'We could not send your application'],
        ctx.code,
      );
    const { productId = DEMO_PRODUCT_ID, amount, periods } = await readBody(request);
    if (!amount || !periods)
      return loanFail(say(ctx.market, 'Faltan datos de la solicitud', 'The application is incomplete'));
    const query = new URLSearchParams({ productId, orderId: demoOrderId(ctx.market, productId) });
    return loanOk({ lendDetailsUrl: `#/loanDetails?${query.toString()}` });
  }),

  // Status from the scenario (default 174); isScore from the flag `score`; `periods=<n>` plans n instalments;
  // `coolingOff=<n>` (issue 19): a 174 loan paid out n days ago (1 if not a number), within its cooling-off.
  endpoint('loan-details', 'post', api('/v3/loan-details/loan-details'), async ({ request }, ctx) => {
    if (ctx.code)
      return refused(ctx.market, ['No pudimos cargar tu préstamo', 'We could not load your loan'], ctx.code);
    const { productId, orderId } = await readBody(request);
    const status = ctx.scenario.status ?? '174';
    const { score, periods, coolingOff } = ctx.scenario.flags;
    const daysAgo = Number(coolingOff);
    const disbursedDaysAgo =
      coolingOff === undefined
        ? undefined
        : Number.isFinite(daysAgo) && coolingOff.trim() !== ''
          ? Math.min(Math.max(Math.trunc(daysAgo), 0), 30)
          : 1;
    return loanOk(
      loanDetailsFixture(
        ctx.market,
        productId,
        orderId,
        status,
        score === '1',
        Number(periods ?? 1),
        disbursedDaysAgo,
      ),
    );
  }),

  endpoint('rating', 'post', api('/v3/loan-details/google-score'), async ({ request }, ctx) => {
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

  endpoint('order-list', 'post', api('/v3/order/order-list'), (_info, ctx) => {
    if (ctx.code)
      return refused(
        ctx.market,
        ['No pudimos cargar tus préstamos', 'We could not load your loans'],
        ctx.code,
      );
    if (ctx.scenario.flags.orders === '0') return loanOk({ list: [] });
    return loanOk(orderListFixture(ctx.market));
  }),

  endpoint('product', 'post', api('/v3/product/detail'), async ({ request }, ctx) => {
    if (ctx.code)
      return refused(
        ctx.market,
        ['No pudimos cargar el producto', 'We could not load the product'],
        ctx.code,
      );
    const { productId } = await readBody(request);
    return loanOk(productFixture(ctx.market, productId));
  }),

  endpoint('recommend-list', 'post', api('/v3/product/recommend-list'), (_info, ctx) => {
    if (ctx.code)
      return refused(
        ctx.market,
        ['No pudimos cargar los productos', 'We could not load the products'],
        ctx.code,
      );
    return loanOk(recommendListFixture(ctx.market));
  }),

  endpoint('bind-card', 'post', api('/v3/bank/bind-card'), async ({ request }, ctx) => {
    if (ctx.code)
      return refused(ctx.market, ['El banco rechazó la tarjeta', 'The bank declined the card'], ctx.code);
    const { bankName, cardNo, holderName } = await readBody(request);
    if (!bankName?.trim() || !holderName?.trim())
      return loanFail(say(ctx.market, 'Faltan datos de la tarjeta', 'Card details are missing'));
    if (!/^\d{12,19}$/.test(cardNo ?? ''))
      return loanFail(say(ctx.market, 'Número de tarjeta inválido', 'Invalid card number'));
    return loanOk({ cardNo: `**** ${cardNo!.slice(-4)}` });
  }),

  // The flag `periods=<n>` serves a contract in n instalments (for /agony), dated like the loan details.
  endpoint('contract-detail', 'get', wealthApi('/contract/detail'), (_info, ctx) => {
    if (ctx.code)
      return codeFail(
        ctx.code,
        say(ctx.market, 'No pudimos cargar el contrato', 'We could not load the contract'),
      );
    const orderNo = ctx.query.get('orderNo') ?? undefined;
    const instalments = Number(ctx.scenario.flags.periods ?? 1);
    return codeOk(contractFixture(ctx.market, orderNo, instalments, ctx.scenario.status));
  }),
];
