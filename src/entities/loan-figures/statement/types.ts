import type { Dayjs } from 'dayjs';
import type { DateInput } from '@/lib/format/date';
import type { Market } from '@/lib/session/market';
import type { KeyFacts } from '../key-facts-schema';
import type { AprValue } from '../apr';
import type { StatementLender } from '../statement-lender';
import type { FigureSource, LoanFigures, PenalCharge } from '../loan-terms';

export type StatementSection =
  'part1' | 'part2' | 'annexB' | 'annexC' | 'caratula' | 'warnings' | 'claims' | 'schedule';

export interface FeeLine {
  /** The lender's own name for the fee, or a label key for the contract's fee and tax. */
  name?: string;
  nameKey?: 'commission' | 'tax';
  amount?: number;
  taxAmount?: number;
  payableTo?: 'lender' | 'thirdParty';
  /** `extension`: charged only if the borrower extends a due date (contract §7): never in the loan's cost. */
  when?: 'once' | 'recurring' | 'extension';
}

export interface ContactLine {
  kind: 'name' | 'designation' | 'address' | 'phone' | 'email' | 'web' | 'cin' | 'cor';
  text: string;
}

export type RowValue =
  | { kind: 'money'; minor: number }
  | { kind: 'text'; text: string }
  | {
      kind: 'rate';
      percent: number;
      type?: 'fixed' | 'floating';
      /** The ordinary rate: its daily figure and which of the two the loan gave. */
      daily?: number;
      given?: 'annual' | 'daily';
      /** Mexico's spec penalty is a rate a day. */
      per?: 'year' | 'day';
      /** Mexico's moratorio rate: worded as every late charge is (late-charge-words.ts). */
      late?: boolean;
      source?: FigureSource;
    }
  | AprValue
  | { kind: 'term'; days: number; from?: string; to?: string }
  | { kind: 'instalments'; count: number; groups: { amount: number; count: number }[]; first?: string }
  | { kind: 'date'; date: string }
  | { kind: 'days'; count: number }
  | { kind: 'fees'; fees: FeeLine[] }
  | { kind: 'penal'; charges: PenalCharge[]; source?: FigureSource }
  | {
      kind: 'foreclosure';
      allowed?: boolean;
      charge?: number;
      from?: string;
      afterHalfTerm?: boolean;
      source?: FigureSource;
    }
  | { kind: 'yesNo'; value: boolean }
  | { kind: 'names'; names: string[] }
  | { kind: 'link'; url: string }
  | { kind: 'contact'; lines: ContactLine[] }
  | {
      kind: 'serviceProvider';
      name: string;
      actsAsRecoveryAgent?: boolean;
      /** The provider's own grievance officer, as the lender's profile names it. */
      grievanceOfficer?: { name: string; phone: string; email: string };
    }
  | { kind: 'warning' }
  | { kind: 'schedule' }
  /** A required item the lender did not state: shown as such, never left out (also listed as missing). */
  | { kind: 'notProvided' }
  /** An item that does not apply to this loan, and why. */
  | { kind: 'notApplicable'; reason: 'fixedRate' | 'singleLender' }
  /** A nil item: the loan has none of it. */
  | { kind: 'nil' }
  /** India's type of loan: an unsecured digital personal loan, with the product's name when it has one. */
  | { kind: 'loanType'; product?: string }
  /** India's disbursal: the whole net amount at once (the API knows no staged disbursal). */
  | { kind: 'disbursal' }
  /** India's penal charges other than for delayed payment: the lender listed its only ones in 10 (i). */
  | { kind: 'noOtherPenal' }
  /** The loan agreement's clause on a subject (the loan terms' section). */
  | { kind: 'clause'; clause: 'recoveryAgents' | 'grievance' }
  | { kind: 'rateType'; type: 'fixed' | 'floating' }
  /** Each instalment's due date, in order. */
  | { kind: 'dueDates'; dates: string[] }
  /** Mexico: the carátula's "Tipo de crédito" (the lender's profile), worded in the page's language. */
  | { kind: 'creditType'; type: NonNullable<StatementLender['creditType']> }
  /** Mexico: the carátula's "Seguros", each insurance the credit carries; none reads "No aplica". */
  | { kind: 'insurance'; policies: NonNullable<StatementLender['insurance']> }
  /** Mexico: the carátula's "Estado de cuenta": how the borrower gets it, and how often. */
  | { kind: 'accountStatement'; statement: NonNullable<StatementLender['accountStatement']> };

