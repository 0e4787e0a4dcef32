import dayjs, { type Dayjs } from 'dayjs';
import { parseServerDate, type DateInput } from '@/lib/format/date';
import type { KeyFacts, KeyFactsPenalCharge } from '@/lib/http/key-facts-schema';
import { PROFILE_PATH, type StatementLender, type StatementLenderField } from './statement-lender';
import { Market } from '@/lib/session/market';
import { statementApr, type AprValue } from './apr';
import { tenorDays } from './tenor';
import { loanFigures, type FigureSource, type LoanFigures } from './loan-terms';

export { MX_IVA_RATE, statementApr, type AprValue } from './apr';

/**
 * The Key Facts Statement (India) and the carátula (Mexico) as data: ordered rows per market, each with
 * its label key, value and the regulator's paragraph it answers, plus the rows that could not be filled
 * and the field that would fill each. A row without data is left out, never invented.
 *
 * Sources (the `source` of each row names the paragraph):
 * - RBI, "Key Facts Statement (KFS) for Loans & Advances", DOR.STR.REC.13/13.03.00/2024-25, 15 April 2024
 *   (in force 1 October 2024): Annex A (Part 1 interest rate and fees/charges, Part 2 other qualitative
 *   information), Annex B (illustration of the APR: IRR on the net disbursed amount), Annex C (repayment
 *   schedule: outstanding principal, principal, interest, instalment). Kept by the RBI (Digital Lending)
 *   Directions, 2025 (KFS before the contract; cooling-off/look-up period; LSP acting as recovery agent).
 * - CONDUSEF, Disposiciones de carácter general en materia de transparencia y sanas prácticas aplicables
 *   a las SOFOM E.N.R. (and the same for instituciones de crédito): the carátula of a consumer credit
 *   contract (CAT, tasa anual ordinaria y moratoria, monto del crédito, monto total a pagar, plazo, fecha
 *   límite de pago, comisiones relevantes, advertencias, UNE, RECA, CONDUSEF).
 * - Banco de México, Circular 21/2009 (reglas del CAT): the CAT is the annual IRR of the credit's flows,
 *   shown "sin IVA" and "para fines informativos y de comparación", with its calculation date.
 */

export type StatementSection =
  'part1' | 'part2' | 'annexB' | 'annexC' | 'caratula' | 'warnings' | 'claims' | 'schedule';

export interface FeeLine {
  /** The lender's own name for the fee, or a label key for the contract's fee and tax. */
  name?: string;
  nameKey?: 'commission' | 'tax';
  amount?: number;
  taxAmount?: number;
  payableTo?: 'lender' | 'thirdParty';
  when?: 'once' | 'recurring';
}

export interface ContactLine {
  kind: 'name' | 'address' | 'phone' | 'email' | 'web' | 'cin' | 'cor';
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
      source?: FigureSource;
    }
  | AprValue
  | { kind: 'term'; days: number; from?: string; to?: string }
  | { kind: 'instalments'; count: number; groups: { amount: number; count: number }[]; first?: string }
  | { kind: 'date'; date: string }
  | { kind: 'days'; count: number }
  | { kind: 'fees'; fees: FeeLine[] }
  | { kind: 'penal'; charges: KeyFactsPenalCharge[]; source?: FigureSource }
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
  | { kind: 'serviceProvider'; name: string; actsAsRecoveryAgent?: boolean }
  | { kind: 'warning' }
  | { kind: 'schedule' };

export interface StatementRow {
  id: string;
  section: StatementSection;
  value: RowValue;
  /** The regulator's document and paragraph the row answers. */
  source: string;
}

/** A row left out (or a part of a row), and what fills it: `keyFacts.x`, `profile.x` or `response.x`. */
export interface MissingRow {
  id: string;
  section: StatementSection;
  fill: string[];
  source: string;
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
  rows: StatementRow[];
  missing: MissingRow[];
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
}

const day = (value: DateInput) => parseServerDate(value)?.format('YYYY-MM-DD');
const finite = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const sum = (values: (number | undefined)[]) =>
  values.every(finite) ? values.reduce<number>((total, value) => total + (value ?? 0), 0) : undefined;

const KFS = 'RBI KFS circular 15-04-2024';
const DLD = 'RBI Digital Lending Directions 2025';
const CONDUSEF = 'CONDUSEF transparencia y sanas prácticas, carátula';
const BANXICO = 'Banxico Circular 21/2009 (CAT)';

