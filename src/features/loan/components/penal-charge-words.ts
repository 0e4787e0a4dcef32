import { REFERENCE, type PenalCharge, type ReferencePenalCharge } from '@/entities/loan-figures/loan-terms';

export interface PenalChargeWords {
  name: string;
  basis?: string;
}

/**
 * A penal charge's name and basis as a document shows them: the lender's own words for the loan's charges;
 * for a reference charge, the document's texts in the page's language (`words`), with its figures: the
 * spec's daily rates each with its annual figure first (× 365), as every rate is stated a year.
 */
export function penalChargeWords(
  charge: PenalCharge,
  words: (reference: ReferencePenalCharge, values: Record<string, string>) => PenalChargeWords,
  format: { money: (minor: number) => string; percent: (value: number) => string },
): PenalChargeWords {
  if (!charge.reference) return { name: charge.name, basis: charge.basis };
  if (charge.reference === 'oneTime')
    return words('oneTime', { repeat: format.money(REFERENCE.inDefaultRepeat) });
  const [first, second, third] = REFERENCE.inDaily.map(format.percent);
  const [firstYear, secondYear, thirdYear] = REFERENCE.inDaily.map((daily) => format.percent(daily * 365));
  return words('daily', {
    first: first!,
    second: second!,
    third: third!,
    firstYear: firstYear!,
    secondYear: secondYear!,
    thirdYear: thirdYear!,
  });
}
