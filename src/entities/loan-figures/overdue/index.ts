export { OverdueNotice, OverdueSummary } from './overdue-summary';
export { isPastDue } from './past-due';
export { OptionalOverdueSchema, OverdueSchema, type Overdue, type OverdueCharge } from './schema';
