/**
 * contract §10, "A lender's identity": what the regulated documents and the help pages name, carried by a
 * loan's `lender` so that a partner lender's loan is as complete as the platform lender's own. Read by hand,
 * field by field (no validator): the same reader takes an answer's `lender` (schema.ts) and the lender noted
 * for an order in the tab's storage (loan-lender.ts), which a data module reads before the validator. A
 * field of the wrong shape is absent; the rest of the lender stands.
 *
 * Mexico's carátula also lists "Seguros" and "Estado de cuenta", which contract §10's list leaves out: a
 * partner's `lender` may carry them as `insurance` and `accountStatement`, in the shape of the lender
 * profile's `caratula.insurance` and `caratula.accountStatement` (docs/lender-profile.md).
 */
import { recordOf, text, texts } from './lender-note';

export interface Officer {
  name: string;
  designation?: string;
  phone?: string;
  email?: string;
  address?: string;
}

export interface Insurance {
  name: string;
  insurer: string;
  clause: string;
  mandatory: boolean;
}

export const STATEMENT_MEANS = ['app', 'internet', 'email', 'home'] as const;
export const STATEMENT_FREQUENCIES = ['monthly', 'perPayment'] as const;

export interface AccountStatement {
  means: (typeof STATEMENT_MEANS)[number][];
  frequency: (typeof STATEMENT_FREQUENCIES)[number];
}

export interface LenderIdentityFields {
  /** India: the Grievance Redressal Officer. */
  grievanceOfficer?: Officer;
  /** India: the nodal grievance redressal officer for digital lending. */
  nodalOfficer?: Officer;
  /** India: the lending service providers on this loan, each with its own grievance officer. */
  serviceProviders?: { name: string; grievanceOfficer?: Officer }[];
  /** India: the recovery agents the lender engages. */
  recoveryAgents?: { name: string; phone?: string }[];
  /** Mexico: the Unidad Especializada de Atención a Usuarios. */
  une?: { address?: string; phone?: string; email?: string; web?: string };
  /** Mexico: the contract's RECA number. */
  reca?: string;
  /** Mexico: the lender's SIPRES / CONDUSEF registration. */
  condusef?: string;
  /** The regulator's name for the product (`Crédito personal`, `Personal loan`). */
  productType?: string;
  /** How the borrower reaches this lender. */
  support?: { phone?: string; email?: string; hours?: string };
  /** Mexico, beyond contract §10's list: the carátula's "Seguros"; an empty list says none. */
  insurance?: Insurance[];
  /** Mexico, beyond contract §10's list: the carátula's "Estado de cuenta". */
  accountStatement?: AccountStatement;
}

function officer(value: unknown): Officer | undefined {
  const found = texts(value, ['name', 'designation', 'phone', 'email', 'address'] as const);
  return found?.name ? { ...found, name: found.name } : undefined;
}

/**
 * A list whose every entry `read` accepts; undefined when the value is no list or one entry is malformed: a
 * list cut short would read as complete (an insurance dropped would read "No aplica").
 */
function listOf<T>(value: unknown, read: (entry: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const entries = value.map(read);
  return entries.every((entry) => entry !== undefined) ? (entries as T[]) : undefined;
}

function insurance(value: unknown): Insurance | undefined {
  const found = texts(value, ['name', 'insurer', 'clause'] as const);
  const mandatory = recordOf(value)?.mandatory;
  return found?.name && found.insurer && found.clause && typeof mandatory === 'boolean'
    ? { name: found.name, insurer: found.insurer, clause: found.clause, mandatory }
    : undefined;
}

function accountStatement(value: unknown): AccountStatement | undefined {
  const record = recordOf(value);
  const means = listOf(record?.means, (entry) => STATEMENT_MEANS.find((known) => known === entry));
  const frequency = STATEMENT_FREQUENCIES.find((known) => known === record?.frequency);
  return means?.length && frequency ? { means, frequency } : undefined;
}

/** The identity fields of a `lender` object, each read alone: only those of the right shape. */
export function readIdentity(value: unknown): LenderIdentityFields {
  const record = recordOf(value) ?? {};
  const fields: LenderIdentityFields = {
    grievanceOfficer: officer(record.grievanceOfficer),
    nodalOfficer: officer(record.nodalOfficer),
    serviceProviders: listOf(record.serviceProviders, (entry) => {
      const name = text(recordOf(entry)?.name);
      if (!name) return undefined;
      const grievanceOfficer = officer(recordOf(entry)?.grievanceOfficer);
      return grievanceOfficer ? { name, grievanceOfficer } : { name };
    }),
    recoveryAgents: listOf(record.recoveryAgents, (entry) => {
      const found = texts(entry, ['name', 'phone'] as const);
      return found?.name ? { ...found, name: found.name } : undefined;
    }),
    une: texts(record.une, ['address', 'phone', 'email', 'web'] as const),
    reca: text(record.reca),
    condusef: text(record.condusef),
    productType: text(record.productType),
    support: texts(record.support, ['phone', 'email', 'hours'] as const),
    insurance: listOf(record.insurance, insurance),
    accountStatement: accountStatement(record.accountStatement),
  };
  for (const key of Object.keys(fields) as (keyof LenderIdentityFields)[])
    if (fields[key] === undefined) delete fields[key];
  return fields;
}
