import type { CallDescription } from './call-description';

/**
 * Every backend call the app makes (contract §3), as plain data, each once. Its API function sends it
 * (features/<name>/api), the route table marks a data page's first call with it, and index.html sends that
 * first call with the page from the same description (src/lib/http/call.ts). Plain data with relative
 * imports only: the build reads it in Node.
 */

/** A productId and an orderId of letters, digits, `_` and `-`: without them a repay page makes no call. */
const ORDER_ID = '^[\\w-]{1,64}$';
/** Any value at all: without one the page makes no call. */
const PRESENT = '[\\s\\S]';

const loanPage = (path: string, fields: readonly string[], repeatable: boolean) =>
  ({ client: 'json', method: 'POST', path, fields, repeatable }) as const satisfies CallDescription;

const wealth = (
  method: 'GET' | 'POST',
  path: string,
  fields: readonly string[],
  repeatable: boolean,
  extra: Partial<CallDescription> = {},
) =>
  ({
    client: 'form',
    method,
    service: 'wealth',
    path,
    fields,
    repeatable,
    ...extra,
  }) as const satisfies CallDescription;

const form = (method: 'GET' | 'POST', path: string, fields: readonly string[], repeatable: boolean) =>
  ({ client: 'form', method, path, fields, repeatable }) as const satisfies CallDescription;

export const calls = {
  // Loan pages: the JSON client, POST, envelope { success, code?, message?, data }.
  /** A read of the offer, POST or not: spec §4 itself sends it again (the 5.5 s reload). */
  loanConfirm: loanPage('/v3/loan-confirm/loan-detail-confirm', ['productId'], true),
  /** spec §4: the reload adds isType=1. */
  loanConfirmReload: {
    ...loanPage('/v3/loan-confirm/loan-detail-confirm', ['productId'], true),
    fixed: { isType: 1 },
  },
  /** Applies for the loan: never sent twice unasked. */
  loanConfirmSubmit: loanPage(
    '/v3/loan-confirm/loan-detail-push',
    ['amount', 'periods', 'termUnit', 'productId'],
    false,
  ),
  loanDetails: loanPage('/v3/loan-details/loan-details', ['productId', 'orderId'], true),
  rating: loanPage('/v3/loan-details/google-score', ['score'], false),
  orderList: loanPage('/v3/order/order-list', [], true),
  product: loanPage('/v3/product/detail', ['productId'], true),
  recommendList: loanPage('/v3/product/recommend-list', [], true),
  bindCard: loanPage('/v3/bank/bind-card', ['productId', 'bankName', 'cardNo', 'holderName'], false),
  /** A read of what is due; paying is generate-vcode, on /carpmm. */
  repayDetail: {
    ...loanPage('/v3/installment/loan-play-detail', ['productId', 'orderId'], true),
    requiredPattern: ORDER_ID,
  },
  /** A read of the extension's terms. */
  delayDetail: {
    ...loanPage('/v3/installment/loan-play-delay-detail', ['productId', 'orderId'], true),
    requiredPattern: ORDER_ID,
  },
  /** Issues a payment reference: one per intent (contract §8). */
  generateVoucher: loanPage(
    '/v3/loan-details/generate-vcode',
    ['productId', 'orderId', 'amount', 'payCode', 'requestType'],
    false,
  ),

  // Wealth service: the form client, under VITE_WEALTH_BASE_PATH, envelope { code, message, data }.
  contract: wealth('GET', '/contract/detail', ['orderNo'], true),
  /** spec §7: payload overall=30. */
  customerContact: wealth('POST', '/customer/contact', [], true, { fixed: { overall: 30 } }),
  /** spec §3: problem types, the order and the order list; the complaint is made by save. */
  complaintInit: wealth('POST', '/complaint/init', ['orderId'], true, { dropEmpty: true }),
  complaintDetails: wealth('POST', '/complaint/details', ['problemId'], true, {
    requiredPattern: PRESENT,
  }),
  complaintList: wealth('POST', '/complaint/list', [], true),
  complaintSave: wealth(
    'POST',
    '/complaint/save',
    ['problemType', 'problemSonType', 'problemDetail', 'problemImage', 'orderNo'],
    false,
  ),
  complaintUploadImage: wealth('POST', '/complaint/upload-image', [], false, { multipart: true }),

  // Registration and promotion: the form client, the spec's paths.
  channelTemplate: form('GET', '/api/v2/youmi/service/channel/channel-template', ['templateId'], true),
  trackVisit: form(
    'GET',
    '/api/v2/youmi/promotion/track-visit',
    ['page_id', 'user_from', 'client_type', 'page_type', 'utm_tag', 'app_from'],
    true,
  ),
  trackClick: form(
    'GET',
    '/api/v2/youmi/promotion/track-click',
    ['page_id', 'user_from', 'client_type', 'page_type', 'utm_tag', 'app_from', 'phone'],
    true,
  ),
  /** A captcha session: a new one is harmless. */
  getSid: form('GET', '/api/v2/youmi/promotion/get-sid', [], true),
  /**
   * The captcha's picture for a session id: the page's `<img>` loads it (captchaImageUrl), not the transport,
   * so it carries no session query; described here so that it too has one name and one path.
   */
  captcha: form('GET', '/api/v2/youmi/promotion/get-captcha', ['sid', 'a'], true),
  sendSms: form(
    'POST',
    '/api/v2/youmi/promotion/get-sms',
    ['phone', 'capcode', 'sid', 'deviceId', 'appName', 'app_from', 'user_from', 'utm_tag'],
    false,
  ),
  register: form(
    'POST',
    '/api/v2/youmi/promotion/register',
    [
      'phone',
      'capcode',
      'sid',
      'deviceId',
      'appName',
      'merchantNumber',
      'userName',
      'smsCode',
      'invite_code',
      'user_from',
      'id',
      'app_from',
      'utm_tag',
    ],
    false,
  ),

  // The old card repayment: the form client, POST {VITE_API_BASE_URL}/service/loan/..., success code "00".
  cardRepaymentWay: form('POST', '/service/loan/repayment-way', ['orderId', 'amount'], true),
  cardRepaymentCommit: form(
    'POST',
    '/service/loan/repayment-commit',
    ['amount', 'bankName', 'cardId', 'cardNo', 'couponId', 'orderId', 'repayToken', 'bankCode', 'sendMsg'],
    false,
  ),
  cardRepaymentThirdParty: form(
    'POST',
    '/service/loan/repayment-huichao',
    ['userId', 'orderId', 'amount'],
    false,
  ),
  cardRepaymentConfirm: form(
    'POST',
    '/service/loan/repayment-confirm',
    ['orderId', 'verifyCode', 'repaymentRecordId'],
    false,
  ),
} as const satisfies Record<string, CallDescription>;
