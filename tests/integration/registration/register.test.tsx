import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { REGISTERED_DEMO_PHONES, WRONG_DEMO_SMS_CODE } from '@/demo/fixtures/registration';
import { server } from '@/demo/node';
import { formBody, recordRequests } from '../../support/record-requests';
import {
  applyButton,
  captchaInput,
  captchaSession,
  consentBox,
  fieldError,
  fillForm,
  LANDING,
  NEW_PHONE,
  openLanding,
  phoneInput,
  smsCodeInput,
  toastText,
} from './helpers';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

const SAME_QUERY = { id: '2', app_from: 'fb', user_from: 'ad7', utm_tag: 'spring', links_id: '9' };
const queryOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

afterEach(() => {
  delete (window as { fbq?: unknown }).fbq;
});

describe('registration: apply', () => {
  it('tracks the click, registers with every field, then goes to the download page with the same query', async () => {
    const fbq = vi.fn();
    (window as { fbq?: unknown }).fbq = fbq;
    const log = recordRequests(server);
    const { user, router } = await openLanding(`${LANDING}&invite_code=INV42`, {
      pageQuery: '?deviceId=dev-7',
    });
    const { sid, answer } = await captchaSession();
    await fillForm(user, { captcha: answer, smsCode: '123456' });
    await user.click(applyButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.downloadTemplate));
    expect(toastText()).toBe('Registro exitoso');
    expect(fbq).toHaveBeenCalledWith('track', 'CompleteRegistration');
    expect(queryOf(router.state.location.search)).toEqual({ ...SAME_QUERY, invite_code: 'INV42' });

    const sent = log.requests.map((request) => request.url.pathname);
    expect(sent.indexOf(calls.trackClick.path)).toBeLessThan(sent.indexOf(calls.register.path));
    const [click] = log.to(calls.trackClick);
    expect(click!.method).toBe('GET');
    expect(Object.fromEntries(click!.url.searchParams)).toEqual({
      deviceId: 'dev-7',
      type: '2',
      page_id: '2',
      user_from: 'ad7',
      client_type: 'android',
      page_type: '1',
      utm_tag: 'spring',
      app_from: 'fb',
      phone: NEW_PHONE,
    });
    const [registration] = log.to(calls.register);
    expect(registration!.method).toBe('POST');
    expect(registration!.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(formBody(registration!.body)).toEqual({
      phone: NEW_PHONE,
      capcode: answer,
      sid,
      deviceId: 'dev-7',
      appName: 'Préstamo Plus',
      merchantNumber: '0',
      userName: NEW_PHONE,
      smsCode: '123456',
      invite_code: 'INV42',
      user_from: 'ad7',
      id: '2',
      app_from: 'fb',
      utm_tag: 'spring',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Préstamo Plus' })).toBeInTheDocument();
  });

  it('registers without any ad pixel on the page', async () => {
    const { user, router } = await openLanding();
    await fillForm(user, { smsCode: '123456' });
    await user.click(applyButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.downloadTemplate));
    expect(toastText()).toBe('Registro exitoso');
  });

  it('code 11: says the number is registered and goes to the download page', async () => {
    const { user, router } = await openLanding();
    await fillForm(user, { phone: REGISTERED_DEMO_PHONES.mx, smsCode: '123456' });
    await user.click(applyButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.downloadTemplate));
    expect(toastText()).toBe('Ya estás registrado. Descarga la app e inicia sesión.');
    expect(queryOf(router.state.location.search)).toEqual(SAME_QUERY);
  });

  it('code -1: refreshes the captcha and shows the message, keeping the phone and SMS code', async () => {
    const { user, router } = await openLanding();
    const before = await captchaSession();
    await fillForm(user, { captcha: before.answer === '1111' ? '2222' : '1111', smsCode: '123456' });
    await user.click(applyButton());
    await waitFor(() => expect(toastText()).toBe('El código de la imagen es incorrecto'));
    const after = await captchaSession();
    expect(after.stamp).not.toBe(before.stamp);
    expect(captchaInput()).toHaveValue('');
    expect(captchaInput()).toHaveFocus();
    expect(phoneInput()).toHaveValue(NEW_PHONE);
    expect(smsCodeInput()).toHaveValue('123456');
    expect(router.state.location.pathname).toBe(paths.agreementTemplate);
    expect(applyButton()).toBeEnabled();
  });

  it('another code shows the server message and stays', async () => {
    const { user, router } = await openLanding();
    await fillForm(user, { smsCode: WRONG_DEMO_SMS_CODE });
    await user.click(applyButton());
    await waitFor(() => expect(toastText()).toBe('El código SMS es incorrecto'));
    expect(router.state.location.pathname).toBe(paths.agreementTemplate);
    expect(applyButton()).toBeEnabled();
  });

  it('a network failure shows the connection error, keeps everything typed, and the next tap works', async () => {
    server.use(onCall(calls.register, () => HttpResponse.error(), { once: true }));
    const { user, router } = await openLanding();
    const { answer } = await captchaSession();
    await fillForm(user, { captcha: answer, smsCode: '123456' });
    await user.click(applyButton());
    await waitFor(() => expect(toastText()).toBe('Error de conexión. Inténtalo de nuevo.'));
    expect(phoneInput()).toHaveValue(NEW_PHONE);
    expect(captchaInput()).toHaveValue(answer);
    expect(smsCodeInput()).toHaveValue('123456');
    await user.click(applyButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.downloadTemplate));
  });

  it('a trackClick failure does not stop the registration', async () => {
    server.use(onCall(calls.trackClick, () => HttpResponse.error()));
    const { user, router } = await openLanding();
    await fillForm(user, { smsCode: '123456' });
    await user.click(applyButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.downloadTemplate));
  });

  it('a double tap sends one register request, and the button is disabled while it runs', async () => {
    const log = recordRequests(server);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      onCall(calls.register, async () => {
        await gate;
        return HttpResponse.json({ code: 0, message: 'ok' });
      }),
    );
    const { user, router } = await openLanding();
    await fillForm(user, { smsCode: '123456' });
    const button = applyButton();
    await user.dblClick(button);
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Enviando…');
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.downloadTemplate));
    expect(log.to(calls.register)).toHaveLength(1);
    expect(log.to(calls.trackClick)).toHaveLength(1);
  });

  it('needs the phone, the image captcha, the consent and the SMS code, in that order', async () => {
    const log = recordRequests(server);
    const { user } = await openLanding();
    const { answer } = await captchaSession();
    await user.click(applyButton());
    expect(fieldError(phoneInput())).toBe('Ingresa correctamente tu número de celular: 10 dígitos.');
    await user.type(phoneInput(), NEW_PHONE);
    await user.click(applyButton());
    expect(fieldError(captchaInput())).toBe('Ingresa correctamente el código de la imagen.');
    await user.type(captchaInput(), answer);
    await user.click(applyButton());
    expect(fieldError(consentBox())).toBe(
      'Marca la casilla para continuar: sin tu consentimiento no podemos usar tu número.',
    );
    expect(consentBox()).toHaveFocus();
    await user.click(consentBox());
    await user.click(applyButton());
    expect(fieldError(smsCodeInput())).toBe('Ingresa correctamente el código que te llegó por SMS.');
    expect(smsCodeInput()).toHaveFocus();
    await user.keyboard('1');
    expect(fieldError(smsCodeInput())).toBe('');
    expect(log.to(calls.register)).toHaveLength(0);
    expect(log.to(calls.trackClick)).toHaveLength(0);
  });

  it('honours a business code forced by the demo scenario (code=register:-1)', async () => {
    document.cookie = 'demo_scenario=code%3Dregister%3A-1; path=/';
    const { user } = await openLanding();
    await fillForm(user, { smsCode: '123456' });
    await user.click(applyButton());
    await waitFor(() => expect(toastText()).toBe('El código de la imagen es incorrecto'));
    expect(captchaInput()).toHaveValue('');
  });
});
