import type { LoaderFunctionArgs } from 'react-router-dom';
import { routeQueryFromRequest } from '@/lib/session';
import { deferData } from '@/lib/router/early-data';
import { getContract } from '../api/get-contract';
import { getLoanDetailsDated } from '../api/get-loan-details';

/**
 * The signed loan's statement: the contract's terms, and the loan details' dated plan when they load (the
 * statement still shows the contract's own dates without them).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { productId, orderId, orderNo } = routeQueryFromRequest(request);
  const order = orderNo || orderId;
  const details = getLoanDetailsDated(productId, orderId ?? orderNo).catch(() => null);
  return {
    statement: deferData(
      Promise.all([getContract(order), details]).then(([contract, dated]) => ({
        contract,
        loan: dated?.data ?? null,
        serverDate: dated?.serverDate,
      })),
    ),
  };
}
