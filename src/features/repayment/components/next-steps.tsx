import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { linkTo, paths } from '@/config/paths';
import { KeepTogether } from '@/components/ui';
import './voucher.css';

/**
 * After a voucher, what happens next: the payment can take time to show, keep the receipt, and
 * where to go when it does not show.
 */
export function NextSteps() {
  const { t } = useTranslation('repayment');
  const headingId = useId();
  return (
    <section className="card next-steps" aria-labelledby={headingId}>
      <h2 id={headingId} className="repay-section__title">
        {t('nextSteps.heading')}
      </h2>
      <ul className="next-steps__list">
        <li>
          <KeepTogether text={t('nextSteps.timing')} />
        </li>
        <li>{t('nextSteps.receipt')}</li>
        <li>
          {t('nextSteps.missing')}
          <Link className="next-steps__link" to={linkTo(paths.customerService)}>
            {t('nextSteps.contact')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
