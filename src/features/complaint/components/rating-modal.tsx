import { specWording } from '@/config/spec-texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, showToast, StarRating } from '@/components/ui';

export interface RatingModalProps {
  open: boolean;
  onRate: (score: number) => void;
  onClose: () => void;
}

/** spec §4, §5: five stars; sending none asks for a rating. */
export function RatingModal({ open, onRate, onClose }: RatingModalProps) {
  const { t } = useTranslation('complaint');
  const [score, setScore] = useState(0);
  return (
    <Modal
      open={open}
      title={t('details.rateTitle')}
      onClose={onClose}
      footer={
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            if (score === 0) showToast(specWording('ratingRequired', t('details.rateRequired')));
            else onRate(score);
          }}
        >
          {t('details.rateSubmit')}
        </button>
      }
    >
      <StarRating
        value={score}
        onChange={setScore}
        legend={t('details.rateLegend')}
        starLabel={(count) => t('details.star', { count })}
      />
    </Modal>
  );
}
