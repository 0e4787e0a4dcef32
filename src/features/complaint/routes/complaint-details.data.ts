import type { RouteQuery } from '@/lib/router/route-def';
import { fetchQuery } from '@/lib/router/query-cache';
import { getComplaintDetails } from '../api/get-complaint-details';

export function load({ problemId = '' }: RouteQuery, signal?: AbortSignal) {
  return {
    problemId,
    details: problemId
      ? fetchQuery(
          ['complaintDetails', problemId],
          (abort) => getComplaintDetails(problemId, { signal: abort }),
          {
            signal,
          },
        )
      : null,
  };
}
