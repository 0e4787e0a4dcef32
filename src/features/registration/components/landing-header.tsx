import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/components/ui/error-view/error-message';
import type { TemplateState } from '../hooks/use-template';
import { safeImage } from '../utils/safe-url';

/** The template's banner, title and pitch; defaults while it loads or when it fails (the form still works). */
export function LandingHeader({ state, onRetry }: { state: TemplateState; onRetry: () => void }) {
  const { t } = useTranslation('registration');
  const { template } = state;
  const banner = safeImage(template.bannerUrl);
  return (
    <header className="landing__header">
      {banner ? (
        <img className="landing__banner" src={banner} alt="" width={720} height={320} />
      ) : state.status === 'loading' ? (
        <div className="landing__banner landing__banner--placeholder" aria-hidden="true" />
      ) : null}
      <div className="card landing__intro">
        <h1 className="page__title">{template.title || t('landing.title')}</h1>
        <p className="landing__subtitle">{template.subtitle || t('landing.subtitle')}</p>
        {state.status === 'failed' ? (
          <div className="landing__notice" role="alert">
            <p>{errorMessage(state.error, t)}</p>
            <button type="button" className="btn" onClick={onRetry}>
              {t('landing.retry')}
            </button>
          </div>
        ) : null}
      </div>
    </header>
  );
}
