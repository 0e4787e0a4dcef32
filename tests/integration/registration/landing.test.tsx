import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { paths, linkTo } from '@/config/paths';
import { server } from '@/demo/node';
import { recordRequests } from '../../support/record-requests';
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

describe('registration landing (/agreementTemplate)', () => {
  it('renders the form at once and the template when it arrives', async () => {
    await openLanding();
    expect(phoneInput()).toHaveValue('');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu primer préstamo sin intereses' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Solo clientes nuevos. Aprobación en minutos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quiero mi oferta' })).toBeEnabled();
    expect(await captchaImage()).toHaveAttribute(
      'src',
      expect.stringMatching(new RegExp(`${calls.captcha.path}\\?sid=demo-[\\w-]+&a=\\d+$`)),
    );
    expect(screen.getByRole('main')).toHaveStyle({ backgroundColor: '#f1eaf8' });
    expect(document.title).toBe('Tu primer préstamo sin intereses');
  });

  it('loads the template by id and sends the visit with the campaign fields', async () => {
    const log = recordRequests(server);
    await openLanding(LANDING, { pageQuery: '?deviceId=dev-7' });
    await captchaImage();
    await waitFor(() => expect(log.to(calls.trackVisit)).toHaveLength(1));
    expect(log.to(calls.channelTemplate)[0]!.url.searchParams.get('templateId')).toBe('2');
    const [visit] = log.to(calls.trackVisit);
    expect(visit!.method).toBe('GET');
    expect(Object.fromEntries(visit!.url.searchParams)).toEqual({
      deviceId: 'dev-7',
      type: '2',
      page_id: '2',
      user_from: 'ad7',
      client_type: 'android',
      page_type: '1',
      utm_tag: 'spring',
      app_from: 'fb',
    });
    expect(log.to(calls.getSid)).toHaveLength(1);
  });

  it('reports ios as the client type on an iPhone', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15',
    );
    const log = recordRequests(server);
    await openLanding();
    await waitFor(() => expect(log.to(calls.trackVisit)).toHaveLength(1));
    expect(log.to(calls.trackVisit)[0]!.url.searchParams.get('client_type')).toBe('ios');
  });

  it('a failed visit beacon never blocks the page', async () => {
    server.use(onCall(calls.trackVisit, () => HttpResponse.error()));
    const { user } = await openLanding();
    await fillForm(user, {});
    await user.click(sendButton());
    await waitFor(() => expect(toastText()).toBe('Te enviamos el código. Revisa los SMS de tu celular.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a template refused with a code shows the server message, and the form still works', async () => {
    const { user } = await openLanding(`${paths.agreementTemplate}?id=404`);
    expect(await screen.findByRole('alert')).toHaveTextContent('La promoción no existe o ya terminó');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Hasta $8,000.00, solicítalo en minutos' }),
    ).toBeInTheDocument();
    await fillForm(user, {});
    await user.click(sendButton());
    await waitFor(() => expect(toastText()).toBe('Te enviamos el código. Revisa los SMS de tu celular.'));
  });

  it('a template lost to the network says so and loads on retry', async () => {
    server.use(onCall(calls.channelTemplate, () => HttpResponse.error(), { once: true }));
    const { user } = await openLanding();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión');
    await user.type(phoneInput(), NEW_PHONE);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu primer préstamo sin intereses' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(phoneInput()).toHaveValue(NEW_PHONE);
  });

  it('a template of the wrong shape is an unexpected response, not a crash', async () => {
    server.use(
      onCall(calls.channelTemplate, () => HttpResponse.json({ code: 0, message: '', data: 'oops' })),
    );
    await openLanding();
    expect(await screen.findByRole('alert')).toHaveTextContent('respuesta inesperada');
    expect(phoneInput()).toBeEnabled();
  });

  it('reads a template config nested as JSON, drops unusable fields and unsafe urls', async () => {
    server.use(
      onCall(calls.channelTemplate, () =>
        HttpResponse.json({
          code: '0',
          message: '',
          data: {
            id: 9,
            config: JSON.stringify({
              title: 'Crédito de bienvenida',
              subtitle: 42,
              banner: 'javascript:alert(1)',
              bgColor: 'url(https://evil.example/x.png)',
              btnText: { text: 'no' },
              appName: 'Presta',
            }),
          },
        }),
      ),
    );
    const log = recordRequests(server);
    const { user } = await openLanding(`${paths.agreementTemplate}?id=9`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Crédito de bienvenida' }),
    ).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
    expect(screen.getByRole('main').style.backgroundColor).toBe('');
    expect(screen.getByRole('button', { name: 'Solicitar ahora' })).toBeInTheDocument();
    await fillForm(user, {});
    await user.click(sendButton());
    await waitFor(() => expect(log.to(calls.sendSms)).toHaveLength(1));
    expect(new URLSearchParams(log.to(calls.sendSms)[0]!.body).get('appName')).toBe('Presta');
  });

  it('a refused captcha session shows the server message and the picture button retries it', async () => {
    server.use(
      onCall(
        calls.getSid,
        () => HttpResponse.json({ code: 3, message: 'Servicio de captcha no disponible' }),
        { once: true },
      ),
    );
    const { user } = await openLanding();
    await waitFor(() => expect(toastText()).toBe('Servicio de captcha no disponible'));
    await user.click(screen.getByRole('button', { name: 'Cargar la imagen de nuevo' }));
    expect(await captchaImage()).toBeInTheDocument();
  });

  it('cannot send the SMS without a captcha session', async () => {
    server.use(onCall(calls.getSid, () => HttpResponse.error()));
    const log = recordRequests(server);
    const { user } = await openLanding();
    await waitFor(() => expect(toastText()).toBe('Sin conexión. Revisa tu red e inténtalo de nuevo.'));
    await fillForm(user, { captcha: '1234' });
    await user.click(sendButton());
    expect(fieldError(captchaInput())).toBe('Ingresa correctamente el código de la imagen.');
    expect(log.to(calls.sendSms)).toHaveLength(0);
  });

  it('tapping the picture asks for a phone first, then shows a new picture for the same session', async () => {
    const { user } = await openLanding();
    const before = await captchaSession();
    await user.click(await captchaImage());
    expect(fieldError(phoneInput())).toBe('Ingresa correctamente tu número de celular: 10 dígitos.');
    expect(phoneInput()).toHaveFocus();
    expect((await captchaSession()).stamp).toBe(before.stamp);

    await user.type(phoneInput(), NEW_PHONE);
    await user.type(captchaInput(), '12');
    await user.click(await captchaImage());
    const after = await captchaSession();
    expect(after.sid).toBe(before.sid);
    expect(after.stamp).not.toBe(before.stamp);
    expect(captchaInput()).toHaveValue('');
  });

  it('takes a pasted number with its prefix and separators, and shows the clean digits once left', async () => {
    const { user } = await openLanding();
    expect(phoneInput()).toHaveAttribute('inputmode', 'numeric');
    expect(phoneInput()).toHaveAttribute('autocomplete', 'tel-national');
    expect(phoneInput()).toHaveAttribute('placeholder', '10 dígitos');
    await user.click(phoneInput());
    await user.paste('+52 (55) 1234-5678');
    expect(phoneInput()).toHaveValue('+52 (55) 1234-5678');
    await user.click(captchaInput());
    expect(phoneInput()).toHaveValue('5512345678');
    await user.clear(phoneInput());
    await user.type(phoneInput(), '55a1234b5678');
    expect(phoneInput()).toHaveValue('5512345678');
  });

  it('caps the phone field generously, the captcha at 4 and the SMS code at 6', async () => {
    const { user } = await openLanding();
    await user.click(phoneInput());
    await user.paste('0052 1 55 1234 5678 9999 9999 9999');
    expect((phoneInput() as HTMLInputElement).value).toHaveLength(30);
    await user.type(captchaInput(), 'a B c9Z');
    expect(captchaInput()).toHaveValue('aBc9');
    await user.type(smsCodeInput(), '12a3 456789');
    expect(smsCodeInput()).toHaveValue('123456');
  });

  it('refuses a number that is not a Mexican 10-digit one', async () => {
    const log = recordRequests(server);
    const { user } = await openLanding();
    await fillForm(user, { phone: '551234567' });
    await user.click(sendButton());
    expect(fieldError(phoneInput())).toBe('Ingresa correctamente tu número de celular: 10 dígitos.');
    await user.clear(phoneInput());
    await user.type(phoneInput(), '13912345678');
    await user.click(sendButton());
    expect(fieldError(phoneInput())).toBe('Ingresa correctamente tu número de celular: 10 dígitos.');
    expect(log.to(calls.sendSms)).toHaveLength(0);
  });

  it('starts empty on every entry', async () => {
    const { user, router } = await openLanding();
    await fillForm(user, { smsCode: '123' });
    await act(() => router.navigate(linkTo(paths.downloadTemplate, { id: '2' })));
    await screen.findByRole('heading', { level: 1, name: 'Préstamo Plus' });
    await act(() => router.navigate(-1));
    await screen.findByLabelText('Número de celular');
    expect(phoneInput()).toHaveValue('');
    expect(captchaInput()).toHaveValue('');
    expect(smsCodeInput()).toHaveValue('');

    // A new visit to the same page (another campaign link) resets it too.
    await user.type(phoneInput(), NEW_PHONE);
    await act(() => router.navigate(`${paths.agreementTemplate}?id=1`));
    await screen.findByText('Regístrate en dos minutos solo con tu número de celular.');
    // That template's title names an amount ($10,000): the headline is the lender's own limit instead.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Hasta $8,000.00, solicítalo en minutos',
    );
    expect(phoneInput()).toHaveValue('');
  });

  it('is in English with type=1: an Indian mobile registers, every message in English', async () => {
    const log = recordRequests(server);
    const { user } = await openLanding(LANDING, { pageQuery: '?type=1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your first loan at 0% interest' }),
    ).toBeInTheDocument();
    const phone = screen.getByLabelText('Mobile number');
    expect(phone).toHaveAttribute('placeholder', '10 digits, starting with 6, 7, 8 or 9');
    expect(screen.getByLabelText('Code in the picture')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    const refused = 'Enter your mobile number correctly: 10 digits, starting with 6, 7, 8 or 9.';
    expect(fieldError(phone)).toBe(refused);
    // 10 digits, but no Indian mobile starts with 5.
    await user.type(phone, '5876543210');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(fieldError(phone)).toBe(refused);
    expect(log.to(calls.sendSms)).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '+91 98765-43210');
    const image = await captchaImage('Verification code. Tap to change it');
    const { demoCaptchaFor } = await import('@/demo/fixtures/registration');
    await user.type(
      screen.getByLabelText('Code in the picture'),
      demoCaptchaFor(new URL(image.src).searchParams.get('sid')!),
    );
    // No code without the consent: the box says why, and takes the focus.
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    const consent = screen.getByRole('checkbox', {
      name: /^I have read the privacy notice and agree that Cash Loan Finance Pvt\. Ltd\. may use my number/,
    });
    expect(consent).not.toBeChecked();
    expect(consent).toHaveFocus();
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(fieldError(consent)).toBe(
      'Tick the box to continue: without your consent we cannot use your number.',
    );
    expect(log.to(calls.sendSms)).toHaveLength(0);
    await user.click(consent);
    expect(consent).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(toastText()).toBe('Code sent. Please check the SMS on your phone.'));
    expect(new URLSearchParams(log.to(calls.sendSms)[0]!.body).get('phone')).toBe('9876543210');
    expect(screen.getByRole('button', { name: 'You can ask for another code in 60 seconds' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'You can ask for another code in 60 seconds' }));
    expect(toastText()).toBe(
      'We have already sent you a code. Wait for the countdown to end to ask for another.',
    );

    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Claim my offer' }));
    await waitFor(() => expect(toastText()).toBe('Registration successful'));
    expect(new URLSearchParams(log.to(calls.register)[0]!.body).get('phone')).toBe('9876543210');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cash Loan Plus' })).toBeInTheDocument();
  });

  it('uses its defaults without an id, and asks for no template', async () => {
    const log = recordRequests(server);
    await openLanding(paths.agreementTemplate);
    await captchaImage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Hasta $8,000.00, solicítalo en minutos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar ahora' })).toBeInTheDocument();
    expect(log.to(calls.channelTemplate)).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
