import { CAPTCHA_MAX_LENGTH, PHONE_MAX_LENGTH, PHONE_PATTERN, SMS_CODE_MAX_LENGTH } from '../config';

/*
 * The registration flow (conventions: a step enum, typed actions and a reducer, like Bluesky's signup).
 * The three fields sit on one form (spec §2), and the step says how far the visitor got:
 * phone → captcha (a valid phone, next the image code and the SMS) → sms (a code was sent) → done.
 */
export const Step = { Phone: 'phone', Captcha: 'captcha', Sms: 'sms', Done: 'done' } as const;
export type Step = (typeof Step)[keyof typeof Step];

export type Field = 'phone' | 'captcha' | 'smsCode';

/** The image captcha: its session id and the timestamp that makes each refresh a new image. */
export type CaptchaState =
  { status: 'loading' } | { status: 'ready'; sid: string; stamp: number } | { status: 'failed' };

export interface RegistrationState {
  step: Step;
  phone: string;
  captcha: string;
  smsCode: string;
  captchaImage: CaptchaState;
  /** The field whose rule failed last; cleared when that field changes. */
  invalid: Field | null;
}

export type RegistrationAction =
  | { type: 'field-changed'; field: Field; value: string }
  | { type: 'field-invalid'; field: Field }
  | { type: 'sid-requested' }
  | { type: 'sid-loaded'; sid: string; stamp: number }
  | { type: 'sid-failed' }
  | { type: 'captcha-refreshed'; stamp: number }
  | { type: 'sms-sent' }
  | { type: 'registered' };

const digitsOnly = (raw: string) => raw.replace(/\D/g, '');

/** spec §5: the phone keeps digits only, at most 11. */
export const phoneValue = (raw: string) => digitsOnly(raw).slice(0, PHONE_MAX_LENGTH);
/** spec §5: the image captcha is capped at 4 characters (letters or digits, no spaces). */
export const captchaValue = (raw: string) => raw.replace(/\s/g, '').slice(0, CAPTCHA_MAX_LENGTH);
/** spec §5: the SMS code is capped at 6. */
export const smsCodeValue = (raw: string) => digitsOnly(raw).slice(0, SMS_CODE_MAX_LENGTH);

export const isValidPhone = (phone: string) => PHONE_PATTERN.test(phone);
export const isValidCaptcha = (captcha: string) => captcha.length > 0;
export const isValidSmsCode = (smsCode: string) => smsCode.length > 0;

const capField: Record<Field, (raw: string) => string> = {
  phone: phoneValue,
  captcha: captchaValue,
  smsCode: smsCodeValue,
};

/** spec §4: the form resets on entry, so each visit starts here. */
export const initialRegistration: RegistrationState = {
  step: Step.Phone,
  phone: '',
  captcha: '',
  smsCode: '',
  captchaImage: { status: 'loading' },
  invalid: null,
};

function stepAfterPhone(state: RegistrationState, phone: string): Step {
  if (state.step === Step.Done) return Step.Done;
  if (!isValidPhone(phone)) return Step.Phone;
  // A code sent to the number stays valid while the number is unchanged.
  return state.step === Step.Sms && phone === state.phone ? Step.Sms : Step.Captcha;
}

export function registrationReducer(state: RegistrationState, action: RegistrationAction): RegistrationState {
  switch (action.type) {
    case 'field-changed': {
      const value = capField[action.field](action.value);
      const invalid = state.invalid === action.field ? null : state.invalid;
      if (action.field === 'phone')
        return { ...state, phone: value, step: stepAfterPhone(state, value), invalid };
      return { ...state, [action.field]: value, invalid };
    }
    case 'field-invalid':
      return { ...state, invalid: action.field };
    case 'sid-requested':
      return { ...state, captchaImage: { status: 'loading' } };
    case 'sid-loaded':
      return { ...state, captchaImage: { status: 'ready', sid: action.sid, stamp: action.stamp } };
    case 'sid-failed':
      return { ...state, captchaImage: { status: 'failed' } };
    case 'captcha-refreshed':
      // A new image makes the typed code stale.
      if (state.captchaImage.status !== 'ready') return state;
      // Two taps in one millisecond still need two urls, or the browser keeps the old picture.
      return {
        ...state,
        captcha: '',
        captchaImage: { ...state.captchaImage, stamp: Math.max(action.stamp, state.captchaImage.stamp + 1) },
      };
    case 'sms-sent':
      return { ...state, step: Step.Sms };
    case 'registered':
      return { ...state, step: Step.Done };
  }
}

/** The first field that stops the SMS from being sent (spec §5: phone, then the image captcha). */
export function smsBlocker(state: RegistrationState): Field | null {
  if (!isValidPhone(state.phone)) return 'phone';
  if (!isValidCaptcha(state.captcha) || state.captchaImage.status !== 'ready') return 'captcha';
  return null;
}

/** The first field that stops the application (spec §5: phone, image captcha, SMS code). */
export function applyBlocker(state: RegistrationState): Field | null {
  return smsBlocker(state) ?? (isValidSmsCode(state.smsCode) ? null : 'smsCode');
}
