import { useTranslation } from 'react-i18next';
import { ErrorView } from '@/components/ui/error-view';
import { fillLender, useLenderProfile } from '@/config/market-profile';
import { ApiError } from '@/lib/http/api-error';
import { usePageTitle } from '@/lib/page-title';
import heroUrl from '../assets/loan-hero.svg?no-inline';
import type agreement from '../locales/officialLoan.es';
import './official-pages.css';

type Agreement = typeof agreement;

// The agreement's text chunk did not arrive: to the reader, a connection problem. i18next does not fetch a
// failed namespace again, so the retry is a fresh page load.
const NOT_LOADED = new ApiError('network', 'agreement text not loaded');

/** spec §2: the official Loan section, an image plus the loan agreement. */
export default function LoanPage() {
  const { t, i18n } = useTranslation(['official', 'officialLoan']);
  usePageTitle(t('loan.title'));
  const bundle = i18n.getResourceBundle(i18n.language, 'officialLoan') as Agreement | undefined;
  const profile = useLenderProfile();
  // The agreement's lender is the lender's profile's.
  const text = bundle?.sections ? fillLender(bundle, profile) : undefined;
  return (
    <div className="official__narrow">
      <h1 className="official__title">{t('loan.title')}</h1>
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
          <h2>{text.agreementTitle}</h2>
          {text.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {text.sections.map((section) => (
            <section key={section.id} aria-labelledby={`agreement-${section.id}`}>
              <h3 id={`agreement-${section.id}`}>{section.title}</h3>
              {section.body.map((block, index) =>
                typeof block === 'string' ? (
                  <p key={index}>{block}</p>
                ) : (
                  <ul key={index}>
                    {block.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}
        </article>
      ) : (
        <ErrorView error={NOT_LOADED} onRetry={() => window.location.reload()} />
      )}
    </div>
  );
}
