import type { RouteQuery } from '@/lib/router/page-data';
import { getComplaintDetails } from '../api/get-complaint-details';

export function load({ problemId = '' }: RouteQuery, signal: AbortSignal) {
  return { problemId, details: problemId ? getComplaintDetails(problemId, { signal }) : null };
}
