/** spec §5, §9: registration limits and the codes of spec §7, §8 (the phone's rule: model/phone-rule.ts). */
export const CAPTCHA_MAX_LENGTH = 4;
export const SMS_CODE_MAX_LENGTH = 6;
/** spec §4: the resend countdown runs from 60 to 1 in 1 s steps. */
export const SMS_COUNTDOWN_SECONDS = 60;

export const PROMOTION_CODE = {
  ok: '0',
  alreadyRegistered: '11',
  wrongSmsCaptcha: '101',
  wrongRegisterCaptcha: '-1',
} as const;

/** track-visit / track-click: page_type=1 is the registration landing (spec §7). */
export const LANDING_PAGE_TYPE = 1;
/** Sent as appName when the template names no app. */
export const DEFAULT_APP_NAME = 'CashLoan';
/** Download page: how long the app scheme gets before the store link takes over. */
export const STORE_FALLBACK_MS = 1500;