export interface StatementRow {
  id: string;
  section: StatementSection;
  value: RowValue;
  /** The regulator's document and paragraph the row answers. */
  source: string;
  /** The regulator's own item number, where its form numbers them (India: 'A1.8(A)', 'A2.3', 'B.11'). */
  item?: string;
}

/** A row left out (or a part of a row), and what fills it: `keyFacts.x`, `profile.x` or `response.x`. */
export interface MissingRow {
  id: string;
  section: StatementSection;
  fill: string[];
  source: string;
}

/**
 * An item the regulator lists that this statement cannot state as the loan's own (contract §10): `empty`,
 * nothing fills it (or, for a contact, the `parts` named); `reference`, only the spec's reference value does.
 * A statement with any cannot be signed.
 */
export interface ItemGap {
  /** The row's id (its label key). */
  id: string;
  /** The regulator's item (India's number, the carátula's heading). */
  item: string;
  reason: 'empty' | 'reference';
  parts?: ContactLine['kind'][];
}

export interface ScheduleLine {
  n: number;
  date?: string;
  principal?: number;
  interest?: number;
  /** Fees and tax the instalment carries besides principal and interest. */
  charges?: number;
  instalment?: number;
  balance?: number;
}

export interface StatementSchedule {
  lines: ScheduleLine[];
  /** Sums of each column every line has. */
  totals: { principal?: number; interest?: number; charges?: number; instalment?: number };
  /** Whether the lines carry principal and interest (from the lender's schedule, or an exact split). */
  split: boolean;
}

export interface Statement {
  market: Market;
  /** Signed: what reaches the borrower's account has reached it (the words say so, in the past). */
  signed: boolean;
  rows: StatementRow[];
  missing: MissingRow[];
  /** The listed items empty or on a reference value: Apply is refused while there is one. */
  gaps: ItemGap[];
  schedule: StatementSchedule;
  /** The loan's rates and charges, each with its source (the same model the contract and loan details use). */
  figures: LoanFigures;
  /** Headline figures for the first glance. */
  headline: { received?: number; totalToPay?: number; apr?: AprValue; term?: number };
}

export interface StatementPlanLine {
  date: DateInput;
  amount: number | undefined;
}

export interface StatementInput {
  market: Market;
  /**
   * The calculation date: the server's date on confirmation (its `Date` header), the disbursal date after
   * signing; undefined when the server gave none (then the app states no rate of its own).
   */
  start: Date | Dayjs | undefined;
  /** The amount the borrower receives as the response states it (confirm `amount`, contract `giveAmount`). */
  received?: number;
  /** The loan amount before deductions when the data states it (the contract's `amount`). */
  sanctioned?: number;
  periods?: number;
  termUnit?: string;
  plan: readonly StatementPlanLine[];
  /** The contract's totals, after signing. */
  interestTotal?: number;
  feeTotal?: number;
  taxTotal?: number;
  keyFacts?: Partial<KeyFacts> | null;
  lender: StatementLender;
  /** The APR/CAT worked out already (`statementApr`); undefined: worked out here; null: none. */
  apr?: AprValue | null;
  /** Cooling-off days (India), worked out by the caller from the tenor; undefined: not evaluated. */
  coolingOffDays?: number | null;
  productName?: string;
  /** The response's daily rate in percent (`loanRate`), when it has one. */
  dailyRatePercent?: string | number;
  /** A signed loan's statement (after Apply); before it, the offer's. */
  signed?: boolean;
}
