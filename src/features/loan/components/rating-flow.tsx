import { specWording } from '@/config/spec-texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, StarRating, errorMessage, showToast } from '@/components/ui';
import { getBridge } from '@/lib/bridge';
import { useAction } from '@/lib/hooks/use-action';
import { submitScore } from '../api/submit-score';

/** spec §9: 4 stars or more lead to the app-store rating. */
export const STORE_RATING_MIN = 4;

/**
 * spec §4 Rating: a 5-star modal when isScore is 1. No star: "Seleccione una calificación". Below 4: a
 * thank-you modal. 4 or more: the native rate-app action.
 * Every rating is posted to google-score (below 4 too), so the server records that the borrower answered
 * and stops asking; if the post fails the modal stays open with the stars kept, so the borrower can retry.
 */
export function RatingFlow({ initiallyOpen }: { initiallyOpen: boolean }) {
  const { t } = useTranslation('loan-details');
  const [step, setStep] = useState<'rate' | 'thanks' | 'closed'>(initiallyOpen ? 'rate' : 'closed');
  const [score, setScore] = useState(0);

  const send = useAction(async () => {
    if (score === 0) {
      showToast(specWording('ratingRequired', t('rating.required')));
      return;
    }
    try {
      await submitScore(score);
    } catch (error) {
      showToast(errorMessage(error, t));
      return;
    }
    if (score >= STORE_RATING_MIN) {
      setStep('closed');
      getBridge().goRate();
    } else {
      setStep('thanks');
    }
  });

  return (
    <>
      <Modal
        open={step === 'rate'}
        title={t('rating.title')}
        onClose={() => setStep('closed')}
        footer={
          <button
            type="button"
            className="btn btn--primary"
            disabled={send.pending}
            aria-busy={send.pending}
            onClick={() => void send.run()}
          >
            {send.pending ? t('rating.sending') : t('rating.submit')}
          </button>
        }
      >
        <StarRating
          value={score}
          onChange={setScore}
          legend={t('rating.legend')}
          starLabel={(stars) => t('rating.star', { count: stars })}
          disabled={send.pending}
        />
      </Modal>
      <Modal
        open={step === 'thanks'}
        title={t('rating.thanksTitle')}
        onClose={() => setStep('closed')}
        footer={
          <button type="button" className="btn btn--primary" onClick={() => setStep('closed')}>
            {t('ok', { ns: 'common' })}
          </button>
        }
      >
        <p>{t('rating.thanksBody')}</p>
      </Modal>
    </>
  );
}
