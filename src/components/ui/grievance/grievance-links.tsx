import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { linkTo, paths, type LinkQuery } from '@/config/paths';
import './grievance-links.css';

/**
 * The grievance path (issue 8): customer service and the complaint entry, one tap away, with the expected
 * response time when it is configured (VITE_SUPPORT_RESPONSE_HOURS).
 */
export function GrievanceLinks({
  orderId,
  showComplaint = true,
  showContact = true,
}: {
  orderId?: string;
  showComplaint?: boolean;
  /** False where the page already has its own one-tap customer-service control. */
  showContact?: boolean;
}) {
  const { t } = useTranslation();
  const query: LinkQuery = { orderId };
  return (
    <nav className="grievance" aria-label={t('grievance.label')}>
      {showContact ? (
        <Link className="btn btn--small" to={paths.customerService}>
          {t('grievance.contact')}
        </Link>
      ) : null}
      {showComplaint ? (
        <Link className="btn btn--small" to={linkTo(paths.complaint, query)}>
          {t('grievance.complain')}
        </Link>
      ) : null}
      {env.supportResponseHours > 0 ? (
        <p className="grievance__time">{t('grievance.responseTime', { count: env.supportResponseHours })}</p>
      ) : null}
    </nav>
  );
}
