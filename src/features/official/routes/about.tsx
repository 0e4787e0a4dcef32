import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/page-title';
import missionUrl from '../assets/about-mission.svg?no-inline';
import processUrl from '../assets/about-process.svg?no-inline';
import supportUrl from '../assets/about-support.svg?no-inline';
import './official-pages.css';

const IMAGES = [
  { key: 'mission', src: missionUrl },
  { key: 'process', src: processUrl },
  { key: 'support', src: supportUrl },
] as const;

/** spec §2: About is images only; each carries its message in its alt text. */
export default function AboutPage() {
  const { t } = useTranslation('official');
  usePageTitle(t('about.title'));
  return (
    <>
      <h1 className="visually-hidden">{t('about.title')}</h1>
      <div className="official__gallery">
        {IMAGES.map((image, index) => (
          <img
            key={image.key}
            className="official__image"
            src={image.src}
            alt={t(`about.images.${image.key}`)}
            width={640}
            height={360}
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        ))}
      </div>
    </>
  );
}
