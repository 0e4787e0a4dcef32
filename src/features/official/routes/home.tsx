import { useTranslation } from 'react-i18next';
import { AdvertisedCost } from '@/entities/lender/advertised-cost';
import { usePageTitle } from '@/lib/page-title';
import { Carousel } from '../components/carousel';
import './official-pages.css';

/** The site's offer of loans, with what they cost as the market's advertising rules ask (the profile's). */
export default function HomePage() {
  const { t } = useTranslation('official');
  usePageTitle(t('home.title'));
  return (
    <>
      <h1 className="official__title">{t('home.title')}</h1>
      <p className="official__lead">{t('home.lead')}</p>
      <AdvertisedCost />
      <Carousel />
    </>
  );
}
