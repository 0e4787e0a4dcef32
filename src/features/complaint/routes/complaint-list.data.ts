import { deferData } from '@/lib/router/early-data';
import { getComplaintList } from '../api/get-complaint-list';

export function loader() {
  return { tabs: deferData(getComplaintList()) };
}
