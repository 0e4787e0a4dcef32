import { deferData } from '@/lib/router/early-data';
import { getCustomerContact } from '../api/get-customer-contact';

export function loader() {
  return { contact: deferData(getCustomerContact()) };
}
