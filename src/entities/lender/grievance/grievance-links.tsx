import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { telHref } from '@/config/market-profile';
import { linkTo, paths, type LinkQuery } from '@/config/paths';
import { useLoanIdentity, type LenderIdentity } from '../identity';
import type { OfferLender } from '../schema';
import './grievance-links.css';

function Phone({ phone }: { phone: string }) {
  return <a href={telHref(phone)}>{phone}</a>;
}

function Mail({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

/**
 * Where a complaint goes next, from the loan's lender's identity (the profile's, or a partner's own,
 * contract §10): in India its Grievance Redressal Officer and the RBI's complaint portal; in Mexico its UNE
 * and CONDUSEF. A channel the lender does not give is left out.
 */
function Escalation({ identity }: { identity: LenderIdentity }) {
  const { t } = useTranslation();
  const { grievanceOfficer: officer, une, regulator } = identity;
  return (
    <details className="grievance__escalate">
      <summary>{t('grievance.escalate')}</summary>
      {identity.market === 'in' ? (
        <dl>
          {officer ? (
            <>
              <dt>{t('grievance.officer', { name: officer.name })}</dt>
              <dd>
                {officer.phone ? <Phone phone={officer.phone} /> : null}
                {officer.phone && officer.email ? ' · ' : null}
                {officer.email ? <Mail email={officer.email} /> : null}
              </dd>
            </>
          ) : null}
          <dt>{t('grievance.rbi')}</dt>
          <dd>
            <a href={regulator.rbiPortal}>{regulator.rbiPortal}</a>
          </dd>
        </dl>
      ) : (
        <dl>
          {une ? (
            <>
              <dt>{t('grievance.une')}</dt>
              <dd>
                {une.address}
                {une.address ? <br /> : null}
                {une.phone ? <Phone phone={une.phone} /> : null}
                {une.phone && une.email ? ' · ' : null}
                {une.email ? <Mail email={une.email} /> : null}
              </dd>
            </>
          ) : null}
          <dt>{t('grievance.condusef')}</dt>
          <dd>
            {regulator.condusefPhone ? <Phone phone={regulator.condusefPhone} /> : null}
            {regulator.condusefPhone && regulator.condusefWeb ? ' · ' : null}
            {regulator.condusefWeb ? <a href={regulator.condusefWeb}>{regulator.condusefWeb}</a> : null}
          </dd>
        </dl>
      )}
    </details>
  );
}

/**
 * The grievance path: customer service and the complaint entry, one tap away, with the expected
 * response time when it is configured (VITE_SUPPORT_RESPONSE_HOURS), and where to escalate: the loan's own
 * lender's channels (its `lender`, else the one the loan's other answers named, else the profile's).
 */
export function GrievanceLinks({
  orderId,
  lender,
  showComplaint = true,
  showContact = true,
}: {
  orderId?: string;
  /** The answer's own `lender` (contract §10), when the page has one. */
  lender?: OfferLender;
  showComplaint?: boolean;
  /** False where the page already has its own one-tap customer-service control. */
  showContact?: boolean;
}) {
  const { t } = useTranslation();
  const identity = useLoanIdentity({ lender, orderId });
  const query: LinkQuery = { orderId };
  return (
    <nav className="grievance" aria-label={t('grievance.label')}>
      {showContact ? (
        // The loan's order rides along: customer service then shows the loan's own lender's contact.
        <Link className="btn btn--small" to={linkTo(paths.customerService, query)}>
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
      <Escalation identity={identity} />
    </nav>
  );
}
