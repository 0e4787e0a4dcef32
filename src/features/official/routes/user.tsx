import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/page-title';

/** contract §1: /User is an empty page inside the site layout. */
export default function UserPage() {
  const { t } = useTranslation('official');
  usePageTitle(t('user.title'));
  return <h1 className="visually-hidden">{t('user.title')}</h1>;
}