/** The schedule: the lender's when given, else the plan, split only where the split is exact. */
export function statementSchedule(input: {
  plan: readonly StatementPlanLine[];
  keyFacts?: Partial<KeyFacts> | null;
  sanctioned?: number;
  interestTotal?: number;
}): StatementSchedule {
  const given = input.keyFacts?.schedule ?? [];
  let lines: ScheduleLine[];
  if (given.length > 0) {
    lines = given.map((line, index) => {
      const charges =
        finite(line.instalment) && finite(line.principal) && finite(line.interest)
          ? line.instalment - line.principal - line.interest
          : undefined;
      return {
        n: index + 1,
        date: day(line.date),
        principal: line.principal,
        interest: line.interest,
        charges: charges !== undefined && charges > 0 ? charges : charges === 0 ? 0 : undefined,
        instalment: line.instalment,
        balance: line.balance,
      };
    });
  } else {
    lines = input.plan.map((line, index) => ({
      n: index + 1,
      date: day(line.date),
      instalment: line.amount,
    }));
    // One payment repays everything: principal and interest are the contract's own totals, exactly.
    const only = lines.length === 1 ? lines[0] : undefined;
    if (only && finite(only.instalment) && finite(input.sanctioned) && finite(input.interestTotal)) {
      const charges = only.instalment - input.sanctioned - input.interestTotal;
      if (charges >= 0) {
        only.principal = input.sanctioned;
        only.interest = input.interestTotal;
        only.charges = charges;
        only.balance = 0;
      }
    }
  }
  const split = lines.length > 0 && lines.every((line) => finite(line.principal) && finite(line.interest));
  const column = (key: 'principal' | 'interest' | 'charges' | 'instalment') =>
    lines.length > 0 ? sum(lines.map((line) => line[key])) : undefined;
  return {
    lines,
    split,
    totals: {
      principal: column('principal'),
      interest: column('interest'),
      charges: column('charges'),
      instalment: column('instalment'),
    },
  };
}

function instalmentGroups(plan: readonly StatementPlanLine[]) {
  const groups: { amount: number; count: number }[] = [];
  for (const line of plan) {
    if (!finite(line.amount)) return undefined;
    const last = groups.at(-1);
    if (last && last.amount === line.amount) last.count += 1;
    else groups.push({ amount: line.amount, count: 1 });
  }
  return groups;
}

class Builder {
  rows: StatementRow[] = [];
  missing: MissingRow[] = [];
  constructor(private section: StatementSection) {}
  in(section: StatementSection) {
    this.section = section;
    return this;
  }
  /** Adds the row when its value exists, or lists it as missing with what fills it. */
  add(id: string, source: string, value: RowValue | undefined, fill: string[]) {
    if (value) this.rows.push({ id, section: this.section, value, source });
    else this.missing.push({ id, section: this.section, fill, source });
  }
  /** A contact row: the parts there are, each absent part listed as missing. */
  contact(
    id: string,
    source: string,
    parts: [ContactLine['kind'], StatementLenderField, string | undefined][],
  ) {
    const lines = parts
      .filter((part): part is [ContactLine['kind'], StatementLenderField, string] => Boolean(part[2]))
      .map(([kind, , text]) => ({ kind, text }));
    if (lines.length)
      this.rows.push({ id, section: this.section, value: { kind: 'contact', lines }, source });
    const absent = parts.filter((part) => !part[2]).map(([, field]) => `profile.${PROFILE_PATH[field]}`);
    if (absent.length) this.missing.push({ id, section: this.section, fill: absent, source });
  }
}

function feeLines(input: StatementInput): FeeLine[] | undefined {
  if (input.keyFacts?.fees) return input.keyFacts.fees;
  const lines: FeeLine[] = [];
  if (finite(input.feeTotal) && input.feeTotal > 0)
    lines.push({ nameKey: 'commission', amount: input.feeTotal, payableTo: 'lender', when: 'once' });
  if (finite(input.taxTotal) && input.taxTotal > 0)
    lines.push({ nameKey: 'tax', amount: input.taxTotal, payableTo: 'lender', when: 'once' });
  return lines.length ? lines : undefined;
}

