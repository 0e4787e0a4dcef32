import { deferData } from '@/lib/router/lazy-route';
import { getCustomerContact } from '../api/get-customer-contact';

export function loader() {
  return { contact: deferData(getCustomerContact()) };
}
