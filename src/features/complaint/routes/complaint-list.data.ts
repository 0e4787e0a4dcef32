import type { LoaderFunctionArgs } from 'react-router-dom';
import { deferData } from '@/lib/router/early-data';
import { getComplaintList } from '../api/get-complaint-list';

export function loader({ request }: LoaderFunctionArgs) {
  return { tabs: deferData(getComplaintList({ signal: request.signal })) };
}
