import { useLocation } from 'react-router-dom';
import { usePageData } from '@/lib/router/hooks';
import { usePageTitle } from '@/lib/page-title';
import { DEFAULT_APP_NAME } from '../config';
import { LandingHeader } from '../components/landing-header';
import { RegistrationForm } from '../components/registration-form';
import { useHeadline } from '../hooks/use-headline';
import { useTemplate } from '../hooks/use-template';
import { safeColor } from '../utils/safe-url';
import { trackVisit } from '../api/track-visit';
import type { PromotionQuery } from '../utils/promotion-query';
import { useEffect, useRef } from 'react';
import type { load } from './agreement-template.data';
import '../registration.css';

/** spec §7: the visit beacon, once per visit (a retry of the page's data is no new visit). */
function useVisitBeacon(query: PromotionQuery) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    trackVisit(query);
  }, [query]);
}

function Landing() {
  const { query, template: initialTemplate, sid } = usePageData<typeof load>();
  const template = useTemplate(initialTemplate);
  useVisitBeacon(query);
  const { title, backgroundColor, appName, buttonText } = template.template;
  usePageTitle(useHeadline(title));
  return (
    <main className="page landing" style={{ backgroundColor: safeColor(backgroundColor) }}>
      <LandingHeader state={template} onRetry={template.retry} />
      <RegistrationForm
        query={query}
        sid={sid}
        appName={appName || DEFAULT_APP_NAME}
        applyLabel={buttonText}
      />
    </main>
  );
}

/** spec §4: the form resets on entry; a new visit (even to the same URL) gets a fresh form. */
export default function AgreementTemplatePage() {
  const { key } = useLocation();
  return <Landing key={key} />;
}
