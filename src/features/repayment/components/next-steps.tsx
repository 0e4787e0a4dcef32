import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { linkTo, paths } from '@/config/paths';
import { KeepTogether } from '@/components/ui';
import { channelKind, formatDuration, postingMinutes } from '@/entities/payment/posting';
import './voucher.css';

export interface NextStepsProps {
  /** The channel paid through: its kind picks the advice, its code the posting time. */
  payCode: string;
}

/**
 * After a voucher, what happens next: the advice for this kind of channel (store advice only for
 * stores), how long this channel usually takes to show (the same time the channel list and the
 * "already paid?" panel state, entities/payment/posting.ts), and where to go when it does not show.
 */
export function NextSteps({ payCode }: NextStepsProps) {
  const { t } = useTranslation('repayment');
  const headingId = useId();
  const advice = t(`advice.${channelKind(payCode)}`, { returnObjects: true });
  const lines = Array.isArray(advice)
    ? advice.filter((line): line is string => typeof line === 'string')
    : [];
  const duration = formatDuration(postingMinutes(payCode), t);
  return (
    <section className="card next-steps" aria-labelledby={headingId}>
      <h2 id={headingId} className="repay-section__title">
        {t('nextSteps.heading')}
      </h2>
      <ul className="next-steps__list">
        <li>
          <KeepTogether text={t('nextSteps.timing', { duration })} />
        </li>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
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
