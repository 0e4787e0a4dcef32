import { marketFromType, parseMarketType } from '@/lib/session';
import { useRouteQuery, useSession } from '@/lib/session/react';
import { LegalPage } from '../components/legal-page';

/** spec §2 "Privacy": English when type is 1, else Spanish. The route's own `type` wins over the session's. */
export default function PrivacyPolicyPage() {
  const query = useRouteQuery();
  const sessionType = useSession((state) => state.type);
  const { locale } = marketFromType(query.type ? parseMarketType(query.type) : sessionType);
  return <LegalPage namespace="privacy" locale={locale} />;
}
