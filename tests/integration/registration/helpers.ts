import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { demoCaptchaFor } from '@/demo/fixtures/registration';
import { renderRoute, type RenderRouteOptions } from '../../support/render-route';
import { paths } from '@/config/paths';

export const LANDING = `${paths.agreementTemplate}?id=2&app_from=fb&user_from=ad7&utm_tag=spring&links_id=9`;
/** A Mexican mobile the demo has not registered (the default market, Spanish). */
export const NEW_PHONE = '5512345678';

export const phoneInput = () => screen.getByLabelText('Número de celular');
export const captchaInput = () => screen.getByLabelText('Código de la imagen');
export const smsCodeInput = () => screen.getByLabelText('Código SMS');
export const sendButton = () =>
  screen.getByRole('button', { name: /Obtener código|Puedes pedir otro código/ });
/** The privacy consent: a real checkbox, named by its label (the lender's name in it). */
export const consentBox = () =>
  screen.getByRole('checkbox', { name: /He leído el aviso de privacidad|I have read the privacy notice/ });
export const applyButton = () => screen.getByRole('button', { name: 'Quiero mi oferta' });
export const toastText = () => screen.getByRole('status').textContent ?? '';

/** The captcha picture, once its session id has arrived. */
export async function captchaImage(name = 'Código de verificación. Toca para cambiarlo') {
  return (await screen.findByRole('img', { name })) as HTMLImageElement;
}

/** The demo backend draws the right answer for the sid in the picture's URL. */
export async function captchaSession() {
  const image = await captchaImage();
  const url = new URL(image.src);
  const sid = url.searchParams.get('sid')!;
  return { sid, stamp: url.searchParams.get('a')!, answer: demoCaptchaFor(sid) };
}

export async function fillForm(
  user: UserEvent,
  {
    phone = NEW_PHONE,
    captcha,
    smsCode,
    consent = true,
  }: { phone?: string; captcha?: string; smsCode?: string; consent?: boolean },
) {
  const answer = captcha ?? (await captchaSession()).answer;
  await user.type(phoneInput(), phone);
  await user.type(captchaInput(), answer);
  if (consent && !(consentBox() as HTMLInputElement).checked) await user.click(consentBox());
  if (smsCode) await user.type(smsCodeInput(), smsCode);
}

export const fieldError = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
};

export { within };

/** Renders a registration route and waits for its code to load (the form shows before the template). */
export async function openLanding(path = LANDING, options?: RenderRouteOptions) {
  const view = await renderRoute(path, options);
  await screen.findByLabelText(/Número de celular|Mobile number|मोबाइल नंबर/);
  return view;
}
