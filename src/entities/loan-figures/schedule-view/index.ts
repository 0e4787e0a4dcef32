export { RepaymentSchedule } from './repayment-schedule';
