import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { REGISTERED_DEMO_PHONES } from '@/demo/fixtures/registration';
import { server } from '@/demo/node';
import { formBody, recordRequests } from '../../support/record-requests';
import {
  captchaImage,
  captchaInput,
  captchaSession,
  fieldError,
  fillForm,
  LANDING,
  NEW_PHONE,
  openLanding,
  phoneInput,
  sendButton,
  smsCodeInput,
  toastText,
} from './helpers';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

const withFakeTimers = () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return { userEventOptions: { advanceTimers: vi.advanceTimersByTime } };
};

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('registration: get the SMS code', () => {
  it('sends phone, captcha, sid and the promotion fields form-encoded, with the session query', async () => {
    const log = recordRequests(server);
    const { user } = await openLanding(LANDING, { pageQuery: '?deviceId=dev-7&sessionId=s-1' });
    const { sid, answer } = await captchaSession();
    await fillForm(user, { captcha: answer });
    await user.click(sendButton());
    await waitFor(() => expect(toastText()).toBe('Te enviamos el código. Revisa los SMS de tu celular.'));

    const [request] = log.to(calls.sendSms);
    expect(request!.method).toBe('POST');
    expect(request!.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(request!.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(formBody(request!.body)).toEqual({
      phone: NEW_PHONE,
      capcode: answer,
      sid,
      deviceId: 'dev-7',
      appName: 'Préstamo Plus',
      app_from: 'fb',
      user_from: 'ad7',
      utm_tag: 'spring',
    });
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      deviceId: 'dev-7',
      sessionId: 's-1',
      type: '2',
    });
  });

  it('leaves out what it does not have (no device id, no campaign fields, no template app name)', async () => {
    const log = recordRequests(server);
    const { user } = await openLanding(paths.agreementTemplate);
    await fillForm(user, {});
    await user.click(sendButton());
    await waitFor(() => expect(log.to(calls.sendSms)).toHaveLength(1));
    const body = formBody(log.to(calls.sendSms)[0]!.body);
    expect(Object.keys(body).sort()).toEqual(['appName', 'capcode', 'phone', 'sid']);
    expect(body.appName).toBe('CashLoan');
    expect(log.to(calls.channelTemplate)).toHaveLength(0);
  });

  it('counts down from 60 to 1 in 1 s steps, blocks resending meanwhile, then offers the code again', async () => {
    const options = withFakeTimers();
    const log = recordRequests(server);
    const { user } = await openLanding(LANDING, options);
    await fillForm(user, {});
    await user.click(sendButton());
    await waitFor(() => expect(toastText()).toBe('Te enviamos el código. Revisa los SMS de tu celular.'));
    expect(smsCodeInput()).toHaveFocus();

    // Step the clock in 100 ms slices and record every label with the (fake) time it appeared: each value
    // must show, in order, about a second apart. shouldAdvanceTime adds a little real time to the clock, so
    // the spacing is checked with a margin rather than at exact instants.
    const button = sendButton();
    const labels = [button.textContent];
    const shownAt = [Date.now()];
    while (button.textContent !== 'Obtener código' && labels.length <= 62) {
      await tick(100);
      if (button.textContent === labels.at(-1)) continue;
      labels.push(button.textContent);
      shownAt.push(Date.now());
      expect(button.getAttribute('aria-label')).toBe(
        button.textContent === 'Obtener código'
          ? null
          : `Puedes pedir otro código en ${button.textContent!.replace(' s', '')} segundos`,
      );
      if (button.textContent === '30 s') {
        await user.click(button);
        expect(toastText()).toBe('Ya te enviamos un código. Espera a que termine la cuenta para pedir otro.');
        expect(log.to(calls.sendSms)).toHaveLength(1);
      }
    }
    expect(labels).toEqual([
      ...Array.from({ length: 60 }, (_, index) => `${60 - index} s`),
      'Obtener código',
    ]);
    for (let index = 1; index < shownAt.length; index += 1) {
      expect(shownAt[index]! - shownAt[index - 1]!).toBeGreaterThan(850);
      expect(shownAt[index]! - shownAt[index - 1]!).toBeLessThan(1250);
    }
    expect(sendButton()).toHaveAccessibleName('Obtener código');

    await user.click(sendButton());
    await waitFor(() => expect(log.to(calls.sendSms)).toHaveLength(2));
    await waitFor(() => expect(sendButton()).toHaveTextContent('60 s'));
  });

  it('blocks resending right after a send, before the first tick', async () => {
    const options = withFakeTimers();
    const log = recordRequests(server);
    const { user } = await openLanding(LANDING, options);
    await fillForm(user, {});
    await user.click(sendButton());
    await waitFor(() => expect(sendButton()).toHaveTextContent('60 s'));
    await user.click(sendButton());
    expect(toastText()).toBe('Ya te enviamos un código. Espera a que termine la cuenta para pedir otro.');
    expect(log.to(calls.sendSms)).toHaveLength(1);
  });

  it('code 101: shows the server message and refreshes the captcha', async () => {
    const log = recordRequests(server);
    const { user } = await openLanding();
    const before = await captchaSession();
    await fillForm(user, { captcha: before.answer === '1111' ? '2222' : '1111' });
    await user.click(sendButton());
    await waitFor(() => expect(toastText()).toBe('El código de la imagen es incorrecto'));
    const after = await captchaSession();
    expect(after.sid).toBe(before.sid);
    expect(after.stamp).not.toBe(before.stamp);
    expect(captchaInput()).toHaveValue('');
    expect(phoneInput()).toHaveValue(NEW_PHONE);
    expect(sendButton()).toHaveTextContent('Obtener código');
    expect(log.to(calls.sendSms)).toHaveLength(1);
  });

  it('code 11: says the number is registered and goes to the download page with the same query', async () => {
    const { user, router } = await openLanding();
    await fillForm(user, { phone: REGISTERED_DEMO_PHONES.mx });
    await user.click(sendButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.downloadTemplate));
    expect(toastText()).toBe('Ya estás registrado. Descarga la app e inicia sesión.');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      id: '2',
      app_from: 'fb',
      user_from: 'ad7',
      utm_tag: 'spring',
      links_id: '9',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Préstamo Plus' })).toBeInTheDocument();
  });

  it('another code shows the server message (or a general one when it sends none)', async () => {
    server.use(
      onCall(calls.sendSms, () =>
        HttpResponse.json({ code: 7, message: 'Demasiados intentos, espera una hora' }),
      ),
    );
    const { user } = await openLanding();
    await fillForm(user, {});
    await user.click(sendButton());
    await waitFor(() => expect(toastText()).toBe('Demasiados intentos, espera una hora'));
    expect(sendButton()).toHaveTextContent('Obtener código');

    server.use(onCall(calls.sendSms, () => HttpResponse.json({ code: '5' })));
    await user.click(sendButton());
    await waitFor(() =>
      expect(toastText()).toBe('El servidor no pudo atender la solicitud. Inténtalo de nuevo.'),
    );
  });

  it('a network failure shows the connection error and keeps what was typed', async () => {
    server.use(onCall(calls.sendSms, () => HttpResponse.error()));
    const { user } = await openLanding();
    const { answer } = await captchaSession();
    await fillForm(user, { captcha: answer });
    await user.click(sendButton());
    await waitFor(() => expect(toastText()).toBe('Error de conexión. Inténtalo de nuevo.'));
    expect(phoneInput()).toHaveValue(NEW_PHONE);
    expect(captchaInput()).toHaveValue(answer);
    expect(sendButton()).toBeEnabled();
  });

  it('needs a valid phone, then the image captcha, before sending anything', async () => {
    const log = recordRequests(server);
    const { user } = await openLanding();
    await captchaImage();

    await user.click(sendButton());
    expect(fieldError(phoneInput())).toBe('Ingresa correctamente tu número de celular: 10 dígitos.');
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneInput()).toHaveFocus();

    await user.type(phoneInput(), '1512345678'); // no Mexican area code starts with 1
    await user.click(sendButton());
    expect(fieldError(phoneInput())).toBe('Ingresa correctamente tu número de celular: 10 dígitos.');

    await user.clear(phoneInput());
    await user.type(phoneInput(), NEW_PHONE);
    expect(fieldError(phoneInput())).toBe('');
    await user.click(sendButton());
    expect(fieldError(captchaInput())).toBe('Ingresa correctamente el código de la imagen.');
    expect(captchaInput()).toHaveFocus();
    expect(log.to(calls.sendSms)).toHaveLength(0);
  });

  it('one tap sends one request while the first is in flight', async () => {
    const log = recordRequests(server);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      onCall(calls.sendSms, async () => {
        await gate;
        return HttpResponse.json({ code: 0, message: 'ok' });
      }),
    );
    const { user } = await openLanding();
    await fillForm(user, {});
    await user.dblClick(sendButton());
    expect(sendButton()).toBeDisabled();
    release();
    await waitFor(() => expect(sendButton()).toHaveTextContent('60 s'));
    expect(log.to(calls.sendSms)).toHaveLength(1);
  });

  it('honours a business code forced by the demo scenario (code=sendSms:11)', async () => {
    document.cookie = 'demo_scenario=code%3DsendSms%3A11; path=/';
    const { user, router } = await openLanding();
    await fillForm(user, {});
    await user.click(sendButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.downloadTemplate));
    expect(toastText()).toBe('Ya estás registrado. Descarga la app e inicia sesión.');
  });
});
