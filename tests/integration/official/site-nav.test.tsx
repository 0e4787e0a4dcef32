import { screen, within } from '@testing-library/react';
import { profileFor } from '@/config/market-profile';
import { renderRoute } from '../../support/render-route';
import { paths } from '@/config/paths';

const sections = [
  { link: 'Inicio', heading: 'Préstamos rápidos desde tu celular', path: '/' },
  { link: 'Sobre nosotros', heading: 'Sobre nosotros', path: paths.officialAbout },
  { link: 'Comentarios', heading: 'Comentarios', path: paths.officialContact },
  {
    link: 'Términos y condiciones del préstamo',
    heading: 'Términos y condiciones del préstamo',
    path: paths.officialLoan,
  },
  { link: 'Política de privacidad', heading: 'Política de privacidad', path: paths.officialPolicy },
];

function nav(name = 'Secciones del sitio') {
  return screen.getByRole('navigation', { name });
}

describe('official site layout and nav', () => {
  it('switches the section from the nav and marks only the current one', async () => {
    const { user, router } = await renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: sections[0]!.heading })).toBeInTheDocument();
    for (const section of [...sections.slice(1), sections[0]!]) {
      await user.click(within(nav()).getByRole('link', { name: section.link }));
      expect(await screen.findByRole('heading', { level: 1, name: section.heading })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(section.path);
      const current = within(nav())
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page');
      expect(current.map((link) => link.textContent)).toEqual([section.link]);
    }
  });

  it('has a menu button that says whether the list is open and closes it on navigation', async () => {
    const { user } = await renderRoute('/');
    const menu = await screen.findByRole('button', { name: 'Menú' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    await user.click(menu);
    await user.click(within(nav()).getByRole('link', { name: 'Comentarios' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Comentarios' })).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows the company details from the lender's profile in the footer", async () => {
    await renderRoute(paths.officialAbout);
    const footer = await screen.findByRole('contentinfo');
    const profile = profileFor('mx');
    const phone = profile.support.phone;
    expect(within(footer).getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:${phone.replace(/[^\d+]/g, '')}`,
    );
    expect(within(footer).getByRole('link', { name: profile.support.email })).toHaveAttribute(
      'href',
      `mailto:${profile.support.email}`,
    );
    // The first is the company's; the complaints section gives the UNE's seat, here the same address.
    expect(within(footer).getAllByText(profile.address)[0]!.closest('section')).toBeNull();
    expect(within(footer).getByText('RFC')).toBeInTheDocument();
    expect(within(footer).getByText('PDI200115AB3')).toBeInTheDocument();
    expect(
      within(footer).getByText(
        `Todos los derechos reservados. © ${new Date().getFullYear()} Préstamo Digital, S.A.P.I. de C.V., SOFOM, E.N.R.`,
      ),
    ).toBeInTheDocument();
  });

  it('is in English with type=1', async () => {
    await renderRoute('/', { pageQuery: '?type=1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fast loans from your phone' }),
    ).toBeInTheDocument();
    expect(
      ['Home', 'About us', 'Feedback', 'Loan terms and conditions', 'Privacy Policy'].map((name) =>
        within(nav('Site sections')).getByRole('link', { name }).getAttribute('href'),
      ),
    ).toEqual(['/', paths.officialAbout, paths.officialContact, paths.officialLoan, paths.officialPolicy]);
  });

  it('moves focus to the content with the skip button', async () => {
    const { user } = await renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Saltar al contenido' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
