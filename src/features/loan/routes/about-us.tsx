import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/page-title';

const PARAGRAPHS = ['welcome', 'mission', 'promise', 'thanks'] as const;

/** spec §2: About us, a fixed welcome text. */
export default function AboutUsPage() {
  const { t } = useTranslation('loan');
  usePageTitle(t('about.title'));
  return (
    <main className="page">
      <h1 className="page__title">{t('about.title')}</h1>
      <div className="card">
        {PARAGRAPHS.map((key) => (
          <p key={key}>{t(`about.${key}`)}</p>
        ))}
      </div>
    </main>
  );
}
