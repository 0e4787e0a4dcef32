import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { telHref, type LenderProfile } from '@/config/market-profile';
import { useLenderProfile } from '@/lib/session/lender-profile';
import { linkTo, paths, type LinkQuery } from '@/config/paths';
import './grievance-links.css';

function Phone({ phone }: { phone: string }) {
  return <a href={telHref(phone)}>{phone}</a>;
}

function Mail({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

/**
 * Where a complaint goes next, from the lender's profile: in India the Grievance Redressal Officer and the
 * RBI's complaint portal; in Mexico the lender's UNE and CONDUSEF.
 */
function Escalation({ profile }: { profile: LenderProfile }) {
  const { t } = useTranslation();
  return (
    <details className="grievance__escalate">
      <summary>{t('grievance.escalate')}</summary>
      {profile.market === 'in' ? (
        <dl>
          <dt>{t('grievance.officer', { name: profile.grievance.officer.name })}</dt>
          <dd>
            <Phone phone={profile.grievance.officer.phone} /> ·{' '}
            <Mail email={profile.grievance.officer.email} />
          </dd>
          <dt>{t('grievance.rbi')}</dt>
          <dd>
            <a href={profile.grievance.rbiPortal}>{profile.grievance.rbiPortal}</a>
          </dd>
        </dl>
      ) : (
        <dl>
          <dt>{t('grievance.une')}</dt>
          <dd>
            {profile.grievance.une.address}
            <br />
            <Phone phone={profile.grievance.une.phone} /> · <Mail email={profile.grievance.une.email} />
          </dd>
          <dt>{t('grievance.condusef')}</dt>
          <dd>
            <Phone phone={profile.grievance.condusef.phone} /> ·{' '}
            <a href={profile.grievance.condusef.url}>{profile.grievance.condusef.url}</a>
          </dd>
        </dl>
      )}
    </details>
  );
}

/**
 * The grievance path: customer service and the complaint entry, one tap away, with the expected
 * response time when it is configured (VITE_SUPPORT_RESPONSE_HOURS), and where to escalate.
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
  const profile = useLenderProfile();
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
      <Escalation profile={profile} />
    </nav>
  );
}
