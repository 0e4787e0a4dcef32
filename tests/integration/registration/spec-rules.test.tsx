import { screen, waitFor } from '@testing-library/react';
import { demoCaptchaFor, REGISTERED_DEMO_PHONES } from '@/demo/fixtures/registration';
import { server } from '@/demo/node';
import { recordRequests } from '../../support/record-requests';
import { setEnv } from '../../support/settings';
import {
  applyButton,
  captchaImage,
  captchaInput,
  fieldError,
  fillForm,
  openLanding,
  phoneInput,
  sendButton,
  toastText,
} from './helpers';

/**
 * VITE_REGISTRATION_RULES=spec: the spec's literal phone rule (`1[3-9]\d{9}`, 11 digits) and its Chinese
 * messages, the setting of two recorded departures. The form reads the setting as it renders.
 */
beforeEach(() => {
  setEnv({ registrationRules: 'spec' });
});

describe("registration with the spec's rule and texts", () => {
  it('takes 11 digits starting 1 then 3-9, with the Chinese messages, in both languages', async () => {
    const log = recordRequests(server);
    const { user } = await openLanding();
    expect(phoneInput()).toHaveAttribute('maxlength', '11');
    expect(phoneInput()).toHaveAttribute('placeholder', '11 dígitos');
    await user.click(sendButton());
    expect(fieldError(phoneInput())).toBe('请正确输入手机号！');
    await user.type(phoneInput(), '5512345678');
    await user.click(sendButton());
    expect(fieldError(phoneInput())).toBe('请正确输入手机号！');
    await user.clear(phoneInput());
    await user.type(phoneInput(), '139-1234-5678 99');
    expect(phoneInput()).toHaveValue('13912345678');
    await user.click(sendButton());
    expect(fieldError(captchaInput())).toBe('请正确输入图形验证码！');
    await user.clear(phoneInput());
    await fillForm(user, { phone: '13912345678' });
    await user.click(sendButton());
    await waitFor(() => expect(toastText()).toBe('验证码已发送，请在手机上查看！'));
    await user.click(sendButton());
    expect(toastText()).toBe('请勿重复发送验证码!');
    await user.click(applyButton());
    expect(toastText()).toBe('请勿重复发送验证码!');
    expect(fieldError(screen.getByLabelText('Código SMS'))).toBe('请正确输入短信验证码！');
    await user.type(screen.getByLabelText('Código SMS'), '123456');
    await user.click(applyButton());
    await waitFor(() => expect(toastText()).toBe('注册成功'));
    expect(new URLSearchParams(log.to('/register')[0]!.body).get('phone')).toBe('13912345678');
  });

  it("says the spec's already-registered text in English too", async () => {
    const { user } = await openLanding(undefined, { pageQuery: '?type=1' });
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('placeholder', '11 digits');
    await user.type(screen.getByLabelText('Mobile number'), REGISTERED_DEMO_PHONES.spec);
    const image = await captchaImage('Verification code. Tap to change it');
    await user.type(
      screen.getByLabelText('Code in the picture'),
      demoCaptchaFor(new URL(image.src).searchParams.get('sid')!),
    );
    // The spec's rules keep the privacy consent: no setting skips it (docs/departures.md).
    await user.click(screen.getByRole('checkbox', { name: /^I have read the privacy notice/ }));
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(toastText()).toBe('您已注册,请直接下载APP登录！'));
  });
});
