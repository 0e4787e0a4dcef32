import { useSession } from '@/lib/session/react';
import { LegalPage } from '../components/legal-page';

/** spec §2 "Loan terms and conditions": a static legal document in the session's language. */
export default function LoanTermsPage() {
  const locale = useSession((state) => state.locale);
  return <LegalPage namespace="loanTerms" locale={locale} />;
}
