import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/components/ui/error-view/error-message';
import { isRetryable } from '@/lib/http/api-error';
import { useHeadline } from '../hooks/use-headline';
import type { TemplateState } from '../hooks/use-template';
import { safeImage } from '../utils/safe-url';
import { BannerPlaceholder } from './banner-placeholder';
import { LenderIdentity } from './lender-identity';

/**
 * The template's banner, title and pitch; defaults while it loads or when it fails (the form still works).
 * Every part keeps its size whatever the template brings: the banner box has one shape with an
 * image, the brand's card (brand, offer, lender) under it until it arrives, or the failure notice in it, and the title and pitch keep two
 * lines each, so the form below never moves when a template within them arrives (a longer text is never cut:
 * it grows its box once). The lender's
 * name and, in Mexico, the CAT come from the market's profile, not the template: they are in the first paint.
 */
export function LandingHeader({ state, onRetry }: { state: TemplateState; onRetry: () => void }) {
  const { t } = useTranslation('registration');
  const { template } = state;
  const banner = safeImage(template.bannerUrl);
  const headline = useHeadline(template.title);
  return (
    <header className="landing__header">
      <div className="landing__banner">
        {state.status === 'failed' ? (
          <div className="landing__notice" role="alert">
            <p>{errorMessage(state.error, t)}</p>
            {isRetryable(state.error) ? (
              <button type="button" className="btn btn--small" onClick={onRetry}>
                {t('landing.retry')}
              </button>
            ) : null}
          </div>
        ) : (
          <BannerPlaceholder />
        )}
        {/* Over the placeholder, in the same box: while its bytes arrive the brand and offer show through. */}
        {banner ? (
          <img className="landing__banner-image" src={banner} alt="" width={720} height={320} />
        ) : null}
      </div>
      <div className="card landing__intro">
        <h1 className="page__title landing__title">{headline}</h1>
        <p className="landing__subtitle">{template.subtitle || t('landing.subtitle')}</p>
        <LenderIdentity />
      </div>
    </header>
  );
}
