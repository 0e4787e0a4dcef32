import { marketLocale, parseMarket } from '@/lib/session';
import { useMarket, useRouteQuery, useSession } from '@/lib/session/react';
import { LegalPage } from '../components/legal-page';

/**
 * spec §2 "Privacy": English when type is 1, else Spanish; India's page in Hindi when that is the page's
 * language. The route's own `type` wins over the session's.
 */
export default function PrivacyPolicyPage() {
  const query = useRouteQuery();
  const sessionMarket = useMarket();
  const sessionLocale = useSession((state) => state.locale);
  const locale = marketLocale(
    query.type ? parseMarket(query.type) : sessionMarket,
    query.language ?? sessionLocale,
  );
  return <LegalPage namespace="privacy" locale={locale} />;
}
