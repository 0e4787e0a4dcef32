import type { LoaderFunctionArgs } from 'react-router-dom';
import { deferData } from '@/lib/router/early-data';
import { getCustomerContact } from '../api/get-customer-contact';

export function loader({ request }: LoaderFunctionArgs) {
  return { contact: deferData(getCustomerContact({ signal: request.signal })) };
}
