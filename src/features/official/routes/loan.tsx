import { useTranslation } from 'react-i18next';
import { ErrorView } from '@/components/ui/error-view';
import { LegalBlocks as Blocks } from '@/components/ui/legal-blocks/legal-blocks';
import { fillLender } from '@/config/market-profile';
import { useLenderProfile } from '@/lib/session/lender-profile';
import { AdvertisedCost } from '@/entities/lender/advertised-cost';
import { ApiError } from '@/lib/http/api-error';
import { usePageTitle } from '@/lib/page-title';
import heroUrl from '../assets/loan-hero.svg?no-inline';
import './official-pages.css';

/**
 * The market's loan terms: the `loanTerms` namespace that /loanTerms shows too (features/legal), which the
 * build makes from the document beside the lender's profile. Only the parts this page shows.
 */
interface Agreement {
  title: string;
  subtitle?: string;
  updated: string;
  intro: readonly (string | readonly string[])[];
  sections: readonly { id: string; title: string; body: readonly (string | readonly string[])[] }[];
}

// The agreement's text chunk did not arrive: to the reader, a connection problem. i18next does not fetch a
// failed namespace again, so the retry is a fresh page load.
const NOT_LOADED = new ApiError('network', 'agreement text not loaded');

/** spec §2: the official Loan section, an image plus the loan agreement: the market's own loan terms. */
export default function LoanPage() {
  const { t, i18n } = useTranslation(['official', 'loanTerms']);
  usePageTitle(t('loan.title'));
  const bundle = i18n.getResourceBundle(i18n.language, 'loanTerms') as Agreement | undefined;
  const profile = useLenderProfile();
  // The agreement's lender is the lender's profile's.
  const text = bundle?.sections ? fillLender(bundle, profile) : undefined;
  return (
    <div className="official__narrow">
      <h1 className="official__title">{t('loan.title')}</h1>
      <AdvertisedCost />
      <img
        className="official__image"
        src={heroUrl}
        alt={t('loan.imageAlt')}
        width={640}
        height={280}
        decoding="async"
      />
      {text ? (
        <article className="official__agreement">
          <h2>{text.title}</h2>
          {text.subtitle ? <p>{text.subtitle}</p> : null}
          <p>{text.updated}</p>
          <Blocks blocks={text.intro} />
          {text.sections.map((section) => (
            <section key={section.id} aria-labelledby={`agreement-${section.id}`}>
              <h3 id={`agreement-${section.id}`}>{section.title}</h3>
              <Blocks blocks={section.body} />
            </section>
          ))}
        </article>
      ) : (
        <ErrorView error={NOT_LOADED} onRetry={() => window.location.reload()} />
      )}
    </div>
  );
}
