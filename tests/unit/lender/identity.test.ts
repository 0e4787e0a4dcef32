import * as v from 'valibot';
import { profileFor, type LenderProfile } from '@/config/market-profile';
import { PARTNER_LENDER } from '@/demo/fixtures/lenders';
import { lenderIdentity, profileIdentity, type LenderIdentity } from '@/entities/lender/identity';
import { isPlatformLender, namesSameCompany, resolveLoanLender } from '@/entities/lender/loan-lender';
import { profileLender } from '@/entities/lender/profile-lender';
import { OfferLenderSchema, OptionalLenderSchema } from '@/entities/lender/schema';

/**
 * contract §10, "A lender's identity": the loan of a partner lender names that lender's people (officers,
 * UNE, RECA, support line) and none of the platform lender's, and its money goes to that lender's accounts
 * only; the platform's own loans name the profile's. Checked for each demo lender profile, with the demo's
 * partner of that market as its answers send it.
 */
const MARKETS = ['mx', 'in'] as const;

/** The lender of a loan whose answer carries `lender` (as the page reads it: schema, then resolver). */
function loanIdentity(sent: unknown, profile: LenderProfile): LenderIdentity {
  const lender = v.parse(OptionalLenderSchema, sent);
  return lenderIdentity(resolveLoanLender({ lender }, profileLender(profile)), profile);
}

/** The demo's partner of a market, as its loans' answers carry it. */
const partnerOf = (market: (typeof MARKETS)[number]) => v.parse(OfferLenderSchema, PARTNER_LENDER[market]);

/** Every person, phone, address and number of the profile's own that a document or help line may name. */
function profilePeople(profile: LenderProfile): string[] {
  const { support } = profile;
  const own = [profile.legalName, profile.brandName, support.phone, support.email, support.hours];
  if (profile.market === 'in') {
    const { grievance, digitalLending, registration } = profile;
    return [
      ...own,
      registration.cin,
      registration.rbiCor,
      ...[grievance.officer, grievance.nodalOfficer].flatMap((person) => [
        person.name,
        person.phone,
        person.email,
      ]),
      ...digitalLending.serviceProviders.flatMap(({ name, grievanceOfficer }) => [
        name,
        grievanceOfficer.name,
      ]),
      ...digitalLending.recoveryAgents.map(({ name }) => name),
    ];
  }
  const { une } = profile.grievance;
  return [...own, profile.registration.reca, une.phone, une.email, une.web];
}

describe.each(MARKETS)('the loan of a partner lender, on the %s profile', (market) => {
  const profile = profileFor(market);
  const partner = PARTNER_LENDER[market];

  it('names the partner as its licence names it, and every field of its identity it sent', () => {
    const identity = loanIdentity(partner, profile);
    const { registration: _registration, ...sent } = partner;
    expect(identity).toMatchObject({ ...sent, market, platform: false });
  });

  it('names none of the platform lender’s people, only the regulator’s channels every lender shares', () => {
    const { regulator, ...identity } = loanIdentity(partner, profile);
    const named = JSON.stringify(identity);
    for (const own of profilePeople(profile)) expect(named).not.toContain(own);
    expect(regulator).toEqual(profileIdentity(profile).regulator);
  });

  it('leaves a field the partner did not send absent, never filled from the profile', () => {
    const identity = loanIdentity({ legalName: partner.legalName }, profile);
    expect(identity).toStrictEqual({
      market,
      legalName: partner.legalName,
      platform: false,
      ...(market === 'in' ? { rbiCor: undefined } : {}),
      regulator: profileIdentity(profile).regulator,
    });
  });

  it('pays only the partner’s accounts: its own name as the bank writes it, not the platform’s', () => {
    const identity = loanIdentity(partner, profile);
    expect(namesSameCompany(partner.legalName.toUpperCase().replace(/[.,]/g, ''), identity)).toBe(true);
    expect(namesSameCompany(partner.brandName, identity)).toBe(true);
    expect(namesSameCompany(profile.legalName, identity)).toBe(false);
    expect(namesSameCompany(profile.brandName, identity)).toBe(false);
  });
});

describe.each(MARKETS)('the platform lender’s own loan, on the %s profile', (market) => {
  const profile = profileFor(market);

  it('names the profile’s identity whether the loan names no lender or names the profile’s company', () => {
    const own = profileIdentity(profile);
    expect(lenderIdentity(undefined, profile)).toEqual(own);
    // The demo sends the profile's lender for the profile's own products (profile-lender.ts).
    expect(loanIdentity(profileLender(profile), profile)).toEqual(own);
    // The bank's way of writing it is the same company.
    const written = { legalName: profile.legalName.toUpperCase().replace(/[.,]/g, ''), fromLoan: true };
    expect(lenderIdentity(written, profile)).toEqual(own);
    expect(own).toMatchObject({ market, legalName: profile.legalName, platform: true });
  });

  it('takes a lender the loan did not name itself (the profile standing in) as the platform’s', () => {
    const standIn = { ...partnerOf(market), fromLoan: false };
    expect(isPlatformLender(standIn, profile)).toBe(true);
    expect(isPlatformLender(undefined, profile)).toBe(true);
    expect(isPlatformLender({ ...standIn, fromLoan: true }, profile)).toBe(false);
    expect(lenderIdentity(standIn, profile)).toEqual(profileIdentity(profile));
  });

  it('pays only the platform lender’s accounts, not the partner’s', () => {
    const own = profileIdentity(profile);
    expect(namesSameCompany(profile.legalName, own)).toBe(true);
    expect(namesSameCompany(PARTNER_LENDER[market].legalName, own)).toBe(false);
    // An account in the name it trades under is its own, though that name does not start its legal name.
    const traded = profileIdentity({ ...profile, brandName: 'Dinero Ya' });
    expect(namesSameCompany('DINERO YA', traded)).toBe(true);
  });
});

