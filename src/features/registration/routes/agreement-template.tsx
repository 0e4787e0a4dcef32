import { useLoaderData, useLocation } from 'react-router-dom';
import { usePageTitle } from '@/lib/page-title';
import { DEFAULT_APP_NAME } from '../config';
import { LandingHeader } from '../components/landing-header';
import { RegistrationForm } from '../components/registration-form';
import { useHeadline } from '../hooks/use-headline';
import { useTemplate } from '../hooks/use-template';
import { safeColor } from '../utils/safe-url';
import type { loader } from './agreement-template.data';
import '../registration.css';

function Landing() {
  const { query, template: initialTemplate, sid } = useLoaderData<typeof loader>();
  const template = useTemplate(initialTemplate, query.id);
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
