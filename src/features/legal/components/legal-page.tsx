import { ErrorView } from '@/components/ui/error-view';
import { ApiError } from '@/lib/http/api-error';
import { usePageTitle } from '@/lib/page-title';
import type { Locale } from '@/lib/session';
import { LegalDocument } from './legal-document';
import { reloadPage, useLegalText } from './use-legal-text';

// A text chunk that did not arrive is, to the reader, a connection problem.
const NOT_LOADED = new ApiError('network', 'legal text not loaded');

export function LegalPage({ namespace, locale }: { namespace: string; locale: Locale }) {
  const text = useLegalText(namespace, locale);
  usePageTitle(text?.title);
  if (!text) {
    return (
      <main className="page">
        <ErrorView error={NOT_LOADED} onRetry={reloadPage} />
      </main>
    );
  }
  return <LegalDocument text={text} lang={locale} />;
}
