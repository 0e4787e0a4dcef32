import { HttpResponse, type HttpHandler } from 'msw';
import type { DemoContext } from '../endpoint';
import { codeFail, endpoint, readBody } from '../endpoint';
import {
  bankCardsFixture,
  cardRepayMessage,
  repayRecordIdFor,
  repayTokenFor,
  thirdPartyPayUrl,
} from '../fixtures/repayment-card';

/** contract §3: the old card flow succeeds with code "00". */
const cardOk = (data: unknown) => HttpResponse.json({ code: '00', message: 'success', data });
const forced = (ctx: DemoContext) =>
  ctx.code ? codeFail(ctx.code, cardRepayMessage(ctx.code, ctx.market)) : null;

export const cardRepayHandlers: HttpHandler[] = [
  endpoint('cardRepaymentWay', async ({ request }, ctx) => {
    const refused = forced(ctx);
    if (refused) return refused;
    const body = await readBody(request);
    return cardOk({
      // Flag `alipay=0` hides the third-party option.
      alipay: ctx.scenario.flags.alipay === '0' ? 0 : 1,
      repayToken: repayTokenFor(body.orderId ?? ''),
      bankCards: bankCardsFixture(ctx.market),
    });
  }),
  endpoint('cardRepaymentCommit', async ({ request }, ctx) => {
    const refused = forced(ctx);
    if (refused) return refused;
    const body = await readBody(request);
    if (!body.cardId || !body.repayToken) return codeFail('1001', cardRepayMessage('1001', ctx.market));
    // Flag `needValid=0` skips the SMS step (default: a code is sent).
    return cardOk({
      needValid: ctx.scenario.flags.needValid === '0' ? 0 : 1,
      repayRecordId: repayRecordIdFor(body.orderId ?? '', body.sendMsg ?? '0'),
    });
  }),
  endpoint('cardRepaymentThirdParty', async ({ request }, ctx) => {
    const refused = forced(ctx);
    if (refused) return refused;
    const body = await readBody(request);
    return cardOk({ url: thirdPartyPayUrl(body.orderId ?? '') });
  }),
  endpoint('cardRepaymentConfirm', async ({ request }, ctx) => {
    const refused = forced(ctx);
    if (refused) return refused;
    const body = await readBody(request);
    if ((body.verifyCode ?? '').length < 6) return codeFail('800006', cardRepayMessage('800006', ctx.market));
    return cardOk(null);
  }),
];