/** Builds the statement of `input.market` from whatever the data holds. */
export function buildStatement(input: StatementInput): Statement {
  const { market, keyFacts, lender } = input;
  const kf = keyFacts ?? undefined;
  const start = input.start ? dayjs(input.start).startOf('day') : undefined;
  const dates = input.plan.map((line) => line.date);
  const received = kf?.netDisbursed ?? input.received;
  const sanctioned = kf?.sanctionedAmount ?? input.sanctioned;
  const totalToPay = input.plan.length ? sum(input.plan.map((line) => line.amount)) : undefined;
  const days = tenorDays(input.periods, input.termUnit, start, dates);
  const planDates = input.plan
    .map((line) => day(line.date))
    .filter((date): date is string => !!date)
    .sort();
  const lastPlanDate = planDates.at(-1);
  const term: RowValue | undefined =
    days === null
      ? undefined
      : {
          kind: 'term',
          days,
          from: planDates.length ? start?.format('YYYY-MM-DD') : undefined,
          to: lastPlanDate,
        };
  const groups = input.plan.length ? instalmentGroups(input.plan) : undefined;
  const firstDate = planDates[0];
  const instalments: RowValue | undefined = groups
    ? { kind: 'instalments', count: input.plan.length, groups, first: firstDate }
    : undefined;
  const interestTotal = kf?.schedule?.length
    ? sum(kf.schedule.map((line) => line.interest))
    : input.interestTotal;
  const schedule = statementSchedule({ plan: input.plan, keyFacts: kf, sanctioned, interestTotal });
  const apr =
    input.apr !== undefined
      ? (input.apr ?? undefined)
      : statementApr({ market, start, received, plan: input.plan, keyFacts: kf });
  const fees = feeLines(input);
  const money = (minor: number | undefined): RowValue | undefined =>
    finite(minor) ? { kind: 'money', minor } : undefined;
  const figures = loanFigures({
    market,
    keyFacts: kf,
    dailyRatePercent: input.dailyRatePercent,
    interest: input.interestTotal,
    commission: input.feeTotal,
    tax: input.taxTotal,
  });
  const { interest } = figures;
  const rate: RowValue = {
    kind: 'rate',
    percent: interest.annual,
    type: interest.type,
    daily: interest.daily,
    given: interest.given,
    source: interest.source,
  };
  const penal: RowValue | undefined = figures.penalCharges
    ? { kind: 'penal', ...figures.penalCharges }
    : undefined;
  const foreclosure: RowValue = { kind: 'foreclosure', ...figures.prepayment };
  const late: RowValue | undefined = figures.lateCharge
    ? {
        kind: 'rate',
        percent: figures.lateCharge.percent,
        per: figures.lateCharge.per,
        source: figures.lateCharge.source,
      }
    : undefined;
  /** A reference value is shown, labelled, and still listed as missing with the field that fills it. */
  const referenced = (
    b: Builder,
    id: string,
    source: string,
    value: RowValue | undefined,
    fill: string[],
  ) => {
    b.add(id, source, value, fill);
    if (value && 'source' in value && value.source === 'reference')
      b.missing.push({ id, section: b.rows.at(-1)!.section, fill, source });
  };

  const b = new Builder(market === Market.india ? 'part1' : 'caratula');
  if (market === Market.india) {
    // Annex A, Part 1 (interest rate and fees/charges).
    b.add(
      'proposalNo',
      `${KFS}, Annex A Part 1 item 1`,
      kf?.proposalNo ? { kind: 'text', text: kf.proposalNo } : undefined,
      ['keyFacts.proposalNo'],
    );
    if (kf?.validUntil && day(kf.validUntil))
      b.add('validUntil', `${KFS}, para 5 (KFS validity)`, { kind: 'date', date: day(kf.validUntil)! }, []);
    b.add('sanctioned', `${KFS}, Annex A Part 1 item 2`, money(sanctioned), ['keyFacts.sanctionedAmount']);
    b.add('term', `${KFS}, Annex A Part 1 item 4`, term, [
      'response.periods',
      'response.repay_plans[].pay_time',
    ]);
    b.add('instalments', `${KFS}, Annex A Part 1 item 5`, instalments, ['response.repay_plans[].amount']);
    referenced(b, 'interestRate', `${KFS}, Annex A Part 1 item 6`, rate, [
      'keyFacts.interestRate',
      'keyFacts.interestType',
    ]);
    b.add(
      'feesLender',
      `${KFS}, Annex A Part 1 item 8 (A)`,
      fees ? { kind: 'fees', fees: fees.filter((fee) => fee.payableTo !== 'thirdParty') } : undefined,
      ['keyFacts.fees'],
    );
    const thirdParty = fees?.filter((fee) => fee.payableTo === 'thirdParty') ?? [];
    if (thirdParty.length)
      b.add('feesThirdParty', `${KFS}, Annex A Part 1 item 8 (B)`, { kind: 'fees', fees: thirdParty }, []);
    b.add('apr', `${KFS}, Annex A Part 1 item 9; Annex B`, apr, [
      'keyFacts.apr',
      'response.amount',
      'response.repay_plans',
    ]);
    referenced(
      b,
      'penalCharges',
      `${KFS}, Annex A Part 1 item 10 (i)-(ii); RBI penal charges circular 18-08-2023`,
      penal,
      ['keyFacts.penalCharges'],
    );
    referenced(b, 'foreclosure', `${KFS}, Annex A Part 1 item 10 (iii)`, foreclosure, [
      'keyFacts.foreclosure',
    ]);

    // Annex A, Part 2 (other qualitative information).
    b.in('part2');
    const agents = kf?.recoveryAgents;
    b.add(
      'recoveryAgents',
      `${KFS}, Annex A Part 2 item 1`,
      typeof agents === 'string'
        ? { kind: 'link', url: agents }
        : agents?.length
          ? { kind: 'names', names: agents }
          : undefined,
      ['keyFacts.recoveryAgents'],
    );
    b.contact('grievanceOfficer', `${KFS}, Annex A Part 2 items 2-3`, [
      ['name', 'groName', lender.groName],
      ['phone', 'groPhone', lender.groPhone],
      ['email', 'groEmail', lender.groEmail],
    ]);
    b.contact('rbiPortal', `${DLD}, grievance redressal (RBI CMS link)`, [
      ['web', 'rbiComplaintPortal', lender.rbiComplaintPortal],
    ]);
    b.add(
      'transferable',
      `${KFS}, Annex A Part 2 item 4`,
      kf?.transferable === undefined ? undefined : { kind: 'yesNo', value: kf.transferable },
      ['keyFacts.transferable'],
    );
    if (input.coolingOffDays !== undefined)
      b.add(
        'coolingOff',
        `${KFS}, Annex A Part 2 item 6 (i); ${DLD}, cooling-off/look-up period`,
        input.coolingOffDays === null ? undefined : { kind: 'days', count: input.coolingOffDays },
        ['response.periods', 'VITE_COOLING_OFF_DAYS_INDIA'],
      );
    b.add(
      'serviceProvider',
      `${KFS}, Annex A Part 2 item 6 (ii)`,
      kf?.serviceProvider ? { kind: 'serviceProvider', ...kf.serviceProvider } : undefined,
      ['keyFacts.serviceProvider'],
    );
    b.contact('lenderIdentity', `${DLD}, lender named in the KFS`, [
      ['name', 'legalName', lender.legalName],
      ['cin', 'cin', lender.cin],
      ['cor', 'rbiCoR', lender.rbiCoR],
    ]);

    // Annex B: how the APR is computed (IRR on the net disbursed amount).
    b.in('annexB');
    const feeTotal = fees
      ? sum(fees.map((fee) => (finite(fee.amount) ? fee.amount + (fee.taxAmount ?? 0) : undefined)))
      : undefined;
    b.add('bSanctioned', `${KFS}, Annex B item 1`, money(sanctioned), ['keyFacts.sanctionedAmount']);
    b.add('bTotalInterest', `${KFS}, Annex B item 5`, money(interestTotal), ['keyFacts.schedule[].interest']);
    b.add('bFees', `${KFS}, Annex B item 6`, money(feeTotal), ['keyFacts.fees']);
    b.add('bNetDisbursed', `${KFS}, Annex B item 7`, money(received), [
      'keyFacts.netDisbursed',
      'response.amount',
    ]);
    b.add('bTotalToPay', `${KFS}, Annex B item 8`, money(totalToPay), ['response.repay_plans[].amount']);
    b.add('bApr', `${KFS}, Annex B item 9`, apr, ['keyFacts.apr', 'response.repay_plans']);
    b.in('annexC');
    b.add('schedule', `${KFS}, Annex C`, schedule.lines.length ? { kind: 'schedule' } : undefined, [
      'response.repay_plans',
    ]);
    if (schedule.lines.length && !schedule.split)
      b.missing.push({
        id: 'scheduleSplit',
        section: 'annexC',
        fill: ['keyFacts.schedule'],
        source: `${KFS}, Annex C`,
      });
  } else {
    // The carátula, in CONDUSEF's order.
    b.add(
      'productName',
      `${CONDUSEF}: nombre comercial del producto`,
      input.productName ? { kind: 'text', text: input.productName } : undefined,
      ['response.comProductName'],
    );
    b.add('cat', `${BANXICO}; ${CONDUSEF}: CAT sin IVA, fecha de cálculo`, apr, [
      'keyFacts.apr',
      'response.amount',
      'response.repay_plans',
    ]);
    referenced(b, 'interestRate', `${CONDUSEF}: tasa de interés anual ordinaria`, rate, [
      'keyFacts.interestRate',
      'keyFacts.interestType',
    ]);
    referenced(b, 'lateRate', `${CONDUSEF}: tasa de interés anual moratoria`, late, ['keyFacts.lateRate']);
    b.add('creditAmount', `${CONDUSEF}: monto del crédito`, money(sanctioned), ['keyFacts.sanctionedAmount']);
    b.add('received', `${CONDUSEF}: monto del crédito (lo que recibes)`, money(received), [
      'response.amount',
    ]);
    b.add('totalToPay', `${CONDUSEF}: monto total a pagar`, money(totalToPay), [
      'response.repay_plans[].amount',
    ]);
    b.add('term', `${CONDUSEF}: plazo del crédito`, term, [
      'response.periods',
      'response.repay_plans[].pay_time',
    ]);
    b.add(
      'deadline',
      `${CONDUSEF}: fecha límite de pago`,
      firstDate ? { kind: 'date', date: firstDate } : undefined,
      ['response.repay_plans[].pay_time'],
    );
    b.add(
      'fees',
      `${CONDUSEF}: comisiones relevantes (monto y periodicidad)`,
      fees ? { kind: 'fees', fees } : undefined,
      ['keyFacts.fees'],
    );
    // The carátula's late-payment term is the moratorio rate above; a late-payment fee shows when given.
    if (penal) b.add('penalCharges', `${CONDUSEF}: comisiones relevantes (pago tardío)`, penal, []);
    referenced(b, 'foreclosure', `${CONDUSEF}: pago anticipado`, foreclosure, ['keyFacts.foreclosure']);
    b.in('warnings');
    b.add('warnings', `${CONDUSEF}: advertencias`, { kind: 'warning' }, []);
    b.in('claims');
    b.contact('une', `${CONDUSEF}: aclaraciones y reclamaciones (UNE)`, [
      ['address', 'uneAddress', lender.uneAddress],
      ['phone', 'unePhone', lender.unePhone],
      ['email', 'uneEmail', lender.uneEmail],
    ]);
    b.add(
      'reca',
      `${CONDUSEF}: Registro de Contratos de Adhesión`,
      lender.reca ? { kind: 'text', text: lender.reca } : undefined,
      [`profile.${PROFILE_PATH.reca}`],
    );
    b.contact('condusef', `${CONDUSEF}: datos de CONDUSEF`, [
      ['phone', 'condusefPhone', lender.condusefPhone],
      ['web', 'condusefWeb', lender.condusefWeb],
    ]);
    b.contact('lenderIdentity', `${CONDUSEF}: denominación de la entidad`, [
      ['name', 'legalName', lender.legalName],
    ]);
    b.in('schedule');
    b.add(
      'schedule',
      `${CONDUSEF}: tabla de amortización`,
      schedule.lines.length ? { kind: 'schedule' } : undefined,
      ['response.repay_plans'],
    );
    if (schedule.lines.length && !schedule.split)
      b.missing.push({
        id: 'scheduleSplit',
        section: 'schedule',
        fill: ['keyFacts.schedule'],
        source: `${CONDUSEF}: tabla de amortización`,
      });
  }

  return {
    market,
    rows: b.rows,
    missing: b.missing,
    schedule,
    figures,
    headline: { received, totalToPay, apr: apr?.unavailable ? undefined : apr, term: days ?? undefined },
  };
}

/** Rows of one section, in order. */
export function sectionRows(statement: Statement, section: StatementSection): StatementRow[] {
  return statement.rows.filter((row) => row.section === section);
}
