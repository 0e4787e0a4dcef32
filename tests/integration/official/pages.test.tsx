import { screen, within } from '@testing-library/react';
import { server } from '@/demo/node';
import { recordRequests } from '../../support/record-requests';
import { renderRoute } from '../../support/render-route';
import { profileFor, type IndiaProfile } from '@/config/market-profile';
import { formatDate } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { paths } from '@/config/paths';

describe('official pages', () => {
  it('/About shows only images, each with alt text', async () => {
    await renderRoute(paths.officialAbout);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    const images = within(main).getAllByRole('img');
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image.getAttribute('alt')?.length).toBeGreaterThan(20);
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
    expect(within(main).queryByRole('paragraph')).not.toBeInTheDocument();
  });

  it('/Loan shows an image and the market’s loan terms: Mexico’s contract of adhesion', async () => {
    await renderRoute(paths.officialLoan);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones del préstamo' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /calendario de pagos/ })).toBeInTheDocument();
    const agreement = screen.getByRole('article');
    expect(
      within(agreement).getByRole('heading', { level: 2, name: 'Términos y condiciones del préstamo' }),
    ).toBeInTheDocument();
    expect(
      within(agreement).getByRole('heading', { level: 3, name: '11. Periodo de cancelación' }),
    ).toBeInTheDocument();
    expect(within(agreement).getByText(/^BORRADOR FICTICIO DE DEMOSTRACIÓN/)).toBeInTheDocument();
    expect(agreement).toHaveTextContent(/10 \(diez\) días hábiles/);
  });

  it('/Loan shows India’s loan terms in English with type=1', async () => {
    await renderRoute(paths.officialLoan, { pageQuery: '?type=1' });
    const agreement = await screen.findByRole('article');
    expect(
      within(agreement).getByRole('heading', { level: 2, name: 'Loan terms and conditions' }),
    ).toBeInTheDocument();
    expect(
      within(agreement).getByRole('heading', { level: 3, name: '10. How payments are applied' }),
    ).toBeInTheDocument();
    expect(agreement).toHaveTextContent(/be a citizen of India/);
    expect(agreement).not.toHaveTextContent(/CONDUSEF|México|Mexicanos/);
  });

  it.each([
    ['/', 'Mexico', ''],
    [paths.officialLoan, 'Mexico', ''],
    ['/', 'India', '?type=1'],
    [paths.officialLoan, 'India', '?type=1'],
  ])(
    '%s (%s) offers loans with their cost as advertising must state it, from the profile',
    async (path, _, pageQuery) => {
      await renderRoute(path, { pageQuery });
      await screen.findByRole('heading', { level: 1 });
      const main = screen.getByRole('main');
      if (pageQuery) {
        const india = profileFor('in') as IndiaProfile;
        expect(main).toHaveTextContent(
          `QuickRupee: loans of up to ₹25,000.00 over 91 to 180 days. APR ${india.advertising.aprMin}% a year, worked out on ${formatDate(india.advertising.aprDate, { market: Market.india })}.`,
        );
        expect(main).not.toHaveTextContent(/CAT|IVA/);
      } else {
        // The landing's words, from the same component (CONDUSEF and Banxico on credit advertising).
        expect(main).toHaveTextContent(
          `Dinero Ya: préstamos de hasta $8,000.00, de 7 a 30 días. CAT promedio 1,126.1% sin IVA. Para fines informativos y de comparación. Fecha de cálculo: ${formatDate('2026-11-02', { market: Market.mexico })}.`,
        );
      }
    },
  );

  it('/User is an empty page inside the site layout', async () => {
    await renderRoute(paths.officialUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuario' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Secciones del sitio' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main').textContent).toBe('Usuario');
  });

  it('no official page makes a network call', async () => {
    const log = recordRequests(server);
    for (const path of [
      '/',
      paths.officialAbout,
      paths.officialUser,
      paths.officialContact,
      paths.officialPolicy,
      paths.officialLoan,
    ]) {
      const view = await renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      view.unmount();
    }
    expect(log.requests).toEqual([]);
    log.stop();
  });
});
