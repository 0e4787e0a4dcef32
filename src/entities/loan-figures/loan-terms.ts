import type { KeyFacts, KeyFactsPenalCharge } from '@/entities/loan-figures/key-facts-schema';
import { Market } from '@/lib/session/market';

/**
 * Which figure of a loan, from where: the one place the contract (/loanAgreement, /agony), the statement
 * (KFS/carátula, /loanStatement) and loan details take their rates, late and penal charges and prepayment
 * terms from, so that two documents never state two figures for one loan.
 *
 * - `loan`: the loan's own data (the response, or its `keyFacts`, contract §7).
 * - `reference`: the spec's constants (§9), used only where the loan states nothing; every document that
 *   shows one says so beside it.
 *
 * Interest is simple, on the outstanding principal, per day: the annual rate is 365 days of the daily rate,
 * and whichever of the two the loan gives, the other is worked out from it (`given` says which was given).
 */
export type FigureSource = 'loan' | 'reference';

export interface InterestFigure {
  /** Percent a year, to 2 decimals as every document writes it (0.0065 × 365 = 2.37). */
  annual: number;
  /** Percent a day, to 4 decimals (2.37 ÷ 365 = 0.0065). */
  daily: number;
  given: 'annual' | 'daily';
  type?: 'fixed' | 'floating';
  source: FigureSource;
}

/** Mexico's late-payment term: the lender's tasa moratoria (a year), else the spec's penalty a day. */
export interface LateChargeFigure {
  percent: number;
  per: 'year' | 'day';
  source: FigureSource;
}

/**
 * A penal charge. A reference one (`reference` set) carries figures but no words: its name is its key, and
 * each document words it in the page's language.
 */
export type PenalCharge = KeyFactsPenalCharge & { reference?: ReferencePenalCharge };
export type ReferencePenalCharge = 'oneTime' | 'daily';

export interface PenalChargesFigure {
  charges: PenalCharge[];
  source: FigureSource;
}

export interface PrepaymentFigure {
  allowed?: boolean;
  /** The charge in minor units, as the statement reads `keyFacts.foreclosure.charge`; 0 is free. */
  charge?: number;
  /** When it is allowed from, in the lender's words. */
  from?: string;
  /** The reference rule (India, spec §9): after half the term and not before 7 days from disbursal. */
  afterHalfTerm?: boolean;
  source: FigureSource;
}

export interface TaxFigure {
  percent: number;
  /** Mexico: IVA on interest plus commission; India: GST on the processing fee (interest is exempt). */
  on: 'interestAndFee' | 'fee';
  source: FigureSource;
}

export interface LoanFigures {
  interest: InterestFigure;
  /** Mexico only. */
  lateCharge?: LateChargeFigure;
  /** India always (penal charges, never penal interest); Mexico when the lender sends a late-payment fee. */
  penalCharges?: PenalChargesFigure;
  prepayment: PrepaymentFigure;
  tax: TaxFigure;
}

/** spec §9, in percent. */
export const REFERENCE = {
  /** "interest rate 0.0065%": read as a day, as the official loan page words it. */
  dailyRate: 0.0065,
  /** "annual interest 18%": contradicts the daily rate (0.0065 × 365 ≈ 2.37), so it is never stated as the loan's rate. */
  specAnnualRate: 18,
  mxTax: 16,
  inGst: 18,
  /** Mexico: "overdue penalty 3% per day". */
  mxOverduePerDay: 3,
  /** India, read as penal charges (RBI, 18 Aug 2023): a one-time charge and a charge a day on the overdue amount. */
  inDefaultNew: 100_000,
  inDefaultRepeat: 80_000,
  inDaily: [5, 4, 2] as const,
} as const;

export interface LoanFiguresInput {
  market: Market;
  keyFacts?: Partial<KeyFacts> | null;
  /** The response's daily rate in percent (`loanRate` text, `'0.0065'`), when it has one. */
  dailyRatePercent?: number | string | null;
  /** The contract's amounts, to read its tax rate from (IVA ÷ (interest + commission); GST ÷ fee). */
  interest?: number;
  commission?: number;
  tax?: number;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

function dailyFrom(value: LoanFiguresInput['dailyRatePercent']) {
  if (value === null || value === undefined) return undefined;
  const number = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : value;
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

function interestFigure(input: LoanFiguresInput): InterestFigure {
  const kf = input.keyFacts;
  const type = kf?.interestType;
  if (finite(kf?.interestRate))
    return {
      annual: kf.interestRate,
      daily: round(kf.interestRate / 365, 4),
      given: 'annual',
      type,
      source: 'loan',
    };
  const daily = dailyFrom(input.dailyRatePercent);
  if (daily !== undefined)
    return { annual: round(daily * 365, 2), daily, given: 'daily', type, source: 'loan' };
  return {
    annual: round(REFERENCE.dailyRate * 365, 2),
    daily: REFERENCE.dailyRate,
    given: 'daily',
    source: 'reference',
  };
}

/**
 * The reference penal charges of India, as charges (spec §9's default penalty and late interest, re-read).
 * The words are the documents' (`penalReference` texts): a charge here is only its key and figures.
 */
export function referencePenalCharges(): PenalCharge[] {
  return [
    {
      reference: 'oneTime',
      name: 'oneTime',
      amount: REFERENCE.inDefaultNew,
      rate: undefined,
      basis: undefined,
    },
    { reference: 'daily', name: 'daily', amount: undefined, rate: undefined, basis: undefined },
  ];
}

function taxFigure(input: LoanFiguresInput): TaxFigure {
  const india = input.market === Market.india;
  const on = india ? 'fee' : 'interestAndFee';
  const base = india ? input.commission : sum(input.interest, input.commission);
  if (finite(input.tax) && finite(base) && base > 0 && input.tax > 0)
    return { percent: Math.round((input.tax / base) * 100), on, source: 'loan' };
  return { percent: india ? REFERENCE.inGst : REFERENCE.mxTax, on, source: 'reference' };
}

function sum(a: number | undefined, b: number | undefined) {
  return finite(a) && finite(b) ? a + b : undefined;
}

/** Every figure of the loan, each with where it came from. */
export function loanFigures(input: LoanFiguresInput): LoanFigures {
  const kf = input.keyFacts ?? undefined;
  const india = input.market === Market.india;
  const foreclosure = kf?.foreclosure;
  const prepayment: PrepaymentFigure =
    foreclosure && (foreclosure.allowed !== undefined || finite(foreclosure.charge))
      ? { ...foreclosure, source: 'loan' }
      : india
        ? { allowed: true, afterHalfTerm: true, source: 'reference' }
        : // Mexico: the spec states no prepayment rule; the contrato de adhesión allows it free of charge.
          { allowed: true, charge: 0, source: 'reference' };
  const penal: PenalChargesFigure | undefined = kf?.penalCharges?.length
    ? { charges: kf.penalCharges, source: 'loan' }
    : india
      ? { charges: referencePenalCharges(), source: 'reference' }
      : undefined;
  return {
    interest: interestFigure(input),
    lateCharge: india
      ? undefined
      : finite(kf?.lateRate)
        ? { percent: kf.lateRate, per: 'year', source: 'loan' }
        : { percent: REFERENCE.mxOverduePerDay, per: 'day', source: 'reference' },
    penalCharges: penal,
    prepayment,
    tax: taxFigure(input),
  };
}
