import type { HttpHandler } from 'msw';
import { codeOk, endpoint, wealthApi } from '../endpoint';

export const loanHandlers: HttpHandler[] = [
  endpoint('customer-contact', 'post', wealthApi('/customer/contact'), (_info, { market }) =>
    codeOk(
      market === 'in'
        ? { phone: '+91 80 4718 2200', va: '1800 102 4455', email: 'care@cashloan.in' }
        : { phone: '+52 55 4162 8800', va: '800 953 1100', email: 'ayuda@prestamo.mx' },
    ),
  ),
];
