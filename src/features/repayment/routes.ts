import { paths } from '../../config/paths';
import type { RouteDef } from '../../lib/router/route-def';
import { QR_RAIL_CODE } from '../../entities/payment/qr-rails';

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
    // A QR rail's voucher is drawn as a code with the page: its encoder comes in the same trip.
    firstLoadWhen: [{ key: 'payCode', pattern: QR_RAIL_CODE, module: 'repayment/components/qr-code' }],
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
