import { LoanAgreementPage } from '../components/loan-agreement-page';

export default function LoanAgreementRoute() {
  return <LoanAgreementPage inPeriods={false} />;
}
