import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { contractFixture } from '@/demo/fixtures/loan';
import { profileFor, telHref, type LenderProfile, type ProfileMarket } from '@/config/market-profile';
import { renderRoute } from '../../support/render-route';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

/**
 * Every page that names the lender or a phone number reads the lender's profile of its own market, and no
 * page of one market names the other market's lender (docs/lender-profile.md).
 */
const MARKETS = [
  ['mx', ''],
  ['in', '?type=1'],
] as const satisfies readonly (readonly [ProfileMarket, string])[];

const otherOf = (market: ProfileMarket) => profileFor(market === 'mx' ? 'in' : 'mx');

/** The other market's lender, named nowhere on the page. */
function namesNoOtherLender(market: ProfileMarket) {
  const other = otherOf(market);
  const text = document.body.textContent ?? '';
  for (const value of [
    other.legalName,
    other.brandName,
    other.address,
    other.support.phone,
    other.support.email,
  ])
    expect(text).not.toContain(value);
}

const registrationsOf = (profile: LenderProfile): string[] =>
  profile.market === 'in'
    ? [profile.registration.cin, profile.registration.rbiCor]
    : [profile.registration.rfc, profile.registration.condusef, profile.registration.reca];

describe.each(MARKETS)("the lender's profile of market %s", (market, pageQuery) => {
  const profile = profileFor(market);

  it("the official site's header and footer: the company, its contacts and its own registrations", async () => {
    await renderRoute(paths.officialAbout, { pageQuery });
    const footer = await screen.findByRole('contentinfo');
    // The complaints section (its own test) may name the lender and its address again, as an app's operator or
    // the UNE's seat.
    const grievance = within(footer).getByRole('region');
    const outside = (elements: HTMLElement[]) => elements.filter((element) => !grievance.contains(element));
    expect(outside(within(footer).getAllByText(profile.legalName, { exact: false }))).toHaveLength(2);
    expect(within(footer).getByRole('link', { name: profile.support.phone })).toHaveAttribute(
      'href',
      telHref(profile.support.phone),
    );
    expect(within(footer).getByRole('link', { name: profile.support.email })).toBeInTheDocument();
    expect(within(footer).getByText(profile.support.hours)).toBeInTheDocument();
    expect(outside(within(footer).getAllByText(profile.address))).toHaveLength(1);
    for (const value of registrationsOf(profile)) expect(within(footer).getByText(value)).toBeInTheDocument();
    for (const value of registrationsOf(otherOf(market)))
      expect(within(footer).queryByText(value)).toBeNull();
    expect(screen.getByRole('banner')).toHaveTextContent(profile.brandName);
    namesNoOtherLender(market);
  });

  it('/Dag: the support line the demo server answers is the profile’s', async () => {
    await renderRoute(paths.customerService, { pageQuery });
    expect(await screen.findByRole('link', { name: profile.support.phone })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: profile.support.email })).toBeInTheDocument();
    namesNoOtherLender(market);
  });

  it('the contract names the lender the server names, else the profile’s', async () => {
    const orderNo = market === 'in' ? 'IN1' : 'MX1';
    await renderRoute(`${paths.loanAgreement}?orderNo=${orderNo}`, { pageQuery });
    expect(await screen.findByRole('article')).toHaveTextContent(profile.legalName);
    namesNoOtherLender(market);
  });

  it('the privacy notice names the profile’s company and its contact', async () => {
    await renderRoute(paths.privacyPolicy, { pageQuery });
    expect(await screen.findByText(new RegExp(`^${escape(profile.legalName)}`))).toBeInTheDocument();
    expect(screen.getAllByText(profile.support.email, { exact: false }).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toContain('{{');
    namesNoOtherLender(market);
  });

  it('the loan terms give the profile’s support line and e-mail', async () => {
    await renderRoute(paths.loanTerms, { pageQuery });
    const main = await screen.findByRole('main');
    expect(await within(main).findAllByText(profile.support.email, { exact: false })).not.toHaveLength(0);
    expect(main).toHaveTextContent(profile.support.phone);
    expect(document.body.textContent).not.toContain('{{');
    namesNoOtherLender(market);
  });

  it('the official loan agreement names the profile’s company', async () => {
    await renderRoute(paths.officialLoan, { pageQuery });
    const agreement = await screen.findByRole('article');
    expect(
      within(agreement).getByText(profile.legalName, { exact: false, selector: 'p' }),
    ).toBeInTheDocument();
    namesNoOtherLender(market);
  });

  it('the grievance links say where to escalate: the market’s own officer or unit, and its regulator', async () => {
    await renderRoute(paths.complaintList, { pageQuery });
    const nav = await screen.findByRole('navigation', {
      name: market === 'in' ? 'Help and complaints' : 'Ayuda y quejas',
    });
    const escalate = nav.querySelector('details');
    expect(escalate).not.toBeNull();
    if (profile.market === 'in') {
      expect(escalate).toHaveTextContent(`Grievance Redressal Officer: ${profile.grievance.officer.name}`);
      expect(
        within(escalate!).getByRole('link', { name: profile.grievance.officer.email }),
      ).toBeInTheDocument();
      expect(within(escalate!).getByRole('link', { name: 'https://cms.rbi.org.in' })).toHaveAttribute(
        'href',
        'https://cms.rbi.org.in',
      );
      expect(escalate).not.toHaveTextContent('CONDUSEF');
    } else {
      expect(escalate).toHaveTextContent(profile.grievance.une.address);
      expect(within(escalate!).getByRole('link', { name: profile.grievance.une.phone })).toBeInTheDocument();
      expect(within(escalate!).getByRole('link', { name: '55 5340 0999' })).toHaveAttribute(
        'href',
        'tel:5553400999',
      );
      expect(
        within(escalate!).getByRole('link', { name: 'https://www.condusef.gob.mx' }),
      ).toBeInTheDocument();
      expect(escalate).not.toHaveTextContent('RBI');
    }
    namesNoOtherLender(market);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('a contract that names no lender', () => {
  it("names the lender of the lender's profile", async () => {
    // The demo's contract with its company blanked: the page reads the profile's legal name instead.
    server.use(
      onCall(calls.contract, () =>
        HttpResponse.json({ code: 0, data: { ...contractFixture('mx', 'MX1', 1), company: ' ' } }),
      ),
    );
    await renderRoute(`${paths.loanAgreement}?orderNo=MX1`);
    const note = await screen.findByRole('article');
    expect(note).toHaveTextContent(`a la orden de ${profileFor('mx').legalName}`);
  });
});
