import { marketLocale, parseMarket } from '@/lib/session';
import { useMarket, useRouteQuery } from '@/lib/session/react';
import { LegalPage } from '../components/legal-page';

/** spec §2 "Privacy": English when type is 1, else Spanish. The route's own `type` wins over the session's. */
export default function PrivacyPolicyPage() {
  const query = useRouteQuery();
  const sessionMarket = useMarket();
  const locale = marketLocale(query.type ? parseMarket(query.type) : sessionMarket);
  return <LegalPage namespace="privacy" locale={locale} />;
}
