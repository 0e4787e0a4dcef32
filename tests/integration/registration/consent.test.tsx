import { screen, waitFor } from '@testing-library/react';
import { profileFor } from '@/config/market-profile';
import { formatDate } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { server } from '@/demo/node';
import { recordRequests } from '../../support/record-requests';
import {
  applyButton,
  captchaInput,
  captchaSession,
  consentBox,
  fieldError,
  fillForm,
  openLanding,
  phoneInput,
  NEW_PHONE,
  sendButton,
  smsCodeInput,
  toastText,
  LANDING,
} from './helpers';
import { calls } from '../../support/on-call';
import { paths } from '@/config/paths';

/*
 * The landing says who is asking for the number and what the offer costs, and uses the number only after
 * the privacy notice and the visitor's consent (docs/departures.md: Mexico's LFPDPPP and India's DPDP Act;
 * CONDUSEF and Banxico's rules on credit advertising for the CAT).
 */
const mexico = profileFor('mx');
const india = profileFor('in');
if (mexico.market !== 'mx' || india.market !== 'in') throw new Error('profiles of the wrong market');

describe('registration landing: who is asking, and the consent', () => {
  it('sends no code and registers no one without the consent, then sends once it is given', async () => {
    const log = recordRequests(server);
    const { user } = await openLanding();
    await fillForm(user, { consent: false });
    expect(consentBox()).not.toBeChecked();

    await user.click(sendButton());
    expect(consentBox()).toHaveFocus();
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(fieldError(consentBox())).toBe(
      'Marca la casilla para continuar: sin tu consentimiento no podemos usar tu número.',
    );
    await user.type(smsCodeInput(), '123456');
    await user.click(applyButton());
    expect(consentBox()).toHaveFocus();
    expect(log.to(calls.sendSms)).toHaveLength(0);
    expect(log.to(calls.register)).toHaveLength(0);
    expect(log.to(calls.trackClick)).toHaveLength(0);

    await user.click(consentBox());
    expect(consentBox()).toBeChecked();
    expect(consentBox()).not.toHaveAttribute('aria-invalid');
    expect(fieldError(consentBox())).toBe('');
    await user.click(sendButton());
    await waitFor(() => expect(toastText()).toBe('Te enviamos el código. Revisa los SMS de tu celular.'));
    expect(log.to(calls.sendSms)).toHaveLength(1);
    await user.click(applyButton());
    await waitFor(() => expect(log.to(calls.register)).toHaveLength(1));
  });

  it('asks for the phone and the picture first, then the consent (the order of the form)', async () => {
    const { user } = await openLanding();
    const { answer } = await captchaSession();
    await user.click(sendButton());
    expect(phoneInput()).toHaveFocus();
    expect(consentBox()).not.toHaveAttribute('aria-invalid');
    await user.type(phoneInput(), NEW_PHONE);
    await user.type(captchaInput(), answer);
    await user.click(sendButton());
    expect(consentBox()).toHaveFocus();
  });

  it('Mexico: names the lender, links its privacy notice, and states the CAT with its date', async () => {
    await openLanding();
    const box = consentBox();
    expect(box).toHaveAttribute('type', 'checkbox');
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleName(
      `He leído el aviso de privacidad y acepto que ${mexico.legalName} use mi número para enviarme el código de verificación, registrarme y contactarme sobre mi solicitud.`,
    );
    expect(screen.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(String.raw`${paths.privacyPolicy}\?type=2$`)),
    );
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent(mexico.legalName);
    expect(header).toHaveTextContent(`RFC ${mexico.registration.rfc}`);
    expect(header).toHaveTextContent(`Registro CONDUSEF (SIPRES) ${mexico.registration.condusef}`);
    // The demo's profile: CAT 1126.1 %, worked out on 2026-11-02 (the shared formatters write both).
    expect(header).toHaveTextContent(
      `Dinero Ya: préstamos de hasta $8,000.00, de 7 a 30 días. CAT promedio 1,126.1% sin IVA. Para fines informativos y de comparación. Fecha de cálculo: ${formatDate('2026-11-02', { market: Market.mexico })}.`,
    );
    expect(mexico.advertising.cat).toBe(1126.1);
  });

  it("Mexico: a template's headline that names an amount gives way to the lender's own limit", async () => {
    await openLanding(`${paths.agreementTemplate}?id=1`);
    await screen.findByText('Regístrate en dos minutos solo con tu número de celular.');
    // The template says "Hasta $10,000 hoy mismo"; the profile's limit is 800,000 centavos.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Hasta $8,000.00, solicítalo en minutos',
    );
    expect(document.title).toBe('Hasta $8,000.00, solicítalo en minutos');
  });

  it('India: names the lender, links its privacy notice, and says none of the Mexican words', async () => {
    const { user } = await openLanding(`${paths.agreementTemplate}?id=1`, { pageQuery: '?type=1' });
    await screen.findByText('Sign up in two minutes with just your mobile number.');
    // The template says "Get up to ₹50,000 today": the amount shown is the profile's limit, written the
    // market's way.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Up to ₹25,000.00, apply in minutes');
    const box = screen.getByRole('checkbox', {
      name: `I have read the privacy notice and agree that ${india.legalName} may use my number to send me the verification code, register me and contact me about my application.`,
    });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(String.raw`${paths.privacyPolicy}\?type=1$`)),
    );
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent(india.legalName);
    expect(header).toHaveTextContent(`CIN ${india.registration.cin}`);
    expect(header).toHaveTextContent(`RBI registration ${india.registration.rbiCor}`);
    expect(header).toHaveTextContent(
      `QuickRupee: loans of up to ₹25,000.00 over 91 to 180 days. APR ${india.advertising.aprMin}% a year, worked out on ${formatDate('2026-11-02', { market: Market.india })}.`,
    );
    const text = document.body.textContent ?? '';
    for (const word of ['CAT', 'IVA', 'CONDUSEF', 'RFC', 'SIPRES', 'promedio', 'Fecha de cálculo', '$'])
      expect(text).not.toContain(word);

    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
  });

  it('keeps the consent through a send: the box stays ticked while the code is typed', async () => {
    const { user } = await openLanding(LANDING);
    await fillForm(user, {});
    await user.click(sendButton());
    await waitFor(() => expect(toastText()).toBe('Te enviamos el código. Revisa los SMS de tu celular.'));
    expect(consentBox()).toBeChecked();
  });
});
