import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/page-title';

/** spec §2: joint login failure, a static message in Spanish ('Fracaso' and a short notice) in every locale. */
export default function JointLoginErrorPage() {
  const { t } = useTranslation('loan');
  usePageTitle(t('jointLoginError.title'));
  return (
    <main className="page">
      <div className="card loan-empty">
        <h1 className="page__title">{t('jointLoginError.title')}</h1>
        <p>{t('jointLoginError.notice')}</p>
      </div>
    </main>
  );
}
