import { parseServerDate, type DateInput } from '@/lib/format/date';
import type { KeyFacts } from '../key-facts-schema';
import type { ScheduleLine, StatementPlanLine, StatementSchedule } from './types';

export const day = (value: DateInput) => parseServerDate(value)?.format('YYYY-MM-DD');
export const finite = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);
export const sum = (values: (number | undefined)[]) =>
  values.every(finite) ? values.reduce<number>((total, value) => total + (value ?? 0), 0) : undefined;

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

export function instalmentGroups(plan: readonly StatementPlanLine[]) {
  const groups: { amount: number; count: number }[] = [];
  for (const line of plan) {
    if (!finite(line.amount)) return undefined;
    const last = groups.at(-1);
    if (last && last.amount === line.amount) last.count += 1;
    else groups.push({ amount: line.amount, count: 1 });
  }
  return groups;
}
