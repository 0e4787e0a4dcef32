import type { Dayjs } from 'dayjs';
import { loanCost } from '@/lib/finance/loan-cost';
import type { KeyFacts } from '@/lib/http/key-facts-schema';
import { parseServerDate, type DateInput } from '@/lib/format/date';
import { Market } from '@/lib/session/market';

/** Mexico's IVA on interest and commission (spec §9); the CAT leaves it out. */
export const MX_IVA_RATE = 0.16;

export interface AprValue {
  kind: 'apr';
  percent: number;
  by: 'lender' | 'app';
  date?: string;
}

const finite = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const day = (value: DateInput) => parseServerDate(value)?.format('YYYY-MM-DD');

/** The APR/CAT: the lender's own figure when given, else the app's, labelled so. */
export function statementApr(input: {
  market: Market;
  start: Date | Dayjs;
  received?: number;
  plan: readonly { date: DateInput; amount: number | undefined }[];
  keyFacts?: Partial<KeyFacts> | null;
}): AprValue | undefined {
  const { keyFacts } = input;
  if (finite(keyFacts?.apr))
    return { kind: 'apr', percent: keyFacts.apr, by: 'lender', date: day(keyFacts.aprDate) };
  if (!finite(input.received)) return undefined;
  const cost = loanCost({
    received: input.received,
    plan: input.plan.map((line) => ({ amount: line.amount, payDate: line.date })),
    today: input.start,
    // Banxico: the CAT is stated "sin IVA"; RBI: the APR counts every charge.
    taxOnCost: input.market === Market.mexico ? MX_IVA_RATE : 0,
  });
  const percent = cost ? cost.annualRate * 100 : Number.NaN;
  if (!cost || !Number.isFinite(percent) || percent >= 1e20) return undefined;
  return { kind: 'apr', percent, by: 'app', date: cost.calculatedOn };
}
