import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';

export default function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <main className="page">
      <div className="error-view">
        <h1 className="error-view__title">{t('notFound.title')}</h1>
        <p className="error-view__message">{t('notFound.body')}</p>
        <Link className="btn btn--primary" to={paths.home}>
          {t('notFound.home')}
        </Link>
      </div>
    </main>
  );
}
