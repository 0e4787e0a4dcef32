import { useState } from 'react';
import { usePageData } from '@/lib/router/hooks';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Deferred, showToast } from '@/components/ui';
import { GrievanceLinks } from '@/entities/lender/grievance';
import { paths } from '@/config/paths';
import { useTimeout } from '@/lib/hooks/use-timeout';
import { usePageTitle } from '@/lib/page-title';
import type { ComplaintDetails } from '../api/get-complaint-details';
import { ImageGallery } from '../components/image-gallery';
import { RatingModal } from '../components/rating-modal';
import { RATING_DELAY_MS } from '../constants';
import { hasLocalRating, saveLocalRating } from '../model/local-rating';
import type { load } from './complaint-details.data';
import './complaint-details.css';
import { useRefreshOnReturn } from '@/lib/router/hooks';

function DetailsContent({ details, problemId }: { details: ComplaintDetails; problemId: string }) {
  const { t } = useTranslation('complaint');
  // spec §4: the rating modal opens 3 s after load when isNeedScore is not 0. With no rating endpoint in the
  // contract, a rating is kept on the device, and a complaint rated here is not asked about again.
  const [needsRating] = useState(() => Number(details.isNeedScore) !== 0 && !hasLocalRating(problemId));
  const [rating, setRating] = useState(false);
  const [rated, setRated] = useState(false);
  useTimeout(() => setRating(true), RATING_DELAY_MS, needsRating && !rated);
  // spec §4: the result block is hidden when there is neither text nor images.
  const hasResult = details.disposeDetail.trim() !== '' || details.disposeImages.length > 0;
  const type = [details.type, details.sonType].filter(Boolean).join(' · ');

  return (
    <>
      <section className="card complaint-details__problem" aria-labelledby="complaint-problem-heading">
        <h2 id="complaint-problem-heading" className="visually-hidden">
          {t('details.content')}
        </h2>
        <dl className="complaint-details__fields">
          {type ? (
            <>
              <dt>{t('details.type')}</dt>
              <dd>{type}</dd>
            </>
          ) : null}
          <dt>{t('details.content')}</dt>
          {/* The borrower's own words, as typed, in whatever language: not the page's to translate. */}
          <dd className="complaint-details__text" translate="no">
            {details.content}
          </dd>
        </dl>
        {details.images.length > 0 ? (
          <ImageGallery
            urls={details.images}
            label={t('details.images')}
            alt={(index) => t('details.imageAlt', { index })}
            enlargeLabel={(index) => t('details.enlargeImage', { index })}
          />
        ) : null}
      </section>
      {hasResult ? (
        <section className="card complaint-details__result" aria-labelledby="complaint-result-heading">
          <h2 id="complaint-result-heading" className="complaint-details__heading">
            {t('details.resultHeading')}
          </h2>
          <p className="complaint-details__agent">{t('details.agent')}</p>
          {details.disposeDetail.trim() ? (
            <p className="complaint-details__text">{details.disposeDetail}</p>
          ) : null}
          {details.disposeImages.length > 0 ? (
            <ImageGallery
              urls={details.disposeImages}
              label={t('details.resultImages')}
              alt={(index) => t('details.resultImageAlt', { index })}
              enlargeLabel={(index) => t('details.enlargeResultImage', { index })}
            />
          ) : null}
        </section>
      ) : null}
      <RatingModal
        open={rating}
        onClose={() => {
          setRating(false);
          setRated(true);
        }}
        onRate={(score) => {
          saveLocalRating(problemId, score);
          setRating(false);
          setRated(true);
          showToast(t('details.rateThanks'));
        }}
      />
    </>
  );
}

export default function ComplaintDetailsPage() {
  const { t } = useTranslation('complaint');
  usePageTitle(t('details.title'));
  const { details, problemId } = usePageData<typeof load>();
  // Back from the bank's app (or any other): the data refreshes quietly.
  useRefreshOnReturn();
  const footer = (
    <>
      <Link className="btn btn--block complaint-details__back" to={paths.complaintList}>
        {t('details.toList')}
      </Link>
      {/* Customer service one tap away; this page is the complaint entry itself. */}
      <GrievanceLinks showComplaint={false} />
    </>
  );
  return (
    <main className="page">
      <h1 className="page__title">{t('details.title')}</h1>
      {details ? (
        <Deferred resolve={details} footer={footer}>
          {(value) => <DetailsContent details={value} problemId={problemId} />}
        </Deferred>
      ) : (
        <>
          <p className="card" role="alert">
            {t('details.missingId')}
          </p>
          {footer}
        </>
      )}
    </main>
  );
}
