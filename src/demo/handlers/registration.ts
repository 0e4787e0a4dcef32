import { HttpResponse, type HttpHandler } from 'msw';
import { codeFail, codeOk, endpoint, readBody, type DemoContext } from '../endpoint';
import {
  demoCaptchaFor,
  demoRegistrationText,
  demoTemplate,
  isDemoPhone,
  isRegisteredDemoPhone,
  nextDemoSid,
  WRONG_DEMO_SMS_CODE,
} from '../fixtures/registration';
import { captchaSvg } from '../images';

const sameCaptcha = (typed: string | undefined, sid: string | undefined) =>
  Boolean(sid) && (typed ?? '').trim().toLowerCase() === demoCaptchaFor(sid!).toLowerCase();

/** A business code forced by the scenario (`code=sendSms:101`), answered with a message in the market's language. */
function forcedCode({ code, market }: DemoContext, messages: Record<string, string>) {
  if (code === undefined) return undefined;
  if (code === '0') return codeOk(null, demoRegistrationText(market).ok);
  return codeFail(code, messages[code] ?? demoRegistrationText(market).refused);
}

/** spec §7: the registration landing's calls (contract §3: the form client). */
export const registrationHandlers: HttpHandler[] = [
  endpoint('channelTemplate', (_info, ctx) => {
    const text = demoRegistrationText(ctx.market);
    if (ctx.code !== undefined && ctx.code !== '0') return codeFail(ctx.code, text.refused);
    const template = demoTemplate(ctx.query.get('templateId'), ctx.market);
    return template ? codeOk(template) : codeFail(1, text.templateMissing);
  }),

  endpoint('trackVisit', () => codeOk(null)),

  endpoint('getSid', (_info, ctx) =>
    ctx.code !== undefined && ctx.code !== '0'
      ? codeFail(ctx.code, demoRegistrationText(ctx.market).refused)
      : codeOk({ sid: nextDemoSid() }),
  ),

  // The demo draws the right answer in the picture, so anyone can try the flow.
  endpoint('captcha', (_info, { query }) => {
    const sid = query.get('sid');
    return new HttpResponse(captchaSvg(sid ? demoCaptchaFor(sid) : '----'), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
    });
  }),

  endpoint('sendSms', async ({ request }, ctx) => {
    const text = demoRegistrationText(ctx.market);
    const forced = forcedCode(ctx, { '101': text.wrongCaptcha, '11': text.registered });
    if (forced) return forced;
    const body = await readBody(request);
    if (!isDemoPhone(body.phone)) return codeFail(1, text.badPhone);
    if (!sameCaptcha(body.capcode, body.sid)) return codeFail(101, text.wrongCaptcha);
    if (isRegisteredDemoPhone(body.phone)) return codeFail(11, text.registered);
    return codeOk(null, text.sent);
  }),

  endpoint('trackClick', () => codeOk(null)),

  endpoint('register', async ({ request }, ctx) => {
    const text = demoRegistrationText(ctx.market);
    const forced = forcedCode(ctx, { '-1': text.wrongCaptcha, '11': text.registered });
    if (forced) return forced;
    const body = await readBody(request);
    if (!isDemoPhone(body.phone)) return codeFail(1, text.badPhone);
    if (!sameCaptcha(body.capcode, body.sid)) return codeFail(-1, text.wrongCaptcha);
    if (isRegisteredDemoPhone(body.phone)) return codeFail(11, text.registered);
    if (!body.smsCode || body.smsCode === WRONG_DEMO_SMS_CODE) return codeFail(2, text.wrongSmsCode);
    return codeOk(null, text.ok);
  }),
];
