/**
 * The channel codes of the rails paid by scanning a QR, as the servers send them (in capitals): UPI's and
 * CoDi's. Plain strings with no import: the route table reads them in the build too, so that the HTML asks
 * for the QR's encoder with the instructions page of such a rail (src/features/repayment/routes.ts).
 */
export const UPI_CODE = '^UPI|BHIM';
export const CODI_CODE = '^CODI';
export const QR_RAIL_CODE = `${UPI_CODE}|${CODI_CODE}`;
