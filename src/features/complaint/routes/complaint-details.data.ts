import type { LoaderFunctionArgs } from 'react-router-dom';
import { routeQueryFromRequest } from '@/lib/session';
import { deferData } from '@/lib/router/early-data';
import { getComplaintDetails } from '../api/get-complaint-details';

export function loader({ request }: LoaderFunctionArgs) {
  const problemId = routeQueryFromRequest(request).problemId ?? '';
  return {
    problemId,
    details: problemId ? deferData(getComplaintDetails(problemId, { signal: request.signal })) : null,
  };
}
