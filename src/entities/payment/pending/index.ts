export { PaymentPendingSlot } from './slot';
export type { PaymentPendingProps } from './types';
