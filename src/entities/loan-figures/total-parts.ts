import type { DetailRow } from '@/lib/http/schema-parts';

/** One named part of a total (minor units), named as the server's row names it. */
export interface TotalPart {
  name: string;
  amount: number;
}

/** Signs a server may write before an amount: the ASCII hyphen and the minus sign. */
const MINUS = /^[-\u2212]/;
const spaces = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').replace(/\u2212/g, '-');

/**
 * The minor units of a server's amount text, only when it is written exactly as this page writes money
 * (`$3,000.00`, `-$50.00`, `₹1,00,000.00`): read back through the same formatter, a figure is never
 * guessed from a text written some other way (`3000`, `$3.000`, a count of days).
 */
export function minorOfMoneyText(value: string, money: (minor: number) => string): number | undefined {
  const text = spaces(value.trim());
  const digits = text.replace(/\D/g, '');
  if (digits === '' || digits.length > 15) return undefined;
  const minor = Number(digits) * (MINUS.test(text) || text.includes('-') ? -1 : 1);
  return spaces(money(minor)) === text ? minor : undefined;
}

/**
 * What a total is made of, from the server's rows (repay detail, contract §3): the longest run of two or
 * more consecutive money rows that adds up exactly to the total, none of them the total itself (the
 * principal, the interest, the fee, its tax… before "Total to repay"). Null when no such run exists: the
 * page then states the total alone, never parts it cannot account for.
 */
export function partsOfTotal(
  rows: readonly DetailRow[],
  total: number,
  money: (minor: number) => string,
): TotalPart[] | null {
  return splitByTotal(rows, total, money).parts;
}

/**
 * The rows split in two: the parts of the total (partsOfTotal), and every other row, in order. A page that
 * shows the parts under the amount they make shows the rest apart: the same row is never in two boxes.
 */
export function splitByTotal(
  rows: readonly DetailRow[],
  total: number,
  money: (minor: number) => string,
): { parts: TotalPart[] | null; rest: DetailRow[] } {
  const amounts = rows.map((row) => minorOfMoneyText(row.value, money));
  let best: [number, number] | null = null;
  for (let start = 0; start < rows.length; start++) {
    let sum = 0;
    for (let end = start; end < rows.length; end++) {
      const amount = amounts[end];
      if (amount === undefined || amount === total || !rows[end]!.text.trim()) break;
      sum += amount;
      const length = end - start + 1;
      if (length >= 2 && sum === total && (!best || length > best[1] - best[0] + 1)) best = [start, end];
    }
  }
  if (!best) return { parts: null, rest: [...rows] };
  const [first, last] = best;
  return {
    parts: rows
      .slice(first, last + 1)
      .map((row, index) => ({ name: row.text.trim(), amount: amounts[first + index]! })),
    rest: [...rows.slice(0, first), ...rows.slice(last + 1)],
  };
}
