import * as v from 'valibot';
import { calls } from '@/config/calls';
import { loanCall } from '@/lib/http';

/** contract §3: rating, body { score }. The response data carries nothing we use. */
export function submitScore(score: number) {
  return loanCall(calls.rating, v.unknown(), { score });
}
