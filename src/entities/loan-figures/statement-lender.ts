import { profileFor, type IndiaProfile, type MexicoProfile } from '@/config/market-profile';
import type {
  ACCOUNT_STATEMENT_FREQUENCIES,
  ACCOUNT_STATEMENT_MEANS,
  CREDIT_TYPES,
} from '@/config/lender-profile.schema';
import { Market } from '@/lib/session/market';

/**
 * What the statement says about the lender: the parts of the market profile that India's Key Facts
 * Statement and Mexico's carátula name. Every field is optional: a missing one leaves its row out and is
 * listed on /testPreview with the profile field that fills it (`StatementLenderField`).
 */
export interface StatementLender {
  legalName?: string;
  /** Mexico: Registro de Contratos de Adhesión number of this contract. */
  reca?: string;
  /** Mexico: the lender's Unidad Especializada de Atención a Usuarios. */
  uneAddress?: string;
  unePhone?: string;
  uneEmail?: string;
  uneWeb?: string;
  /** Mexico: the carátula's "Tipo de crédito" of the lender's product. */
  creditType?: (typeof CREDIT_TYPES)[number];
  /** Mexico: the same, as a partner lender's loan words it (`lender.productType`), when it gives no type. */
  productType?: string;
  /** Mexico: each insurance the credit carries (the carátula's "Seguros"); an empty list: none. */
  insurance?: readonly { name: string; insurer: string; clause: string; mandatory: boolean }[];
  /** Mexico: how, and how often, the borrower gets the estado de cuenta. */
  accountStatement?: {
    means: readonly (typeof ACCOUNT_STATEMENT_MEANS)[number][];
    frequency: (typeof ACCOUNT_STATEMENT_FREQUENCIES)[number];
  };
  /** Mexico: CONDUSEF's contact as the lender prints it (phone and web page). */
  condusefPhone?: string;
  condusefWeb?: string;
  /** India: corporate identity number and the RBI certificate of registration. */
  cin?: string;
  rbiCoR?: string;
  /** India: the Grievance Redressal Officer (its designation and address shown when the lender gives them). */
  groName?: string;
  groPhone?: string;
  groEmail?: string;
  groDesignation?: string;
  groAddress?: string;
  /** India: the nodal grievance redressal officer for digital lending (KFS Annex A Part 2 item 3). */
  nodalName?: string;
  nodalPhone?: string;
  nodalEmail?: string;
  nodalDesignation?: string;
  nodalAddress?: string;
  /** India: the recovery agents the lender engages, where the loan's key facts name none. */
  recoveryAgents?: readonly string[];
  /** India: RBI's complaint portal (CMS). */
  rbiComplaintPortal?: string;
  /**
   * India: the lending service providers the profile names, each with its own grievance officer: the KFS
   * gives the loan's provider (named by the loan's key facts) the officer the profile names for it.
   */
  serviceProviders?: readonly {
    name: string;
    grievanceOfficer?: { name: string; phone?: string; email?: string };
  }[];
}
export type StatementLenderField = keyof StatementLender;

/** Where each field sits in the lender's profile (docs/lender-profile.md): named in the missing-row list. */
export const PROFILE_PATH: Record<StatementLenderField, string> = {
  legalName: 'legalName',
  reca: 'registration.reca',
  uneAddress: 'grievance.une.address',
  unePhone: 'grievance.une.phone',
  uneEmail: 'grievance.une.email',
  uneWeb: 'grievance.une.web',
  creditType: 'caratula.creditType',
  productType: 'caratula.creditType',
  insurance: 'caratula.insurance',
  accountStatement: 'caratula.accountStatement',
  condusefPhone: 'grievance.condusef.phone',
  condusefWeb: 'grievance.condusef.url',
  cin: 'registration.cin',
  rbiCoR: 'registration.rbiCor',
  groName: 'grievance.officer.name',
  groPhone: 'grievance.officer.phone',
  groEmail: 'grievance.officer.email',
  groDesignation: 'grievance.officer.designation',
  groAddress: 'grievance.officer.address',
  nodalName: 'grievance.nodalOfficer.name',
  nodalPhone: 'grievance.nodalOfficer.phone',
  nodalEmail: 'grievance.nodalOfficer.email',
  nodalDesignation: 'grievance.nodalOfficer.designation',
  nodalAddress: 'grievance.nodalOfficer.address',
  recoveryAgents: 'digitalLending.recoveryAgents',
  rbiComplaintPortal: 'grievance.rbiPortal',
  serviceProviders: 'digitalLending.serviceProviders',
};

/** The one place the statement reads the lender from: the market's profile, checked at build. */
export function statementLender(market: Market): StatementLender {
  if (market === Market.india) {
    const profile = profileFor('in') as IndiaProfile;
    return {
      legalName: profile.legalName,
      cin: profile.registration.cin,
      rbiCoR: profile.registration.rbiCor,
      groName: profile.grievance.officer.name,
      groPhone: profile.grievance.officer.phone,
      groEmail: profile.grievance.officer.email,
      nodalName: profile.grievance.nodalOfficer.name,
      nodalPhone: profile.grievance.nodalOfficer.phone,
      nodalEmail: profile.grievance.nodalOfficer.email,
      rbiComplaintPortal: profile.grievance.rbiPortal,
      serviceProviders: profile.digitalLending.serviceProviders,
      recoveryAgents: profile.digitalLending.recoveryAgents.map((agent) => agent.name),
    };
  }
  const profile = profileFor('mx') as MexicoProfile;
  return {
    legalName: profile.legalName,
    reca: profile.registration.reca,
    uneAddress: profile.grievance.une.address,
    unePhone: profile.grievance.une.phone,
    uneEmail: profile.grievance.une.email,
    uneWeb: profile.grievance.une.web,
    creditType: profile.caratula.creditType,
    insurance: profile.caratula.insurance,
    accountStatement: profile.caratula.accountStatement,
    condusefPhone: profile.grievance.condusef.phone,
    condusefWeb: profile.grievance.condusef.url,
  };
}

/** Hook form, for components. */
export function useStatementLender(market: Market): StatementLender {
  return statementLender(market);
}
