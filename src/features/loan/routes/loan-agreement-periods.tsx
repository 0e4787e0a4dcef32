import { LoanAgreementPage } from '../components/loan-agreement-page';

export default function LoanAgreementPeriodsRoute() {
  return <LoanAgreementPage inPeriods />;
}
