import { env } from '@/config/env';

export type StatementMarket = 'india' | 'mexico';

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
  /** Mexico: CONDUSEF's contact as the lender prints it (phone and web page). */
  condusefPhone?: string;
  condusefWeb?: string;
  /** India: corporate identity number and the RBI certificate of registration. */
  cin?: string;
  rbiCoR?: string;
  /** India: the Grievance Redressal Officer (nodal officer). */
  groName?: string;
  groPhone?: string;
  groEmail?: string;
  /** India: RBI's complaint portal (CMS). */
  rbiComplaintPortal?: string;
}
export type StatementLenderField = keyof StatementLender;

const present = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

/**
 * The one place the statement reads the lender from. Until the market profile exists it returns only what
 * the configuration really holds (the lender's name, when set) and nothing else: a placeholder here would
 * print an invented company detail on a legal statement. After the profile lands, this maps the profile's
 * fields onto `StatementLender` for `market`.
 */
export function statementLender(_market: StatementMarket): StatementLender {
  return { legalName: present(env.lenderName) };
}

/** Hook form, so the adapter can read a profile hook later without touching its callers. */
export function useStatementLender(market: StatementMarket): StatementLender {
  let lender = cache.get(market);
  if (!lender) cache.set(market, (lender = statementLender(market)));
  return lender;
}
const cache = new Map<StatementMarket, StatementLender>();
