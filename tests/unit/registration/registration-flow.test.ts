import {
  applyBlocker,
  initialRegistration,
  registrationReducer,
  smsBlocker,
  Step,
  type RegistrationAction,
  type RegistrationState,
} from '@/features/registration/model/registration-flow';

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
    expect(run(type('phone', '1391234567')).step).toBe(Step.Phone);
    expect(run(type('phone', '13912345678')).step).toBe(Step.Captcha);
    expect(run(type('phone', '13912345678'), { type: 'sms-sent' }).step).toBe(Step.Sms);
    expect(run(type('phone', '13912345678'), { type: 'sms-sent' }, { type: 'registered' }).step).toBe(
      Step.Done,
    );
  });

  it('goes back when the phone changes after the code was sent', () => {
    const sent = run(type('phone', '13912345678'), { type: 'sms-sent' });
    expect(registrationReducer(sent, type('phone', '13912345679')).step).toBe(Step.Captcha);
    expect(registrationReducer(sent, type('phone', '1391234567')).step).toBe(Step.Phone);
    expect(registrationReducer(sent, type('phone', '13912345678')).step).toBe(Step.Sms);
  });

  it('clears a field error when that field changes, not another', () => {
    const invalid = run({ type: 'field-invalid', field: 'captcha' });
    expect(registrationReducer(invalid, type('phone', '1')).invalid).toBe('captcha');
    expect(registrationReducer(invalid, type('captcha', '1')).invalid).toBeNull();
  });

  it('refreshes the picture only with a session, with a new stamp, and forgets the typed captcha', () => {
    expect(run({ type: 'captcha-refreshed', stamp: 5 }).captchaImage).toEqual({ status: 'loading' });
    const ready = run({ type: 'sid-loaded', sid: 's1', stamp: 100 }, type('captcha', 'ab12'));
    const refreshed = registrationReducer(ready, { type: 'captcha-refreshed', stamp: 200 });
    expect(refreshed.captchaImage).toEqual({ status: 'ready', sid: 's1', stamp: 200 });
    expect(refreshed.captcha).toBe('');
  });

  it('a refresh in the same millisecond still makes a new picture url', () => {
    const ready = run({ type: 'sid-loaded', sid: 's1', stamp: 100 });
    const refreshed = registrationReducer(ready, { type: 'captcha-refreshed', stamp: 100 });
    expect(refreshed.captchaImage).toEqual({ status: 'ready', sid: 's1', stamp: 101 });
  });

  it('names the first field that blocks sending and applying', () => {
    expect(smsBlocker(run())).toBe('phone');
    expect(smsBlocker(run(type('phone', '13912345678')))).toBe('captcha');
    expect(smsBlocker(run(type('phone', '13912345678'), type('captcha', '1234')))).toBe('captcha');
    const ready = run(type('phone', '13912345678'), type('captcha', '1234'), {
      type: 'sid-loaded',
      sid: 's',
      stamp: 1,
    });
    expect(smsBlocker(ready)).toBeNull();
    expect(applyBlocker(ready)).toBe('smsCode');
    expect(applyBlocker(registrationReducer(ready, type('smsCode', '1')))).toBeNull();
  });
});
