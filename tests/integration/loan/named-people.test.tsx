import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import { screen, within } from '@testing-library/react';
import { profileFor, type IndiaProfile } from '@/config/market-profile';
import { renderRoute } from '../../support/render-route';
import { scenario } from './helpers';

/**
 * One set of named people and firms (India): the lender's profile names each role once (the grievance
 * officer, the nodal officer, each lending service provider with its own grievance officer, each recovery
 * agent), and every document of one loan that names a role names the profile's: the KFS before signing, the
 * statement after it, the official site's grievance section, the loan terms and the privacy notice. The
 * demo's key facts name the same firms, so a document showing another name, or none, fails here.
 */

const TODAY = new Date(2026, 10, 21, 9, 30);

beforeEach(() => {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
  scenario('');
});

const profile = profileFor('in') as IndiaProfile;
const { officer, nodalOfficer } = profile.grievance;
const { serviceProviders, recoveryAgents } = profile.digitalLending;
/** The loan's provider: the one that runs the app the demo loan (QuickRupee) is named after. */
const loanProvider = serviceProviders.find(
  (provider) =>
    provider.name === profile.digitalLending.apps.find((app) => app.name === 'QuickRupee')?.operator,
)!;

/** Each role, the name the profile gives it. */
const ROLES = {
  grievanceOfficer: officer.name,
  nodalOfficer: nodalOfficer.name,
  loanProvider: loanProvider.name,
  loanProviderOfficer: loanProvider.grievanceOfficer.name,
  ...Object.fromEntries(serviceProviders.map((provider, index) => [`provider${index}`, provider.name])),
  ...Object.fromEntries(
    serviceProviders.map((provider, index) => [`provider${index}Officer`, provider.grievanceOfficer.name]),
  ),
  ...Object.fromEntries(recoveryAgents.map((agent, index) => [`agent${index}`, agent.name])),
};
type Role = keyof typeof ROLES;
const ALL = Object.keys(ROLES) as Role[];
const loanRoles: Role[] = [
  'grievanceOfficer',
  'nodalOfficer',
  'loanProvider',
  'loanProviderOfficer',
  ...recoveryAgents.map((_, index) => `agent${index}` as Role),
];
const firms: Role[] = ALL.filter((role) => role !== 'grievanceOfficer' && role !== 'nodalOfficer');

function rowValue(region: HTMLElement, label: string): string {
  const term = within(region).queryAllByText(label, { selector: 'dt' })[0];
  return term?.nextElementSibling?.textContent ?? '';
}

/** Each document of the loan, rendered, and the roles it must name. */
const DOCUMENTS: { name: string; roles: Role[]; text: () => Promise<HTMLElement> }[] = [
  {
    name: 'the KFS on /confirmLoan',
    roles: loanRoles,
    async text() {
      await renderRoute(exampleLocation({ path: paths.confirmLoan }), { pageQuery: '?type=1' });
      (await screen.findByRole('button', { name: 'Open the Key Facts Statement' })).click();
      const sheet = await screen.findByRole('dialog', { name: 'Key Facts Statement' });
      return within(sheet).findByRole('region', { name: 'Key Facts Statement' });
    },
  },
  {
    name: 'the statement on /loanStatement',
    roles: loanRoles,
    async text() {
      await renderRoute(exampleLocation({ path: paths.loanStatement }, 'in'), { pageQuery: '?type=1' });
      return screen.findByRole('region', { name: 'Key Facts Statement' });
    },
  },
  {
    name: 'the official site’s grievance section',
    roles: ALL,
    async text() {
      await renderRoute(paths.officialAbout, { pageQuery: '?type=1' });
      return screen.findByRole('region', { name: 'Complaints and your rights' });
    },
  },
  {
    name: 'the loan terms (/loanTerms)',
    roles: ALL,
    async text() {
      await renderRoute(paths.loanTerms, { pageQuery: '?type=1' });
      await screen.findByRole('heading', { level: 1 });
      return screen.getByRole('main');
    },
  },
  {
    name: 'the privacy notice (/PrivacyPolicy)',
    roles: ['grievanceOfficer', ...firms],
    async text() {
      await renderRoute(paths.privacyPolicy, { pageQuery: '?type=1' });
      await screen.findByRole('heading', { level: 1, name: 'Privacy notice' });
      return screen.getByRole('main');
    },
  },
];

describe('India: every document of one loan names the profile’s people and firms', () => {
  it('the profile names every role, each once', () => {
    expect(recoveryAgents.length).toBeGreaterThan(0);
    expect(serviceProviders.length).toBeGreaterThan(0);
    // A name used for two roles would let one document's name pass for another's.
    const people = [officer.name, nodalOfficer.name, ...serviceProviders.map((p) => p.grievanceOfficer.name)];
    expect(new Set(people).size).toBe(people.length);
  });

  it.each(DOCUMENTS)('$name names them', async ({ roles, text }) => {
    const document = await text();
    const content = document.textContent ?? '';
    const missing = roles.filter((role) => !content.includes(ROLES[role]));
    expect(missing.map((role) => `${role}: ${ROLES[role]}`)).toEqual([]);
  });

  it.each(DOCUMENTS.slice(0, 2))(
    '$name: its recovery agents and its service provider are exactly the profile’s',
    async ({ text }) => {
      const kfs = await text();
      expect(rowValue(kfs, 'Recovery agents engaged')).toBe(
        recoveryAgents.map((agent) => agent.name).join(''),
      );
      expect(rowValue(kfs, 'Lending service provider (LSP)')).toMatch(
        new RegExp(
          `^${loanProvider.name.replace(/\./g, '\\.')};.*Officer: ${loanProvider.grievanceOfficer.name},`,
        ),
      );
      expect(rowValue(kfs, 'Grievance Redressal Officer')).toMatch(new RegExp(`^${officer.name}Phone`));
      expect(rowValue(kfs, 'Nodal grievance redressal officer (digital lending)')).toMatch(
        new RegExp(`^${nodalOfficer.name}Phone`),
      );
    },
  );
});
