import * as v from 'valibot';
import { parserFor } from '@/lib/http/validate';
import { readStored, writeStored } from '@/lib/storage';

/**
 * The contract has no complaint-rating endpoint, so a rating is kept on this device only: it thanks the
 * borrower and stops the modal from asking again for the same complaint.
 */
const RatingSchema = v.object({ score: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)) });

const ratingKey = (problemId: string) => `complaint:rating:${problemId}`;

export function hasLocalRating(problemId: string): boolean {
  return readStored(ratingKey(problemId), parserFor(RatingSchema)) !== undefined;
}

export function saveLocalRating(problemId: string, score: number): void {
  writeStored(ratingKey(problemId), { score, ratedAt: Date.now() });
}