describe('the platform lender’s identity, from its profile', () => {
  it('India: the registration, the officers, the service providers and recovery agents of the profile', () => {
    const profile = profileFor('in');
    expect(profileIdentity(profile)).toStrictEqual({
      market: 'in',
      legalName: 'Cash Loan Finance Pvt. Ltd.',
      brandName: 'Cash Loan',
      platform: true,
      support: {
        phone: '1800 102 4455',
        email: 'care@cashloanfinance.example',
        hours: 'Monday to Saturday, 9:30 am to 6:30 pm IST',
      },
      website: 'https://cashloanfinance.example',
      cin: 'U65999KA2019PTC123456',
      rbiCor: 'N-02.00321',
      grievanceOfficer: {
        name: 'Priya Raman',
        phone: '+91 80 4718 2200',
        email: 'grievance@cashloanfinance.example',
      },
      nodalOfficer: {
        name: 'Arvind Kulkarni',
        phone: '+91 80 4718 2201',
        email: 'nodal.officer@cashloanfinance.example',
      },
      // Each provider by its name and its own officer (its role is the KFS's words, not its identity).
      serviceProviders: [
        {
          name: 'QuickRupee Technologies Pvt. Ltd.',
          grievanceOfficer: {
            name: 'Meera Nair',
            phone: '+91 80 4718 2300',
            email: 'grievance@quickrupee.example',
          },
        },
        {
          name: 'Kyc Verify Services LLP',
          grievanceOfficer: {
            name: 'Rohan Desai',
            phone: '+91 22 4120 7700',
            email: 'grievance@kycverify.example',
          },
        },
      ],
      recoveryAgents: [{ name: 'Recova Collections Pvt. Ltd.', phone: '+91 80 4718 2400' }],
      regulator: { rbiPortal: 'https://cms.rbi.org.in' },
    });
  });

  it('India: a recovery agent without a phone is named without one', () => {
    const profile = profileFor('in');
    if (profile.market !== 'in') throw new Error('the India profile');
    const agents = [{ name: 'Agencia Sin Teléfono' }];
    const identity = profileIdentity({
      ...profile,
      digitalLending: { ...profile.digitalLending, recoveryAgents: agents },
    });
    expect(identity.recoveryAgents).toStrictEqual([{ name: 'Agencia Sin Teléfono' }]);
  });

  it('Mexico: the UNE, RECA, CONDUSEF registration and the carátula’s items of the profile', () => {
    expect(profileIdentity(profileFor('mx'))).toStrictEqual({
      market: 'mx',
      legalName: 'Préstamo Digital, S.A.P.I. de C.V., SOFOM, E.N.R.',
      brandName: 'Préstamo Digital',
      platform: true,
      support: {
        phone: '800 953 1100',
        email: 'ayuda@prestamodigital.example',
        hours: 'Lunes a viernes de 9:00 a 18:00 h, sábados de 9:00 a 14:00 h (hora del centro)',
      },
      une: {
        address:
          'Av. Paseo de la Reforma 250, piso 12, col. Juárez, alc. Cuauhtémoc, 06600 Ciudad de México, México',
        phone: '55 4162 8800',
        email: 'une@prestamodigital.example',
        web: 'https://www.prestamodigital.example/une',
      },
      reca: '15374-439-035982/01-01234-0324',
      condusef: '17052',
      creditType: 'personal',
      insurance: [],
      accountStatement: { means: ['app'], frequency: 'monthly' },
      regulator: { condusefPhone: '55 5340 0999', condusefWeb: 'https://www.condusef.gob.mx' },
    });
  });
});

describe('the profile’s lender in the shape a loan’s lender takes', () => {
  it('India: its registration as the RBI certificate, and its website', () => {
    expect(profileLender(profileFor('in'))).toStrictEqual({
      legalName: 'Cash Loan Finance Pvt. Ltd.',
      brandName: 'Cash Loan',
      registration: 'RBI CoR N-02.00321',
      website: 'https://cashloanfinance.example',
    });
  });

  it('Mexico: its registration as CONDUSEF’s SIPRES number', () => {
    expect(profileLender(profileFor('mx'))).toStrictEqual({
      legalName: 'Préstamo Digital, S.A.P.I. de C.V., SOFOM, E.N.R.',
      brandName: 'Préstamo Digital',
      registration: 'CONDUSEF (SIPRES) 17052',
    });
  });
});

describe('a partner’s RBI certificate, from the registration its loan gives', () => {
  const india = profileFor('in');
  const rbiCor = (registration: string | undefined) =>
    lenderIdentity({ legalName: 'Sahyadri Fincorp Private Limited', registration, fromLoan: true }, india)
      .rbiCor;

  it.each([
    ['RBI CoR N-13.02456', 'N-13.02456'],
    ['rbi cor N-13.02456', 'N-13.02456'],
    ['RBICoRN-13.02456', 'N-13.02456'],
    ['RBI  CoR   N-13.02456 ', 'N-13.02456'],
    // Only a leading "RBI CoR" is the certificate's label.
    ['N-13.02456 (RBI CoR)', 'N-13.02456 (RBI CoR)'],
    ['RBI CoR', undefined],
    [undefined, undefined],
  ])('%s → %s', (registration, number) => {
    expect(rbiCor(registration)).toBe(number);
  });

  it('Mexico names no RBI certificate', () => {
    const identity = lenderIdentity({ ...partnerOf('mx'), fromLoan: true }, profileFor('mx'));
    expect(identity).not.toHaveProperty('rbiCor');
    expect(identity.condusef).toBe('99012');
  });
});
