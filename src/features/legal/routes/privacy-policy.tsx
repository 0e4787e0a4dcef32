import { marketLocale, parseMarket } from '@/lib/session';
import { useMarket, useRouteQuery, useSession } from '@/lib/session/react';
import { LegalPage } from '../components/legal-page';

/**
 * spec §2 "Privacy": English when type is 1, else Spanish; India's page in Hindi when that is the page's
 * language. The route's own `type` wins over the session's. In the session's market the session's language
 * holds: it is the URL's, or the borrower's choice over the host URL's `language` (contract §2), which this
 * route's query still carries after an in-app link.
 */
export default function PrivacyPolicyPage() {
  const query = useRouteQuery();
  const sessionMarket = useMarket();
  const sessionLocale = useSession((state) => state.locale);
  const market = query.type ? parseMarket(query.type) : sessionMarket;
  const locale = marketLocale(market, market === sessionMarket ? sessionLocale : query.language);
  return <LegalPage namespace="privacy" locale={locale} />;
}
