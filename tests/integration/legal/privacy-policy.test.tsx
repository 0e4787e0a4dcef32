import { screen, within } from '@testing-library/react';
import { i18next } from '@/lib/i18n';
import { server } from '@/demo/node';
import { recordRequests } from '../../support/record-requests';
import { renderRoute } from '../../support/render-route';
import { paths } from '@/config/paths';

describe('privacy policy (/PrivacyPolicy)', () => {
  it('is in Spanish by default, with the required topics and a table of contents', async () => {
    const log = recordRequests(server);
    await renderRoute(paths.privacyPolicy);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aviso de privacidad integral' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'es');
    expect(document.title).toBe('Aviso de privacidad integral');
    for (const heading of [
      '2. Datos personales que tratamos',
      '3. Reconocimiento facial y datos biométricos',
      '4. Datos de ubicación',
      '5. Acceso a la cámara',
      '6. Finalidades del tratamiento',
      '7. Transferencias y remisiones de datos',
      '8. Derechos ARCO: acceso, rectificación, cancelación y oposición',
      '11. Cookies y tecnologías similares',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/únicamente a personas que residen en México/)).toBeInTheDocument();
    expect(
      screen.getByText(/se eliminan de manera segura dentro de los 30 \(treinta\) días naturales/),
    ).toBeInTheDocument();
    expect(screen.getByText(/plazo máximo de 20 \(veinte\) días/)).toBeInTheDocument();
    expect(screen.getByText(/dentro de los 15 \(quince\) días hábiles/)).toBeInTheDocument();
    expect(screen.getByText(/dentro de los 5 \(cinco\) días hábiles/)).toBeInTheDocument();
    expect(screen.getByText(/10 \(diez\) días hábiles/)).toBeInTheDocument();
    expect(log.requests).toEqual([]);
    log.stop();
  });

  it('is India’s own notice in English when the page URL has type=1: the DPDP Act, not Mexican law', async () => {
    await renderRoute(paths.privacyPolicy, { pageQuery: '?type=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('lang', 'en');
    // The demo's draft says what it is.
    expect(screen.getByText(/^FICTIONAL DEMO DRAFT/)).toBeInTheDocument();
    for (const heading of [
      '3. Purposes',
      '4. Your consent and how to withdraw it',
      '9. Your rights',
      '11. Grievance Officer',
      '12. Data Protection Board of India',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    const text = main.textContent ?? '';
    expect(text).toMatch(/Digital Personal Data Protection Act, 2023/);
    expect(text).toMatch(/You may withdraw your consent at any time, as easily as you gave it/);
    // The grievance officer is the profile's.
    const officer = within(
      screen.getByRole('heading', { level: 2, name: '11. Grievance Officer' }).closest('section')!,
    );
    expect(officer.getByText(/^Priya Raman, Grievance Officer/)).toBeInTheDocument();
    expect(officer.getByText('E-mail: grievance@cashloanfinance.example')).toBeInTheDocument();
    expect(text).not.toMatch(/Mexico|ARCO|LFPDPPP/);
    expect(screen.queryByText(/Reconocimiento facial/)).not.toBeInTheDocument();
  });

  it('follows the route’s own type over the session’s', async () => {
    await renderRoute(`${paths.privacyPolicy}?type=1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
  });

  it('reads in the borrower’s chosen language after a link, not in the one the host’s URL named', async () => {
    // The borrower switched to Hindi on a page the host opened with `language=en` (contract §2).
    window.sessionStorage.setItem(
      'cashloan.session',
      JSON.stringify({ v: 1, query: { type: '1', language: 'hi' }, language: 'hi' }),
    );
    await renderRoute(`${paths.privacyPolicy}?type=1`, { pageQuery: '?type=1&language=en' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/\p{Script=Devanagari}/u);
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'hi');
  });

  it('is in Spanish for any type other than 1', async () => {
    await renderRoute(`${paths.privacyPolicy}?type=2`, { pageQuery: '?type=1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aviso de privacidad integral' }),
    ).toBeInTheDocument();
  });

  it('loads only the text of the language it shows', async () => {
    const loaded = () => i18next.hasResourceBundle('es', 'privacy');
    i18next.removeResourceBundle('es', 'privacy');
    i18next.removeResourceBundle('en', 'privacy');
    await renderRoute(paths.privacyPolicy, { pageQuery: '?type=1' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy notice' });
    expect(i18next.hasResourceBundle('en', 'privacy')).toBe(true);
    expect(loaded()).toBe(false);
  });

  it('moves to a section from the table of contents and back', async () => {
    const { user } = await renderRoute(paths.privacyPolicy);
    const toc = await screen.findByRole('navigation', { name: 'Contenido' });
    const entries = within(toc).getAllByRole('button');
    expect(entries).toHaveLength(14);
    await user.click(
      within(toc).getByRole('button', {
        name: '8. Derechos ARCO: acceso, rectificación, cancelación y oposición',
      }),
    );
    const arco = screen.getByRole('heading', {
      level: 2,
      name: '8. Derechos ARCO: acceso, rectificación, cancelación y oposición',
    });
    expect(arco).toHaveFocus();
    expect(arco.scrollIntoView).toHaveBeenCalled();
    const section = arco.closest('section')!;
    await user.click(within(section).getByRole('button', { name: 'Volver al contenido' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Contenido' })).toHaveFocus();
  });
});
