import { phoneRule } from '@/features/registration/model/phone-rule';
import {
  applyBlocker,
  createRegistrationReducer,
  initialRegistration,
  phoneNumber,
  smsBlocker,
  Step,
  type RegistrationAction,
  type RegistrationState,
} from '@/features/registration/model/registration-flow';

const mexico = phoneRule(2, 'market');
const registrationReducer = createRegistrationReducer(mexico);
const run = (...actions: RegistrationAction[]) =>
  actions.reduce<RegistrationState>(registrationReducer, initialRegistration);
const type = (field: 'phone' | 'captcha' | 'smsCode', value: string): RegistrationAction => ({
  type: 'field-changed',
  field,
  value,
});

describe('registration flow reducer', () => {
  it('moves phone → captcha → sms → done', () => {
    expect(run().step).toBe(Step.Phone);
    expect(run(type('phone', '551234567')).step).toBe(Step.Phone);
    expect(run(type('phone', '5512345678')).step).toBe(Step.Captcha);
    expect(run(type('phone', '5512345678'), { type: 'sms-sent' }).step).toBe(Step.Sms);
    expect(run(type('phone', '5512345678'), { type: 'sms-sent' }, { type: 'registered' }).step).toBe(
      Step.Done,
    );
  });

  it('goes back when the phone changes after the code was sent', () => {
    const sent = run(type('phone', '5512345678'), { type: 'sms-sent' });
    expect(registrationReducer(sent, type('phone', '5512345679')).step).toBe(Step.Captcha);
    expect(registrationReducer(sent, type('phone', '551234567')).step).toBe(Step.Phone);
    expect(registrationReducer(sent, type('phone', '5512345678')).step).toBe(Step.Sms);
  });

  it('clears a field error when that field changes, not another', () => {
    const invalid = run({ type: 'field-invalid', field: 'captcha' });
    expect(registrationReducer(invalid, type('phone', '1')).invalid).toBe('captcha');
    expect(registrationReducer(invalid, type('captcha', '1')).invalid).toBeNull();
  });

  it('refreshes the picture with a new stamp, and forgets the typed captcha', () => {
    const typed = run({ type: 'captcha-refreshed', stamp: 100 }, type('captcha', 'ab12'));
    const refreshed = registrationReducer(typed, { type: 'captcha-refreshed', stamp: 200 });
    expect(refreshed.captchaStamp).toBe(200);
    expect(refreshed.captcha).toBe('');
  });

  it('a refresh in the same millisecond still makes a new picture url', () => {
    const first = run({ type: 'captcha-refreshed', stamp: 100 });
    expect(registrationReducer(first, { type: 'captcha-refreshed', stamp: 100 }).captchaStamp).toBe(101);
  });

  it('names the first field that blocks sending and applying', () => {
    expect(smsBlocker(run(), mexico, true)).toBe('phone');
    expect(smsBlocker(run(type('phone', '5512345678')), mexico, true)).toBe('captcha');
    const typed = run(type('phone', '5512345678'), type('captcha', '1234'));
    // Without a captcha session the typed code cannot be checked.
    expect(smsBlocker(typed, mexico, false)).toBe('captcha');
    // The privacy consent, unticked at first, comes after the captcha.
    expect(typed.consent).toBe(false);
    expect(smsBlocker(typed, mexico, true)).toBe('consent');
    expect(applyBlocker(typed, mexico, true)).toBe('consent');
    const agreed = registrationReducer(typed, { type: 'consent-changed', value: true });
    expect(smsBlocker(agreed, mexico, true)).toBeNull();
    expect(applyBlocker(agreed, mexico, true)).toBe('smsCode');
    expect(applyBlocker(registrationReducer(agreed, type('smsCode', '1')), mexico, true)).toBeNull();
  });

  it('clears the consent message once the box changes', () => {
    const refused = run({ type: 'field-invalid', field: 'consent' });
    expect(refused.invalid).toBe('consent');
    expect(registrationReducer(refused, { type: 'consent-changed', value: true }).invalid).toBeNull();
    const otherRefused = run({ type: 'field-invalid', field: 'phone' });
    expect(registrationReducer(otherRefused, { type: 'consent-changed', value: true }).invalid).toBe('phone');
  });

  it('keeps a code sent while the same number is only written another way', () => {
    const sent = run(type('phone', '55 1234 5678'), { type: 'sms-sent' });
    expect(registrationReducer(sent, type('phone', '+52 55-1234-5678')).step).toBe(Step.Sms);
    expect(registrationReducer(sent, type('phone', '+52 55-1234-5679')).step).toBe(Step.Captcha);
  });

  it('shows a valid number as its clean digits once the field is left, and leaves an invalid one', () => {
    const pasted = run(type('phone', '+52 (55) 1234-5678'));
    expect(pasted.phone).toBe('+52 (55) 1234-5678');
    expect(phoneNumber(pasted, mexico)).toBe('5512345678');
    expect(registrationReducer(pasted, { type: 'phone-settled' }).phone).toBe('5512345678');
    const partial = run(type('phone', '+52 55 1234'));
    expect(registrationReducer(partial, { type: 'phone-settled' })).toBe(partial);
  });

  it("India's rule refuses a number that does not start with 6-9", () => {
    const india = phoneRule(1, 'market');
    const reduce = createRegistrationReducer(india);
    const typed = (phone: string) => reduce(initialRegistration, type('phone', phone));
    expect(typed('9876543210').step).toBe(Step.Captcha);
    expect(typed('+91 98765 43210').step).toBe(Step.Captcha);
    expect(typed('5876543210').step).toBe(Step.Phone);
    expect(smsBlocker(typed('5876543210'), india, true)).toBe('phone');
  });

  it("the spec's rule (VITE_REGISTRATION_RULES=spec) takes 11 digits starting 1, then 3-9", () => {
    const spec = phoneRule(2, 'spec');
    const reduce = createRegistrationReducer(spec);
    const typed = (phone: string) => reduce(initialRegistration, type('phone', phone));
    expect(typed('13912345678').step).toBe(Step.Captcha);
    expect(typed('139-1234-5678 99').phone).toBe('13912345678');
    expect(typed('5512345678').step).toBe(Step.Phone);
  });
});
