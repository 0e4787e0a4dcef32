import { paths } from '../../config/paths';
import type { RouteDef } from '../../lib/router/route-def';

const ns = ['repayment'];

export const repaymentRoutes: RouteDef[] = [
  {
    path: paths.repay,
    page: 'repayment/routes/repay',
    data: 'repayment/routes/repay.data',
    firstCalls: ['repayDetail'],
    namespaces: ns,
  },
  {
    path: paths.repayDelay,
    page: 'repayment/routes/repay-delay',
    data: 'repayment/routes/repay-delay.data',
    firstCalls: ['delayDetail', 'repayDetail'],
    namespaces: ns,
  },
  {
    path: paths.repayInstructions,
    page: 'repayment/routes/repay-instructions',
    data: 'repayment/routes/repay-instructions.data',
    namespaces: ns,
  },
  { path: paths.dragonpayInstructions, page: 'repayment/routes/dragonpay-instructions', namespaces: ns },
  {
    path: paths.cardRepay,
    page: 'repayment/routes/card-repay',
    data: 'repayment/routes/card-repay.data',
    namespaces: ns,
  },
];
