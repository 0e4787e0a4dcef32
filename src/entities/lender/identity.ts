import type { LenderProfile } from '@/config/market-profile';
import { useProfileHindi } from '@/lib/i18n/profile-hindi';
import { useLenderProfile } from '@/lib/session/lender-profile';
import type { LenderIdentityFields } from './identity-fields';
import { isPlatformLender, type LoanLender } from './loan-lender';
import { useLoanLender, type LoanLenderInput } from './use-loan-lender';

/**
 * The regulatory identity of a loan's lender (contract §10, "A lender's identity"): who its documents, help
 * lines and error views name. The platform lender's is its market profile's; a partner lender's is what the
 * loan's own `lender` carries, and nothing of the profile's (its officers, UNE, RECA and support line are
 * another company's): a field the partner does not send stays absent, and the document says so. What belongs
 * to the regulator (RBI's complaint portal, CONDUSEF's phone and site) is the same for every lender.
 */
export interface LenderIdentity extends LenderIdentityFields {
  /** The market whose law the lender answers to: the page's. */
  market: LenderProfile['market'];
  legalName: string;
  /**
   * The name it trades under: an account held in that name is the lender's own (namesSameCompany), so the
   * payment instructions do not call it another company's.
   */
  brandName?: string;
  /** The market profile's lender (the platform's own), rather than a partner named by the loan. */
  platform: boolean;
  /** The lender's website, where it gives one. */
  website?: string;
  /** India: the corporate identity number and the RBI certificate of registration. */
  cin?: string;
  rbiCor?: string;
  /** Mexico: the carátula's "Tipo de crédito" as the profile words it (a partner sends `productType`). */
  creditType?: 'personal' | 'payroll';
  /** The regulator's own channels: RBI's complaint portal; CONDUSEF's phone and web page. */
  regulator: { rbiPortal?: string; condusefPhone?: string; condusefWeb?: string };
}

/** The platform lender's identity, from its market profile. */
export function profileIdentity(profile: LenderProfile): LenderIdentity {
  const { legalName, brandName, support } = profile;
  const contact = { phone: support.phone, email: support.email, hours: support.hours };
  if (profile.market === 'in') {
    const { grievance, digitalLending, registration } = profile;
    return {
      market: 'in',
      legalName,
      brandName,
      platform: true,
      support: contact,
      website: profile.website,
      cin: registration.cin,
      rbiCor: registration.rbiCor,
      grievanceOfficer: grievance.officer,
      nodalOfficer: grievance.nodalOfficer,
      serviceProviders: digitalLending.serviceProviders.map(({ name, grievanceOfficer }) => ({
        name,
        grievanceOfficer,
      })),
      recoveryAgents: digitalLending.recoveryAgents.map(({ name, phone }) =>
        phone ? { name, phone } : { name },
      ),
      regulator: { rbiPortal: grievance.rbiPortal },
    };
  }
  const { grievance, registration, caratula } = profile;
  return {
    market: 'mx',
    legalName,
    brandName,
    platform: true,
    support: contact,
    une: grievance.une,
    reca: registration.reca,
    condusef: registration.condusef,
    creditType: caratula.creditType,
    insurance: caratula.insurance,
    accountStatement: caratula.accountStatement,
    regulator: { condusefPhone: grievance.condusef.phone, condusefWeb: grievance.condusef.url },
  };
}

/** India's registration as a loan's `lender` words it ("RBI CoR N-13.02456"): the certificate's number. */
function rbiCorOf(registration: string | undefined): string | undefined {
  return registration?.replace(/^RBI\s*CoR\s*/i, '').trim() || undefined;
}

/**
 * The identity of a loan's lender: the profile's when the loan names none or names the profile's company;
 * else the partner's own fields, with the regulator's channels (which are every lender's).
 */
export function lenderIdentity(lender: LoanLender | undefined, profile: LenderProfile): LenderIdentity {
  const own = profileIdentity(profile);
  if (!lender || isPlatformLender(lender, profile)) return own;
  const { legalName, registration, fromLoan: _fromLoan, ...fields } = lender;
  return {
    ...fields,
    market: profile.market,
    legalName,
    platform: false,
    ...(profile.market === 'in' ? { rbiCor: rbiCorOf(registration) } : {}),
    regulator: own.regulator,
  };
}

/** The identity of this loan's lender (use-loan-lender.ts decides which lender that is). */
export function useLoanIdentity(input: LoanLenderInput = {}): LenderIdentity {
  return lenderIdentity(useLoanLender(input), useLenderProfile());
}

/**
 * How the borrower reaches the lender, in the page's language: the platform lender's support hours come in
 * Hindi with Hindi's texts (profile-hindi.ts); a partner's are the words its answer sent.
 */
export function useSupportContact(identity: LenderIdentity): {
  phone?: string;
  email?: string;
  hours?: string;
} {
  const hindi = useProfileHindi();
  const support = identity.support ?? {};
  return identity.platform && hindi ? { ...support, hours: hindi.hours } : support;
}
