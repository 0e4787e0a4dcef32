export { LenderLine, useLenderName, type LenderLineProps } from './line';
export { OfferLenderSchema, OptionalLenderSchema, type OfferLender } from './schema';
export {
  namesSameCompany,
  notedLoanLender,
  noteLoanLender,
  resolveLoanLender,
  type LoanLender,
} from './loan-lender';
export { profileLender } from './profile-lender';
export { useLoanLender, type LoanLenderInput } from './use-loan-lender';
export {
  lenderIdentity,
  profileIdentity,
  useLoanIdentity,
  useSupportContact,
  type LenderIdentity,
} from './identity';
export type { LenderIdentityFields, Officer } from './identity-fields';
