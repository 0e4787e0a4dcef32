import { specWording } from '@/config/spec-texts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';

/**
 * spec §2: joint login failure, a static message ('Fracaso' and a short notice), in the page's language
 * (`VITE_WORDING=spec` shows the spec's Spanish page in every locale).
 * It is no dead end: the button closes the webview through the host, and in a plain browser (no host; the
 * page is often opened by a redirect, so going back would come straight here again) goes to the home page.
 */
export default function JointLoginErrorPage() {
  const { t } = useTranslation('loan');
  const navigate = useNavigate();
  const title = specWording('jointLoginTitle', t('jointLoginError.title'));
  usePageTitle(title);
  const goHome = () => void navigate(paths.home);
  // The bridge loads on the tap: this static page's first load stays without the data pages' shared code.
  // Should it not load (no signal), home is still a way out.
  const close = () =>
    void import('@/lib/bridge').then(({ getBridge }) => getBridge().closeWebView(goHome), goHome);
  return (
    <main className="page">
      <div className="card loan-empty">
        <h1 className="page__title">{title}</h1>
        <p>{specWording('jointLoginNotice', t('jointLoginError.notice'))}</p>
        <button type="button" className="btn btn--primary btn--block" onClick={close}>
          {specWording('jointLoginClose', t('jointLoginError.close'))}
        </button>
      </div>
    </main>
  );
}
