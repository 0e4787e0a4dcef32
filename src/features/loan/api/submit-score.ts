import * as v from 'valibot';
import { postLoanApi } from '@/lib/http';

/** contract §3: rating, body { score }. The response data carries nothing we use. */
export function submitScore(score: number) {
  return postLoanApi('/v3/loan-details/google-score', { score }, v.unknown());
}
