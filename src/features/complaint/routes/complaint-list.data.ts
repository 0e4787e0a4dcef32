import { deferData } from '@/lib/router/lazy-route';
import { getComplaintList } from '../api/get-complaint-list';

export function loader() {
  return { tabs: deferData(getComplaintList()) };
}
