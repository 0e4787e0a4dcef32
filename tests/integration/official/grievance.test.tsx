import { screen, within } from '@testing-library/react';
import { profileFor } from '@/config/market-profile';
import { renderRoute } from '../../support/render-route';
import { paths } from '@/config/paths';

/** The definition list's value for a label in the official site's grievance section. */
function valueOf(section: HTMLElement, label: string) {
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('the official site names where to complain, from the profile', () => {
  it('Mexico: the UNE, CONDUSEF, the Buró de Entidades Financieras and REUS', async () => {
    await renderRoute(paths.officialAbout);
    const section = await screen.findByRole('region', { name: 'Quejas y derechos' });
    const profile = profileFor('mx');
    if (profile.market !== 'mx') throw new Error('Mexico’s profile');
    const { une } = profile.grievance;
    expect(valueOf(section, 'Unidad Especializada de Atención a Usuarios (UNE)')).toHaveTextContent(
      une.phone,
    );
    expect(within(section).getByRole('link', { name: une.email })).toHaveAttribute(
      'href',
      `mailto:${une.email}`,
    );
    // The UNE's own web page, as the carátula gives it.
    expect(within(section).getByRole('link', { name: une.web })).toHaveAttribute('href', une.web);
    expect(within(section).getByRole('link', { name: 'https://www.condusef.gob.mx' })).toBeInTheDocument();
    expect(
      within(valueOf(section, 'Buró de Entidades Financieras')).getByRole('link', {
        name: 'https://www.buro.gob.mx',
      }),
    ).toBeInTheDocument();
    expect(
      within(valueOf(section, 'Registro Público de Usuarios (REUS), para no recibir publicidad')).getByRole(
        'link',
      ),
    ).toHaveAttribute('href', expect.stringContaining('condusef.gob.mx'));
    expect(section).not.toHaveTextContent(/RBI|Sachet/);
  });

  it('India: the grievance and nodal officers, the RBI and Sachet portals, the website, apps and LSPs', async () => {
    await renderRoute(paths.officialAbout, { pageQuery: '?type=1' });
    const section = await screen.findByRole('region', { name: 'Complaints and your rights' });
    const profile = profileFor('in');
    if (profile.market !== 'in') throw new Error('India’s profile');
    const { officer, nodalOfficer } = profile.grievance;
    expect(valueOf(section, 'Grievance Redressal Officer')).toHaveTextContent(officer.name);
    expect(
      within(valueOf(section, 'Grievance Redressal Officer')).getByRole('link', { name: officer.email }),
    ).toBeInTheDocument();
    expect(valueOf(section, 'Nodal Officer for digital lending')).toHaveTextContent(nodalOfficer.name);
    expect(
      within(valueOf(section, 'Nodal Officer for digital lending')).getByRole('link', {
        name: nodalOfficer.phone,
      }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'https://cms.rbi.org.in' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'https://sachet.rbi.org.in' })).toBeInTheDocument();
    expect(
      within(valueOf(section, "Lender's website")).getByRole('link', { name: profile.website }),
    ).toBeInTheDocument();
    const app = profile.digitalLending.apps[0]!;
    expect(within(section).getByText(`${app.name}, operated by ${app.operator}`)).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Lending service providers' })).toBeInTheDocument();
    const providers = within(section).getAllByRole('list')[1]!;
    for (const provider of profile.digitalLending.serviceProviders) {
      const item = within(providers).getByText(`${provider.name}: ${provider.role}`, { exact: false });
      // Each lending service provider with its own grievance officer, reachable from the list.
      expect(item).toHaveTextContent(`Its Grievance Redressal Officer: ${provider.grievanceOfficer.name}`);
      expect(within(item).getByRole('link', { name: provider.grievanceOfficer.email })).toHaveAttribute(
        'href',
        `mailto:${provider.grievanceOfficer.email}`,
      );
    }
    expect(within(section).getByRole('heading', { name: 'Recovery agents engaged' })).toBeInTheDocument();
    expect(profile.digitalLending.recoveryAgents.length).toBeGreaterThan(0);
    for (const agent of profile.digitalLending.recoveryAgents) expect(section).toHaveTextContent(agent.name);
    expect(section).not.toHaveTextContent(/CONDUSEF|REUS/);
  });
});
