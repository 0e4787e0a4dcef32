import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeepTogether, Modal } from '@/components/ui';
import { formatScreenDateTime } from '@/lib/format';
import type { SavedVoucher } from '../model/saved-voucher';
import './voucher.css';

/**
 * contract §8: the reference is kept for its payment; a new one only when the borrower asks, after a
 * warning that the old one may already be being paid (a new reference does not cancel that payment).
 */
export function NewReference({ saved, onConfirm }: { saved: SavedVoucher; onConfirm: () => void }) {
  const { t } = useTranslation('repayment');
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="repay-section__title">
        {t('newReference.heading')}
      </h2>
      <p>
        <KeepTogether text={t('newReference.issued', { date: formatScreenDateTime(saved.savedAt) })} />
      </p>
      <button type="button" className="btn btn--block" onClick={() => setAsking(true)}>
        {t('newReference.button')}
      </button>
      <Modal
        open={asking}
        title={t('newReference.confirmTitle')}
        onClose={() => setAsking(false)}
        footer={
          <>
            <button
              type="button"
              className="btn btn--primary btn--block"
              onClick={() => {
                setAsking(false);
                onConfirm();
              }}
            >
              {t('newReference.confirm')}
            </button>
            <button type="button" className="btn btn--block" onClick={() => setAsking(false)}>
              {t('newReference.keep')}
            </button>
          </>
        }
      >
        <p>
          <KeepTogether text={t('newReference.warning', { reference: saved.reference || saved.payCode })} />
        </p>
      </Modal>
    </section>
  );
}
