import dayjs, { type Dayjs } from 'dayjs';
import { tenorDays } from '../tenor';
import { statementApr, type AprValue } from '../apr';
import { loanFigures } from '../loan-terms';
import { PROFILE_PATH, type StatementLenderField } from '../statement-lender';
import { day, finite, instalmentGroups, statementSchedule, sum } from './schedule';
import type {
  ContactLine,
  FeeLine,
  ItemGap,
  MissingRow,
  RowValue,
  StatementInput,
  StatementRow,
  StatementSchedule,
  StatementSection,
} from './types';

/** Collects a statement's rows in order, and the rows it could not fill with what would fill each. */
export class Builder {
  rows: StatementRow[] = [];
  missing: MissingRow[] = [];
  /** The regulator's items left empty or filled with a reference value: no signature on them. */
  gaps: ItemGap[] = [];
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
  /**
   * A numbered item of the regulator's form (India's KFS): always a row, in its place. Without a value it
   * reads "not provided by the lender" and is listed as missing with what fills it; never left out.
   */
  item(
    id: string,
    item: string,
    source: string,
    value: RowValue | undefined,
    fill: string[],
    /** A figure repeated from above (Annex B's rate): its reference value is listed once, up there. */
    { repeat = false }: { repeat?: boolean } = {},
  ) {
    this.rows.push({ id, section: this.section, value: value ?? { kind: 'notProvided' }, source, item });
    const reference = !!value && 'source' in value && value.source === 'reference';
    if (!value || (!repeat && reference)) this.missing.push({ id, section: this.section, fill, source });
    // A figure repeated from above is a gap of its own too: each place it stands is a listed item.
    if (!value || reference) this.gaps.push({ id, item, reason: value ? 'reference' : 'empty' });
  }
  /**
   * A contact row: the parts there are, each absent part listed as missing. Extra parts (`extra`: an
   * officer's designation and address) show when known and are no part of the item when not.
   */
  contact(
    id: string,
    source: string,
    parts: [ContactLine['kind'], StatementLenderField, string | undefined][],
    /** A numbered item of the form: kept, as "not provided by the lender", when no part is known. */
    item?: string,
    extra: [ContactLine['kind'], string | undefined][] = [],
  ) {
    // An officer's designation follows the name; the other extras come last.
    const named = parts.map(([kind, , text]) => [kind, text] as const);
    const designation = extra.filter(([kind]) => kind === 'designation');
    const lines = [
      ...named.slice(0, 1),
      ...designation,
      ...named.slice(1),
      ...extra.filter(([kind]) => kind !== 'designation'),
    ]
      .filter((part): part is readonly [ContactLine['kind'], string] => Boolean(part[1]))
      .map(([kind, text]) => ({ kind, text }));
    if (lines.length)
      this.rows.push({ id, section: this.section, value: { kind: 'contact', lines }, source, item });
    else if (item)
      this.rows.push({ id, section: this.section, value: { kind: 'notProvided' }, source, item });
    const absent = parts.filter((part) => !part[2]);
    if (absent.length)
      this.missing.push({
        id,
        section: this.section,
        fill: absent.map(([, field]) => `profile.${PROFILE_PATH[field]}`),
        source,
      });
    // A listed item with a part missing (an officer without a phone) is not complete.
    if (item && absent.length)
      this.gaps.push({ id, item, reason: 'empty', parts: absent.map(([kind]) => kind) });
  }
  /** A listed item whose row stands but lacks parts the regulator asks for (an LSP without its officer). */
  gap(id: string, item: string, parts: ContactLine['kind'][]) {
    this.gaps.push({ id, item, reason: 'empty', parts });
  }
  /** The schedule's row, and a note when its lines cannot be split into principal and interest. */
  schedule(source: string, schedule: StatementSchedule, item?: string) {
    const fill = ['response.repay_plans'];
    if (item)
      this.item('schedule', item, source, schedule.lines.length ? { kind: 'schedule' } : undefined, fill);
    else this.add('schedule', source, schedule.lines.length ? { kind: 'schedule' } : undefined, fill);
    if (schedule.lines.length && !schedule.split)
      this.missing.push({ id: 'scheduleSplit', section: this.section, fill: ['keyFacts.schedule'], source });
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

export const money = (minor: number | undefined): RowValue | undefined =>
  finite(minor) ? { kind: 'money', minor } : undefined;

/** What both markets' statements derive from the input before they lay out their rows. */
export function statementFacts(input: StatementInput) {
  const { market } = input;
  const kf = input.keyFacts ?? undefined;
  const start: Dayjs | undefined = input.start ? dayjs(input.start).startOf('day') : undefined;
  const received = kf?.netDisbursed ?? input.received;
  const sanctioned = kf?.sanctionedAmount ?? input.sanctioned;
  const totalToPay = input.plan.length ? sum(input.plan.map((line) => line.amount)) : undefined;
  const days = tenorDays(
    input.periods,
    input.termUnit,
    start,
    input.plan.map((line) => line.date),
  );
  const planDates = input.plan
    .map((line) => day(line.date))
    .filter((date): date is string => !!date)
    .sort();
  const term: RowValue | undefined =
    days === null
      ? undefined
      : {
          kind: 'term',
          days,
          from: planDates.length ? start?.format('YYYY-MM-DD') : undefined,
          to: planDates.at(-1),
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
  const apr: AprValue | undefined =
    input.apr !== undefined
      ? (input.apr ?? undefined)
      : statementApr({ market, start, received, plan: input.plan, keyFacts: kf });
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
        late: true,
        source: figures.lateCharge.source,
      }
    : undefined;
  return {
    input,
    kf,
    received,
    sanctioned,
    totalToPay,
    days,
    term,
    firstDate,
    instalments,
    interestTotal,
    schedule,
    apr,
    fees: feeLines(input),
    figures,
    rate,
    penal,
    foreclosure,
    late,
  };
}

export type StatementFacts = ReturnType<typeof statementFacts>;
