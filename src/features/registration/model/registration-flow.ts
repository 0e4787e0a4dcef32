import { CAPTCHA_MAX_LENGTH, SMS_CODE_MAX_LENGTH } from '../config';
import type { PhoneRule } from './phone-rule';

/*
 * The registration flow (conventions: a step enum, typed actions and a reducer, like Bluesky's signup).
 * The three fields sit on one form (spec §2), and the step says how far the visitor got:
 * phone → captcha (a valid phone, next the image code and the SMS) → sms (a code was sent) → done.
 * The phone rule is the market's (./phone-rule.ts): the reducer and the checks are built for one rule.
 */
export const Step = { Phone: 'phone', Captcha: 'captcha', Sms: 'sms', Done: 'done' } as const;
export type Step = (typeof Step)[keyof typeof Step];

export type Field = 'phone' | 'captcha' | 'smsCode';
/** What can stop a send or an application: a field's rule, or the privacy consent not given. */
export type Blocker = Field | 'consent';

/** The image captcha: its session id and the timestamp that makes each refresh a new image. */
export type CaptchaState =
  | { status: 'loading' }
  | { status: 'ready'; sid: string; stamp: number }
  | { status: 'failed'; error: unknown };

export interface RegistrationState {
  step: Step;
  /** The phone as the field shows it (separators and a pasted prefix included); `phoneNumber` reads it. */
  phone: string;
  captcha: string;
  smsCode: string;
  /**
   * The visitor agreed, after the privacy notice, that the lender may use the number (Mexico's LFPDPPP,
   * India's DPDP Act): unticked until they tick it, and needed before a code is sent or they register.
   */
  consent: boolean;
  /** When the captcha picture was last asked for: a new picture of the same session needs a new url. */
  captchaStamp: number;
  /** What stopped the last send or application; cleared when it changes. */
  invalid: Blocker | null;
}

export type RegistrationAction =
  | { type: 'field-changed'; field: Field; value: string }
  | { type: 'field-invalid'; field: Blocker }
  | { type: 'consent-changed'; value: boolean }
  /** The phone field was left: a valid number is shown as the clean digits that will be sent. */
  | { type: 'phone-settled' }
  | { type: 'captcha-refreshed'; stamp: number }
  | { type: 'sms-sent' }
  | { type: 'registered' };

const digitsOnly = (raw: string) => raw.replace(/\D/g, '');
/** spec §5: the image captcha is capped at 4 characters (letters or digits, no spaces). */
export const captchaValue = (raw: string) => raw.replace(/\s/g, '').slice(0, CAPTCHA_MAX_LENGTH);
/** spec §5: the SMS code is capped at 6. */
export const smsCodeValue = (raw: string) => digitsOnly(raw).slice(0, SMS_CODE_MAX_LENGTH);

/** The number the phone field holds, as checked and sent. */
export const phoneNumber = (state: RegistrationState, rule: PhoneRule) => rule.number(state.phone);
export const isValidPhone = (state: RegistrationState, rule: PhoneRule) =>
  rule.isValid(phoneNumber(state, rule));
export const isValidCaptcha = (captcha: string) => captcha.length > 0;
export const isValidSmsCode = (smsCode: string) => smsCode.length > 0;

/** spec §4: the form resets on entry, so each visit starts here. */
export const initialRegistration: RegistrationState = {
  step: Step.Phone,
  phone: '',
  captcha: '',
  smsCode: '',
  consent: false,
  captchaStamp: 0,
  invalid: null,
};

function stepAfterPhone(state: RegistrationState, next: RegistrationState, rule: PhoneRule): Step {
  if (state.step === Step.Done) return Step.Done;
  if (!isValidPhone(next, rule)) return Step.Phone;
  // A code sent to the number stays valid while the number is unchanged, however it is written.
  return state.step === Step.Sms && phoneNumber(next, rule) === phoneNumber(state, rule)
    ? Step.Sms
    : Step.Captcha;
}

/** The flow's reducer for one phone rule (the market's, or the spec's). */
export function createRegistrationReducer(rule: PhoneRule) {
  const capField: Record<Field, (raw: string) => string> = {
    phone: rule.keep,
    captcha: captchaValue,
    smsCode: smsCodeValue,
  };
  return function registrationReducer(
    state: RegistrationState,
    action: RegistrationAction,
  ): RegistrationState {
    switch (action.type) {
      case 'field-changed': {
        const value = capField[action.field](action.value);
        const invalid = state.invalid === action.field ? null : state.invalid;
        if (action.field !== 'phone') return { ...state, [action.field]: value, invalid };
        const next = { ...state, phone: value, invalid };
        return { ...next, step: stepAfterPhone(state, next, rule) };
      }
      case 'phone-settled': {
        const number = phoneNumber(state, rule);
        return rule.isValid(number) && number !== state.phone ? { ...state, phone: number } : state;
      }
      case 'field-invalid':
        return { ...state, invalid: action.field };
      case 'consent-changed':
        return {
          ...state,
          consent: action.value,
          invalid: state.invalid === 'consent' ? null : state.invalid,
        };
      case 'captcha-refreshed':
        // A new image makes the typed code stale. Two taps in one millisecond still need two urls, or
        // the browser keeps the old picture.
        return { ...state, captcha: '', captchaStamp: Math.max(action.stamp, state.captchaStamp + 1) };
      case 'sms-sent':
        return { ...state, step: Step.Sms };
      case 'registered':
        return { ...state, step: Step.Done };
    }
  };
}

/**
 * What first stops the SMS from being sent (spec §5: phone, then the image captcha), then the consent: no
 * code goes to a number the visitor has not agreed the lender may use (docs/departures.md).
 */
export function smsBlocker(state: RegistrationState, rule: PhoneRule, captchaReady: boolean): Blocker | null {
  if (!isValidPhone(state, rule)) return 'phone';
  if (!isValidCaptcha(state.captcha) || !captchaReady) return 'captcha';
  if (!state.consent) return 'consent';
  return null;
}

/** What first stops the application (spec §5: phone, image captcha, SMS code; and the consent). */
export function applyBlocker(
  state: RegistrationState,
  rule: PhoneRule,
  captchaReady: boolean,
): Blocker | null {
  return smsBlocker(state, rule, captchaReady) ?? (isValidSmsCode(state.smsCode) ? null : 'smsCode');
}
